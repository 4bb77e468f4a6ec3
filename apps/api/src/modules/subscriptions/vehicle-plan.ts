// The yearly plan running for a booking's vehicle (decision 0023), as the console's order page shows it to whoever
// handles the booking: free pickup and drop, the breakdown calls and service uses left, the percentage off extra work.
// A plan counts for a booking as at checkout: the same customer's vehicle, bought for the booking's city, active today.
// The order keeps the vehicle's registration number, not the vehicle: it is matched with the number the plan was sold
// for or the vehicle's number now (the customer may have corrected it since).
import type { City } from '@motomitra/domain/constants';
import type { IsoDate } from '@motomitra/domain/ist';
import { callsLeft, type VehiclePlan } from '@motomitra/domain/sold-plans';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customerVehicles, orders, subscriptions } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';
import { callsTaken } from './calls.ts';
import { plainSql } from './sold.ts';
import { runningOn } from './uses.ts';
import { planUses } from './uses-left.ts';

const plain = (registration: string) => registration.replace(/[\s-]+/g, '').toUpperCase();

type OrderOfVehicle = { customerId: string | null; registrationNumber: string; city: City };

/**
 * The condition a plan meets to run for `order`'s vehicle on `today` (select from subscriptions left-joined to
 * customer_vehicles on its vehicle), or null when nothing can match (an erased customer's order keeps no registration).
 * The extra-work discount (extra-work.ts) matches plans by it too.
 */
export function runningForOrder(order: OrderOfVehicle, today: IsoDate): SQL | null {
  const registration = plain(order.registrationNumber);
  if (!order.customerId || !registration) return null;
  return (
    and(
      eq(subscriptions.customerId, order.customerId),
      eq(subscriptions.city, order.city),
      runningOn(today),
      or(
        sql`${plainSql(subscriptions.registrationNumber)} = ${registration}`,
        sql`${plainSql(customerVehicles.regNumber)} = ${registration}`,
      ),
    ) ?? null
  );
}

export async function vehiclePlanFor(db: Db | Tx, order: OrderOfVehicle, today: IsoDate): Promise<VehiclePlan | null> {
  const running = runningForOrder(order, today);
  if (!running) return null;
  const [found] = await db
    .select({ sub: subscriptions })
    .from(subscriptions)
    .leftJoin(customerVehicles, eq(customerVehicles.id, subscriptions.vehicleId))
    .where(running)
    .orderBy(desc(subscriptions.startsOn))
    .limit(1);
  const sub = found?.sub;
  if (!sub?.endsOn) return null;
  const [usesOf, taken] = await Promise.all([planUses(db, [sub]), callsTaken(db, [sub.id])]);
  const used = taken.get(sub.id) ?? 0;
  return {
    _id: sub.id,
    reference: sub.reference,
    name: sub.sold.texts.en.name,
    city: sub.city,
    endsOn: sub.endsOn,
    uses: usesOf(sub),
    breakdownCalls: { included: sub.sold.breakdownCalls, used, left: callsLeft(sub.sold.breakdownCalls, used) },
    extraWorkPercent: sub.sold.extraWorkPercent,
    freePickupDrop: sub.sold.freePickupDrop,
  };
}

/** The plan running on `today` for order `orderId`'s vehicle (404 for no such order). */
export async function orderPlan(db: Db, orderId: string, today: IsoDate): Promise<VehiclePlan | null> {
  const [order] = await db
    .select({ customerId: orders.customerId, registrationNumber: orders.registrationNumber, city: orders.city })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound('No such order.');
  return vehiclePlanFor(db, order, today);
}
