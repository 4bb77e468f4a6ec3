// The desk assigns an order's pickup and drop to riders and its work to a technician, on the order's row
// lock: on the timeline (who assigned whom), and a rider's name and number told to the customer on their channels.
import type { StaffRole } from '@motomitra/domain/staff';
import type { AssignBody, Leg } from '@motomitra/domain/staff-work';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers, labourSessions, orders } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http-error.ts';
import type { Trip } from '../notifications/emails.ts';
import { loadForUpdate } from '../operators/status-move.ts';
import type { Hooks } from '../orders/hooks.ts';
import { type Actor, recordEvent } from '../orders/timeline.ts';
import type { OrderRow } from '../orders/wire.ts';

const NO_MEMBER = 'No such member of staff.';
const SWITCHED_OFF = 'This member of staff is switched off: choose an active one.';
const NO_PHONE = 'This rider has no mobile number: add it under Staff first, as the customer is told it.';
const PICKED_UP = 'The vehicle is already picked up: assign a rider to its drop.';

type Member = { id: string; name: string; phone: string };

/** The member of staff `staffId`, who must be active and hold `role` (400 with what is wrong otherwise). */
async function activeMember(tx: Tx, staffId: string, role: StaffRole): Promise<Member> {
  const [m] = await tx
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      staffRole: customers.staffRole,
      active: customers.active,
    })
    .from(customers)
    .where(and(eq(customers.id, staffId), eq(customers.role, 'operator')));
  if (!m) throw badRequest(NO_MEMBER, { staffId: NO_MEMBER });
  if (!m.active) throw badRequest(SWITCHED_OFF, { staffId: SWITCHED_OFF });
  if (m.staffRole !== role) {
    const wrong = `${m.name} is not a ${role}: choose a ${role}.`;
    throw badRequest(wrong, { staffId: wrong });
  }
  return m;
}

const CLOCK_STOPPED = 'Work clock stopped: the job went to another technician.';

/** The legs a rider assigned without one takes: those not yet done (a picked-up vehicle has only its drop ahead). */
const legsAhead = (o: OrderRow): Leg[] => (o.status === 'new' ? ['pickup', 'drop'] : ['drop']);

const LEG_COLUMN = { pickup: 'pickupRiderId', drop: 'dropRiderId' } as const;

export async function assignStaff(db: Db, hooks: Hooks, actor: Actor, orderId: string, body: AssignBody, now: Date) {
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, orderId);
    if (o.status === 'cancelled' || o.status === 'delivered') {
      throw conflict(`An order that is ${o.status} is no longer assigned.`);
    }
    if (body.role === 'technician') {
      const tech = await activeMember(tx, body.staffId, 'technician');
      if (o.technicianId === tech.id) return;
      await tx.update(orders).set({ technicianId: tech.id, updatedAt: new Date() }).where(eq(orders.id, o.id));
      await recordEvent(tx, o.id, actor, 'assign', null, null, `Technician: ${tech.name}`);
      // The technician taken off the job can no longer stop their clock on it (it is not theirs): it stops now, so
      // their minutes are counted and the order does not show work running forever.
      const stopped = await tx
        .update(labourSessions)
        .set({ stoppedAt: sql`greatest(${labourSessions.startedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(labourSessions.orderId, o.id), isNull(labourSessions.stoppedAt)))
        .returning({ id: labourSessions.id });
      if (stopped.length > 0) await recordEvent(tx, o.id, actor, 'labour', null, null, CLOCK_STOPPED);
      return;
    }
    if (body.leg === 'pickup' && o.status !== 'new') throw conflict(PICKED_UP);
    const rider = await activeMember(tx, body.staffId, 'rider');
    if (rider.phone === '') throw badRequest(NO_PHONE, { staffId: NO_PHONE });
    // Only the legs whose rider changes: assigning the same rider again tells nobody anything new.
    const legs = (body.leg ? [body.leg] : legsAhead(o)).filter((leg) => o[LEG_COLUMN[leg]] !== rider.id);
    if (legs.length === 0) return;
    const changes = Object.fromEntries(legs.map((leg) => [LEG_COLUMN[leg], rider.id]));
    await tx
      .update(orders)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orders.id, o.id));
    const trip: Trip = legs.length === 2 ? 'both' : (legs[0] as Leg);
    await recordEvent(tx, o.id, actor, 'assign', null, null, `Rider for the ${legs.join(' and ')}: ${rider.name}`);
    await hooks.onRiderAssigned(tx, o, rider, trip);
  });
}
