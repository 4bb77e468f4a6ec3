// The two public forms (contact enquiries, Earn-With-Us applications), stored for operators, who list them and mark
// them handled.

import { CAR_SEGMENT_LABELS } from '@motomitra/domain/constants';
import type { ContactBody, EarnBody, VehicleRequestBody } from '@motomitra/domain/enquiries';
import type { EnquiriesQuery, Enquiry } from '@motomitra/domain/ops-admin';
import { say } from '@motomitra/domain/say';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, enquiries } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-error.ts';

export async function saveContact(db: Db, b: ContactBody, customerId: string | null = null): Promise<void> {
  await db.insert(enquiries).values({
    kind: 'contact',
    customerId,
    name: b.name,
    email: b.email,
    mobile: b.mobile_no,
    address: b.address,
    topic: b.topic,
    message: b.message,
  });
}

export async function saveEarnApplication(db: Db, b: EarnBody, customerId: string | null = null): Promise<void> {
  await db
    .insert(enquiries)
    .values({ kind: 'earn', customerId, name: b.name, email: b.email, mobile: b.mobile, occupation: b.occupation });
}

/** A vehicle the customer did not find in the catalogue, with what an operator needs to add it, and who asked. */
export async function saveVehicleRequest(db: Db, customerId: string, v: VehicleRequestBody): Promise<void> {
  const [who] = await db
    .select({ name: customers.name, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!who) throw new HttpError(401, say('pleaseLogIn'));
  // The schema requires the cc of a bike and the body type of a car.
  const size = v.vehicle_type === 'Car' && v.car_type ? CAR_SEGMENT_LABELS[v.car_type] : `${v.bike_cc} cc`;
  await db.insert(enquiries).values({
    kind: 'vehicle',
    customerId,
    name: who.name,
    email: who.email,
    mobile: who.phone,
    message: `${v.vehicle_type}: ${v.make} ${v.model}, ${size}`,
  });
}

/** The newest 200 enquiries, of one kind and handled or not when asked. */
export async function listEnquiries(db: Db, q: EnquiriesQuery): Promise<Enquiry[]> {
  const where = [sql`true`];
  if (q.kind) where.push(eq(enquiries.kind, q.kind));
  if (q.handled) where.push(eq(enquiries.handled, q.handled === 'true'));
  const rows = await db
    .select()
    .from(enquiries)
    .where(and(...where))
    .orderBy(desc(enquiries.createdAt))
    .limit(200);
  return rows.map((e) => ({
    _id: e.id,
    kind: e.kind,
    name: e.name,
    email: e.email,
    mobile: e.mobile,
    address: e.address,
    occupation: e.occupation,
    topic: e.topic,
    message: e.message,
    handled: e.handled,
    createdAt: e.createdAt.toISOString(),
  }));
}

export async function setHandled(db: Db, id: string, handled: boolean): Promise<void> {
  const [row] = await db.update(enquiries).set({ handled }).where(eq(enquiries.id, id)).returning({ id: enquiries.id });
  if (!row) throw notFound('No such enquiry.');
}
