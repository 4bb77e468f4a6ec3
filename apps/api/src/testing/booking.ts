// Test fixtures for booking: fast customers with a session, vehicles, cart items, valid order data, placing orders.
import { randomBytes } from 'node:crypto';
import { SlotsResponseSchema } from '@motomitra/domain/booking';
import { addDays, istDate } from '@motomitra/domain/ist';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { customers, products, sessions, vehicleCatalogue } from '../db/schema.ts';
import { hashId, SESSION_COOKIE, SESSION_TTL_MS } from '../plugins/sessions.ts';
import { as, json } from './customers.ts';

export type BookingTestApp = { app: FastifyInstance; database: Database; config: Config };
export type Shopper = { id: string; cookie: string; name: string; email: string };

let counter = 0;

/**
 * A customer with a live session, written straight to the database: argon2 hashing (what HTTP registration does)
 * takes tens of milliseconds per customer, too slow for suites that need dozens. Such a customer cannot log in.
 */
export async function quickCustomer(t: { database: Database; config: Config }, name?: string): Promise<Shopper> {
  counter++;
  const tag = randomBytes(5).toString('hex');
  const [row] = await t.database.db
    .insert(customers)
    .values({
      name: name ?? `Shopper ${counter}`,
      email: `shopper.${tag}@example.in`,
      phone: `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      passwordHash: 'not-a-hash',
      address: '12, Shivaji Nagar, Nagpur 440010',
    })
    .returning();
  if (!row) throw new Error('quickCustomer: insert returned nothing');
  const sid = randomBytes(32).toString('base64url');
  await t.database.db.insert(sessions).values({
    idHash: hashId(t.config.sessionSecret, sid),
    customerId: row.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { id: row.id, cookie: `${SESSION_COOKIE}=${sid}`, name: row.name, email: row.email ?? '' };
}

export async function productId(t: { database: Database }, slug: string): Promise<string> {
  const [p] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!p) throw new Error(`no product ${slug}`);
  return p.id;
}

/** Saves a catalogue vehicle for the customer: a 97 cc Hero Splendor Plus (bike band 1) or a hatchback Alto K10. */
export async function saveVehicle(
  t: BookingTestApp,
  c: Shopper,
  kind: 'Bike' | 'Car' = 'Bike',
): Promise<{ _id: string; reg_number: string }> {
  return saveCatalogueVehicle(t, c, kind === 'Bike' ? 'Splendor Plus' : 'Alto K10');
}

/**
 * Saves the catalogue's `model` (its `variant` when given, such as a Nexon's 'EV Max' or 'Creative Petrol') for the
 * customer through the API, under a registration number of its own.
 */
export async function saveCatalogueVehicle(
  t: BookingTestApp,
  c: Shopper,
  model: string,
  variant?: string,
): Promise<{ _id: string; reg_number: string }> {
  const [entry] = await t.database.db
    .select()
    .from(vehicleCatalogue)
    .where(
      variant === undefined
        ? eq(vehicleCatalogue.model, model)
        : and(eq(vehicleCatalogue.model, model), eq(vehicleCatalogue.variant, variant)),
    );
  if (!entry) throw new Error(`no catalogue vehicle ${model} ${variant ?? ''}`);
  counter++;
  const series = entry.vehicleType === 'Bike' ? 'AB' : 'CD';
  const reg = `MH31${series}${String(1000 + (counter % 9000)).padStart(4, '0')}`;
  const res = await as(t.app, c, {
    method: 'PUT',
    url: '/api/customer/addvehicle',
    payload: { catalogue_id: entry.id, make_model: `${entry.make} ${entry.model}`, reg_number: reg },
  });
  if (res.statusCode !== 201) throw new Error(`saveVehicle: ${res.statusCode} ${res.body}`);
  return res.json().vehicle;
}

export async function addCartItem(
  t: BookingTestApp,
  c: Shopper,
  body: { selectedProductId: string; vehicleId?: string; reg_number?: string; city?: string },
): Promise<{ _id: string; total: number }> {
  const res = await as(t.app, c, {
    method: 'PUT',
    url: '/api/customer/cart',
    payload: { city: 'Nagpur', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`addCartItem: ${res.statusCode} ${res.body}`);
  return res.json().cartItem;
}

/** Tomorrow in IST: every slot of it is bookable whatever the time of day the suite runs. */
export const tomorrow = () => addDays(istDate(new Date()), 1);

export const NAGPUR_PLACE = {
  address: 'Dharampeth, Nagpur, Maharashtra 440010',
  coordinates: { lat: 21.1397, lng: 79.0631 },
};

/** Order data that passes every checkout rule for a bike in Nagpur. */
export function validOrderData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    verifyMakeModel: true,
    verifyRegistrationNumber: true,
    verifyBreakdown: false,
    verifyVehicleInsurance: false,
    pickupLocation: NAGPUR_PLACE,
    servicingDate: tomorrow(),
    serviceTimeSlot: '10:00 AM - 12:00 PM',
    expectedDeliveryDate: tomorrow(),
    state: 'Maharashtra',
    pincode: '440010',
    alternateNumber: '9822012345',
    note: '',
    termsAccepted: true,
    ...overrides,
  };
}

export const newKey = () => `key-${randomBytes(12).toString('hex')}`;

export function placeOrderRequest(
  c: { cookie: string },
  cartId: string,
  orderData: Record<string, unknown>,
  key: string | null = newKey(),
): InjectOptions {
  return {
    method: 'POST',
    url: '/api/newmyorder/generate',
    headers: { ...json, cookie: c.cookie, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { orderData, cartId },
  };
}

/**
 * A booked order placed through the API for a new bike of `c`: the `slug` service (the bike general service unless
 * said), on `date` (tomorrow) in `slot` (10:00 AM). Fails the test unless it is placed.
 */
export async function placeTestOrder(
  t: BookingTestApp,
  c: Shopper,
  opts: { slug?: string; date?: string; slot?: string } = {},
): Promise<{ _id: string; OID: string; vehicle: { _id: string; reg_number: string } }> {
  const bike = await saveVehicle(t, c);
  const item = await addCartItem(t, c, {
    selectedProductId: await productId(t, opts.slug ?? 'bike-general-service'),
    vehicleId: bike._id,
  });
  const date = opts.date ?? tomorrow();
  const res = await t.app.inject(
    placeOrderRequest(
      c,
      item._id,
      validOrderData({
        servicingDate: date,
        expectedDeliveryDate: date,
        serviceTimeSlot: opts.slot ?? '10:00 AM - 12:00 PM',
      }),
    ),
  );
  if (res.statusCode !== 201) throw new Error(`placeTestOrder: ${res.statusCode} ${res.body}`);
  const order = res.json().order as { _id: string; OID: string };
  return { ...order, vehicle: bike };
}

/** The first slot with a place left from tomorrow on in `city`, as the checkout asks for one: its date and slot. */
export async function freeSlot(t: BookingTestApp, c: { cookie: string }, city = 'nagpur') {
  for (let d = 1; d <= 6; d++) {
    const date = addDays(istDate(new Date()), d);
    const res = await as(t.app, c, { method: 'GET', url: `/api/slots?city=${city}&date=${date}` });
    const open = res.statusCode === 200 ? SlotsResponseSchema.parse(res.json()).slots.find((s) => s.available) : null;
    if (open) return { servicingDate: date, expectedDeliveryDate: date, serviceTimeSlot: open.slot };
  }
  throw new Error(`no free slot in ${city}`);
}
