// What the console's order view and board say of the staff's work on an order: who has its pickup, work and drop,
// each technician's minutes on it, and its handovers. Never the customer's handover code.
import {
  type Assignments,
  type HandoverDone,
  type HandoverView,
  type LabourLine,
  labourMinutes,
  type StaffRef,
} from '@motomitra/domain/staff-work';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers, handovers, labourSessions } from '../../db/schema.ts';
import type { OrderRow } from '../orders/wire.ts';

type Q = Db | Tx;

/** The members of staff these orders are assigned to, by id (one read for a whole board). */
export async function staffRefsOf(db: Q, rows: readonly OrderRow[]): Promise<Map<string, StaffRef>> {
  const ids = [
    ...new Set(rows.flatMap((o) => [o.pickupRiderId, o.technicianId, o.dropRiderId]).filter((id) => id !== null)),
  ];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(inArray(customers.id, ids));
  return new Map(found.map((s) => [s.id, { _id: s.id, name: s.name, phone: s.phone }]));
}

export function assignmentsOf(o: OrderRow, refs: ReadonlyMap<string, StaffRef>): Assignments {
  const ref = (id: string | null) => (id === null ? null : (refs.get(id) ?? null));
  return { pickupRider: ref(o.pickupRiderId), technician: ref(o.technicianId), dropRider: ref(o.dropRiderId) };
}

/** Each technician's whole minutes on the order at `now`, the running session counted up to it; first starter first. */
export async function labourOf(db: Q, orderId: string, now: Date): Promise<LabourLine[]> {
  const rows = await db
    .select({ session: labourSessions, name: customers.name })
    .from(labourSessions)
    .innerJoin(customers, eq(customers.id, labourSessions.technicianId))
    .where(eq(labourSessions.orderId, orderId))
    .orderBy(asc(labourSessions.startedAt));
  const byTechnician = new Map<string, { name: string; sessions: (typeof labourSessions.$inferSelect)[] }>();
  for (const { session, name } of rows) {
    const line = byTechnician.get(session.technicianId) ?? { name, sessions: [] };
    line.sessions.push(session);
    byTechnician.set(session.technicianId, line);
  }
  return [...byTechnician].map(([technicianId, { name, sessions }]) => ({
    technicianId,
    name,
    minutes: labourMinutes(sessions, now),
    running: sessions.some((s) => s.stoppedAt === null),
  }));
}

/** The order's pickup and drop handovers as recorded (whether a code was needed; never the code itself). */
export async function handoverOf(db: Q, o: OrderRow): Promise<HandoverView> {
  const rows = await db.select().from(handovers).where(eq(handovers.orderId, o.id));
  const done = (stage: 'pickup' | 'drop'): HandoverDone | null => {
    const h = rows.find((r) => r.stage === stage);
    return h ? { at: h.at.toISOString(), byName: h.byName, method: h.method, reason: h.reason } : null;
  };
  const pickup = done('pickup');
  const drop = done('drop');
  return {
    codeRequired: o.handoverCode !== null,
    pickupAt: pickup?.at ?? null,
    dropAt: drop?.at ?? null,
    pickupOverridden: pickup?.method === 'override',
    dropOverridden: drop?.method === 'override',
    pickup,
    drop,
  };
}
