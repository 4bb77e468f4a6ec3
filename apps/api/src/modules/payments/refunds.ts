// A link paid after its order was cancelled, or for an order already paid another way (a race with an operator's
// confirmation or a replaced link): the money is the customer's, not the shop's. The payment is recorded on its link
// and given back in full through the gateway's Refunds API, once however often it is reported, and the operator sees
// it on the order's timeline and page. A refund the gateway refused is tried again by the reconcile job.
import { formatPaise } from '@motomitra/domain/money';
import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderEvents, orders, type PaymentLinkRow, paymentLinks } from '../../db/schema.ts';
import { type GatewayPayment, gatewayOf, refundKey } from './gateway.ts';
import { GATEWAY_ACTOR, lockLinkAndOrder, recordOnLink } from './link-lock.ts';

export type RefundOutcome = 'refunded' | 'already' | 'notDue';

/**
 * Records the payment on its link (a link keeps the first payment it is told of), outside the order, which stays
 * cancelled, then refunds it. Called by settle.ts after the order's transaction. A refund that fails is logged and
 * left to the reconcile job (refundsDue), so the gateway's delivery is still answered.
 */
export async function onPaidAfterCancel(app: FastifyInstance, link: PaymentLinkRow, payment: GatewayPayment) {
  await recordOnLink(app.db, link.id, payment);
  try {
    await refundPaidAfterCancel(app, link.id);
  } catch (err) {
    // Ids only: nothing personal.
    app.log.error({ err, linkId: link.gatewayLinkId, paymentId: payment.paymentId }, 'refund after cancel failed');
  }
}

/**
 * Gives back in full the payment a link holds when its order was cancelled and the payment did not pay it. Under the
 * link's row lock, which a second caller waits for and then finds the refund recorded: the gateway is asked once.
 */
export async function refundPaidAfterCancel(app: FastifyInstance, linkId: string): Promise<RefundOutcome> {
  return app.db.transaction(async (tx) => {
    // The order's lock first, then the link's, as settle.ts takes them (link-lock.ts).
    const { order, link } = (await lockLinkAndOrder(tx, eq(paymentLinks.id, linkId))) ?? {};
    if (!link?.gatewayPaymentId) return 'notDue';
    if (link.refundId !== null) return 'already';
    if (!order || order.paymentReference === link.gatewayPaymentId) return 'notDue';
    const cancelled = order.status === 'cancelled';
    if (!cancelled && order.paymentStatus !== 'paid') return 'notDue';
    const why = cancelled ? 'paid after the order was cancelled' : 'paid after the order was paid another way';
    const notes = { order: order.oid, reason: why.charAt(0).toUpperCase() + why.slice(1) };
    const refund = await gatewayOf(app).refund(link.gatewayPaymentId, link.amountPaise, notes, refundKey(link.id));
    const now = app.now();
    await tx
      .update(paymentLinks)
      .set({ refundId: refund.id, refundStatus: refund.status, refundedAt: now })
      .where(eq(paymentLinks.id, link.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      ...GATEWAY_ACTOR,
      kind: 'payment',
      fromValue: order.paymentStatus,
      toValue: 'refunded',
      note: `${link.method ?? 'online'} ${link.gatewayPaymentId} ${formatPaise(link.amountPaise)} ${why} · refunded in full (${refund.id}, ${refund.status})`,
    });
    return 'refunded';
  });
}

/**
 * Links holding a payment that paid nothing (its order cancelled, or paid another way) and is not refunded yet (a refund
 * the gateway refused before).
 */
export async function refundsDue(app: FastifyInstance, limit = 50): Promise<string[]> {
  const rows = await app.db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .innerJoin(orders, eq(orders.id, paymentLinks.orderId))
    .where(
      and(
        isNotNull(paymentLinks.gatewayPaymentId),
        isNull(paymentLinks.refundId),
        or(eq(orders.status, 'cancelled'), eq(orders.paymentStatus, 'paid')),
        or(isNull(orders.paymentReference), ne(orders.paymentReference, paymentLinks.gatewayPaymentId)),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
