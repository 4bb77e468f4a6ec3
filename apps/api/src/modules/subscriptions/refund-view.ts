// What My plans says of a plan's 14-day refund (decision 0023): until when it can still be cancelled for a full refund
// (refundRefusal, the rule cancel.ts applies under the lock), and for a cancelled paid plan whether the gateway took
// the refund of its payment yet.
import { type IsoDate, istDate } from '@motomitra/domain/ist';
import { refundableUntil, refundRefusal, type SubscriptionStatus } from '@motomitra/domain/subscriptions';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobItems, paymentLinks, subscriptionCalls, subscriptions, subscriptionUses } from '../../db/schema.ts';

type Row = typeof subscriptions.$inferSelect;

/** The plans among `ids` whose own payment (the one that paid them) was refunded. */
export async function refundsMade(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: subscriptions.id })
    .from(paymentLinks)
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.id, paymentLinks.subscriptionId),
        eq(subscriptions.paymentReference, paymentLinks.gatewayPaymentId),
      ),
    )
    .where(and(inArray(paymentLinks.subscriptionId, ids), isNotNull(paymentLinks.refundId)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The plans among `ids` used in any way, which no 14-day refund gives back (cancel.ts decides by it under the plan's
 * lock, My plans shows it): a use a booking holds, a breakdown call the garage answered, or its discount on extra work
 * proposed (and not declined).
 */
export async function plansUsed(q: Db | Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const [uses, calls, discounts] = await Promise.all([
    q
      .selectDistinct({ id: subscriptionUses.subscriptionId })
      .from(subscriptionUses)
      .where(inArray(subscriptionUses.subscriptionId, ids)),
    q
      .selectDistinct({ id: subscriptionCalls.subscriptionId })
      .from(subscriptionCalls)
      .where(inArray(subscriptionCalls.subscriptionId, ids)),
    q
      .selectDistinct({ id: jobItems.planSubscriptionId })
      .from(jobItems)
      .where(and(inArray(jobItems.planSubscriptionId, ids), ne(jobItems.decision, 'declined'))),
  ]);
  return new Set([...uses, ...calls, ...discounts].flatMap((r) => (r.id ? [r.id] : [])));
}

/** The IST day a plan was paid, from which its 14 days run (a renewal paid early starts later). */
export const paidOn = (row: { paidAt: Date | null; startsOn: string | null }) =>
  row.paidAt ? istDate(row.paidAt) : row.startsOn;

/** The refund part of a plan as the customer is told it, `used` when a use, a breakdown call or its discount was taken. */
export function refundView(
  row: Row,
  status: SubscriptionStatus,
  used: boolean,
  made: Set<string>,
  today: IsoDate,
): { refundableUntil: IsoDate | null; refund: 'due' | 'made' | null } {
  // The 14 days run from the day it was paid (a renewal paid early starts later).
  const paidOn = row.paidAt ? istDate(row.paidAt) : row.startsOn;
  const open = refundRefusal({ status, startsOn: paidOn, paidOnline: row.paymentReference !== null, used }, today);
  return {
    refundableUntil: open === null && paidOn !== null ? refundableUntil(paidOn) : null,
    refund: status === 'cancelled' && row.paidAt !== null ? (made.has(row.id) ? 'made' : 'due') : null,
  };
}
