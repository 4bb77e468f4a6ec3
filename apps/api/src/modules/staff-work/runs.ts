// A rider's day: the pickups of one IST date (its servicing date) and the drops (its expected delivery date,
// and today every vehicle On the Way Back whatever its date), in the order of the day: by slot, then by address. A
// rider gets their own legs; the desk every leg, a leg nobody has yet included, or one rider's.
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { istDate } from '@motomitra/domain/ist';
import { type Leg, navigationUrl, type Run, type StaffRef } from '@motomitra/domain/staff-work';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { OrderRow } from '../orders/wire.ts';
import { isDesk, type StaffCaller } from './access.ts';
import { staffRefsOf } from './view.ts';

const samePlace = (o: OrderRow) =>
  o.dropLocation.address === o.pickupLocation.address &&
  o.dropLocation.coordinates.lat === o.pickupLocation.coordinates.lat &&
  o.dropLocation.coordinates.lng === o.pickupLocation.coordinates.lng;

/** Where a leg goes: the pickup place, or the drop place (with the pickup's flat and landmark when it is the same). */
function placeOf(o: OrderRow, leg: Leg) {
  if (leg === 'pickup') return { ...o.pickupLocation, flat: o.flat, landmark: o.landmark };
  const dropOwn = o.dropFlat !== '' || o.dropLandmark !== '' || !samePlace(o);
  return {
    ...o.dropLocation,
    flat: dropOwn ? o.dropFlat : o.flat,
    landmark: dropOwn ? o.dropLandmark : o.landmark,
  };
}

function runOf(o: OrderRow, leg: Leg, staff: ReadonlyMap<string, StaffRef>): Run {
  const place = placeOf(o, leg);
  const riderId = leg === 'pickup' ? o.pickupRiderId : o.dropRiderId;
  return {
    orderId: o.id,
    oid: o.oid,
    leg,
    date: leg === 'pickup' ? o.servicingDate : o.expectedDeliveryDate,
    slot: o.serviceTimeSlot,
    status: o.status,
    customerName: o.customerName,
    customerPhone: o.customerPhone,
    alternateNumber: o.alternateNumber,
    address: place.address,
    flat: place.flat,
    landmark: place.landmark,
    coordinates: place.coordinates,
    navigationUrl: navigationUrl(place.coordinates),
    vehicle: { type: o.vehicleType, makeModel: o.makeModel, registrationNumber: o.registrationNumber },
    riderId,
    riderName: riderId === null ? null : (staff.get(riderId)?.name ?? null),
    done: leg === 'pickup' ? o.status !== 'new' : o.status === 'delivered',
    codeRequired: o.handoverCode !== null,
  };
}

const slotIndex = (run: Run) => TIME_SLOTS.indexOf(run.slot);

/** The order of the day: by slot, then address; a pickup before a drop at the same place and time. */
function byTheDay(a: Run, b: Run): number {
  return (
    slotIndex(a) - slotIndex(b) ||
    a.address.localeCompare(b.address) ||
    (a.leg === b.leg ? 0 : a.leg === 'pickup' ? -1 : 1) ||
    a.oid.localeCompare(b.oid)
  );
}

export async function listRuns(
  db: Db,
  caller: StaffCaller,
  query: { date?: string | undefined; riderId?: string | undefined },
  now: Date,
): Promise<{ date: string; runs: Run[] }> {
  const today = istDate(now);
  const date = query.date ?? today;
  // A rider sees their own legs whatever they ask for; the desk anyone's, or everyone's.
  const riderId = isDesk(caller) ? (query.riderId ?? null) : caller.customerId;
  const mine = (column: typeof orders.pickupRiderId | typeof orders.dropRiderId): SQL[] =>
    riderId === null ? [] : [eq(column, riderId)];
  const dropDay =
    date === today ? or(eq(orders.expectedDeliveryDate, date), eq(orders.status, 'inTransitDown')) : undefined;
  const [pickups, drops] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.servicingDate, date), ne(orders.status, 'cancelled'), ...mine(orders.pickupRiderId))),
    db
      .select()
      .from(orders)
      .where(
        and(
          dropDay ?? eq(orders.expectedDeliveryDate, date),
          ne(orders.status, 'cancelled'),
          ...mine(orders.dropRiderId),
        ),
      ),
  ]);
  const staff = await staffRefsOf(db, [...pickups, ...drops]);
  const runs = [...pickups.map((o) => runOf(o, 'pickup', staff)), ...drops.map((o) => runOf(o, 'drop', staff))];
  return { date, runs: runs.sort(byTheDay) };
}
