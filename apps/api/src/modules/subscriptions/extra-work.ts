// A yearly plan's percentage off approved extra work (decision 0023): the plan running for an order's vehicle and city
// on the day the garage proposes an item. The item keeps the percentage from then on (job_items.discount_percent), so
// the customer approves the price they were shown, whatever becomes of the plan afterwards.
import type { City } from '@motomitra/domain/constants';
import type { IsoDate } from '@motomitra/domain/ist';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customerVehicles, subscriptions } from '../../db/schema.ts';
import { runningForOrder } from './vehicle-plan.ts';

/**
 * The plan giving its percentage off extra work: of the plans running for this order's vehicle in its city on `today`
 * (IST), matched as the order's console page matches them (runningForOrder), the one with the highest percentage, or
 * none. Its row is share-locked until the proposal commits, so a cancellation racing it (which locks the row for update)
 * either comes first and the plan gives nothing, or waits and finds the discount given (a plan whose discount was
 * given counts as used).
 */
export async function extraWorkPercentFor(
  q: Db | Tx,
  order: { customerId: string; registrationNumber: string; city: City },
  today: IsoDate,
): Promise<{ percent: number; subscriptionId: string | null }> {
  const where = runningForOrder(order, today);
  const running = where
    ? await q
        .select({ id: subscriptions.id, sold: subscriptions.sold })
        .from(subscriptions)
        .leftJoin(customerVehicles, eq(customerVehicles.id, subscriptions.vehicleId))
        .where(where)
        .for('share', { of: subscriptions })
    : [];
  const best = running
    .filter((r) => r.sold.extraWorkPercent > 0)
    .sort((a, b) => b.sold.extraWorkPercent - a.sold.extraWorkPercent)[0];
  return best ? { percent: best.sold.extraWorkPercent, subscriptionId: best.id } : { percent: 0, subscriptionId: null };
}
