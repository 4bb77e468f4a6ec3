// Giving back a yearly plan's payment in full through the gateway's Refunds API (decision 0023), as refunds.ts of
// payments does for orders: the payment that paid a plan cancelled within its 14 days with nothing used, and a payment
// that paid nothing (it came on a link after its purchase was dropped, or after the plan was paid on another link:
// settle.ts's afterCancel and paidTwice), which stays recorded on its link. Once however often it is asked for: under
// the subscription's row lock and then the link's (settle.ts's order), a second caller finds the refund recorded. A
// refund the gateway refused is left on its link and tried again by the reconcile job (planRefundsDue). The refund of
// the payment that paid the plan gets its GST credit note in the transaction that records it.
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type PaymentLinkRow, paymentLinks, subscriptions } from '../../db/schema.ts';
import { issuePlanCreditNote } from '../invoices/credit-notes.ts';
import { gatewayOf, refundKey } from '../payments/gateway.ts';
import type { RefundOutcome } from '../payments/refunds.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Why the payment on `link` is the customer's to get back, or null when it paid the plan, which still holds it. */
function refundReason(sub: SubscriptionRow, link: PaymentLinkRow): string | null {
  const paidIt = sub.paymentReference === link.gatewayPaymentId;
  if (sub.status === 'cancelled')
    return paidIt ? 'Plan cancelled within 14 days, nothing used' : 'Paid after the purchase was dropped';
  return paidIt ? null : 'Paid after the plan was paid on another link';
}

/** Refunds in full the payment the plan's link `linkId` holds, when it is due and not refunded yet. */
export async function refundPlanPayment(app: FastifyInstance, linkId: string): Promise<RefundOutcome> {
  return app.db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ subscriptionId: paymentLinks.subscriptionId })
      .from(paymentLinks)
      .where(eq(paymentLinks.id, linkId));
    if (!seen?.subscriptionId) return 'notDue';
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, seen.subscriptionId)).for('update');
    const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, linkId)).for('update');
    if (!sub || !link?.gatewayPaymentId) return 'notDue';
    if (link.refundId !== null) return 'already';
    const reason = refundReason(sub, link);
    if (!reason) return 'notDue';
    const notes = { subscription: sub.reference, reason };
    const refund = await gatewayOf(app).refund(link.gatewayPaymentId, link.amountPaise, notes, refundKey(link.id));
    const at = app.now();
    await tx
      .update(paymentLinks)
      .set({ refundId: refund.id, refundStatus: refund.status, refundedAt: at })
      .where(eq(paymentLinks.id, link.id));
    // The payment that paid the plan was invoiced: its refund is credited against that invoice (a payment that paid
    // nothing has no invoice, and no credit note).
    if (sub.paymentReference === link.gatewayPaymentId) {
      await issuePlanCreditNote(tx, sub.id, refund.id, app.config.seller, at);
    }
    return 'refunded';
  });
}

/** Refunds the payment on the plan's link now; a refusal is logged (ids only) and left to the reconcile job. */
export async function refundPlanPaymentOrLater(app: FastifyInstance, linkId: string): Promise<RefundOutcome | null> {
  try {
    return await refundPlanPayment(app, linkId);
  } catch (err) {
    app.log.error({ err, linkId }, 'plan refund failed: the reconcile job tries again');
    return null;
  }
}

/** A payment on a plan's link (the gateway's link id) that paid nothing (settle.ts): refunded, or left to the job. */
export async function onPlanPaidForNothing(app: FastifyInstance, gatewayLinkId: string): Promise<void> {
  const [link] = await app.db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(eq(paymentLinks.gatewayLinkId, gatewayLinkId));
  if (link) await refundPlanPaymentOrLater(app, link.id);
}

/** Plans' links holding a payment that is the customer's to get back and is not refunded yet. */
export async function planRefundsDue(app: FastifyInstance, limit = 50): Promise<string[]> {
  const rows = await app.db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .innerJoin(subscriptions, eq(subscriptions.id, paymentLinks.subscriptionId))
    .where(
      and(
        isNotNull(paymentLinks.gatewayPaymentId),
        isNull(paymentLinks.refundId),
        or(
          eq(subscriptions.status, 'cancelled'),
          sql`${subscriptions.paymentReference} is distinct from ${paymentLinks.gatewayPaymentId}`,
        ),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
