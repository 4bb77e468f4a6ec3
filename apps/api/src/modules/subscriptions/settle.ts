// A yearly plan's payment confirmed by the gateway (decision 0023): settle.ts of payments hands over every link that
// names a subscription. Under the subscription's row lock and then the link's, exactly once however often the gateway
// tells it: a waiting subscription whose link, reference and amount match becomes active for a year from the IST day it
// was paid (a renewal: from the day after the vehicle's running plan ends), and its GST tax invoice is issued (invoices/plan-invoice.ts); anything else changes nothing (a payment on a
// subscription no longer waiting is kept on its link).
import { istDate } from '@motomitra/domain/ist';
import { planEndsOn, planStartsOn } from '@motomitra/domain/subscriptions';
import { and, eq, gte, max, ne } from 'drizzle-orm';
import type { SellerConfig } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { paymentLinks, subscriptions } from '../../db/schema.ts';
import { issuePlanInvoice } from '../invoices/plan-invoice.ts';
import { recordOnLink } from '../payments/link-lock.ts';
import type { PaidLink, SettleOutcome } from '../payments/settle.ts';

/** The last day of the plan the vehicle has running (one this purchase renews), or null. */
async function runningUntil(tx: Tx, sub: { id: string; vehicleId: string | null }, today: string) {
  if (sub.vehicleId === null) return null;
  const [running] = await tx
    .select({ endsOn: max(subscriptions.endsOn) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.vehicleId, sub.vehicleId),
        eq(subscriptions.status, 'active'),
        gte(subscriptions.endsOn, today),
        ne(subscriptions.id, sub.id),
      ),
    );
  return running?.endsOn ?? null;
}

/**
 * The outcome for a subscription's link; null when the link is not a subscription's (an order's, or unknown). `seller`
 * is the one the invoice of a plan activated here names; `now` is the app's clock (app.now()), the instant it is paid.
 */
export async function settleSubscriptionLink(
  tx: Tx,
  paid: PaidLink,
  seller: SellerConfig,
  now: Date,
): Promise<SettleOutcome | null> {
  const [seen] = await tx
    .select({ id: paymentLinks.id, subscriptionId: paymentLinks.subscriptionId })
    .from(paymentLinks)
    .where(eq(paymentLinks.gatewayLinkId, paid.linkId));
  if (!seen?.subscriptionId) return null;
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, seen.subscriptionId)).for('update');
  const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, seen.id)).for('update');
  if (!sub || !link) return 'unknownLink';
  if (link.gatewayPaymentId !== null) return link.gatewayPaymentId === paid.paymentId ? 'already' : 'mismatch';
  const reference = paid.referenceId === undefined || paid.referenceId === link.referenceId;
  const ofSubscription = link.referenceId === sub.reference || link.referenceId.startsWith(`${sub.reference}-`);
  if (!reference || !ofSubscription || paid.amountPaise !== link.amountPaise) return 'mismatch';
  await recordOnLink(tx, link.id, paid);
  if (sub.status !== 'pending') return sub.status === 'cancelled' ? 'afterCancel' : 'paidTwice';
  if (link.amountPaise !== sub.pricePaise) return 'mismatch';
  const startsOn = planStartsOn(istDate(now), await runningUntil(tx, sub, istDate(now)));
  await tx
    .update(subscriptions)
    .set({ status: 'active', startsOn, endsOn: planEndsOn(startsOn), paidAt: now, paymentReference: paid.paymentId })
    .where(eq(subscriptions.id, sub.id));
  await issuePlanInvoice(tx, sub.id, seller, { method: paid.method, reference: paid.paymentId }, now);
  // Any other link still open for it can no longer pay it.
  await tx
    .update(paymentLinks)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(eq(paymentLinks.subscriptionId, sub.id), eq(paymentLinks.status, 'created'), ne(paymentLinks.id, link.id)),
    );
  return 'paid';
}
