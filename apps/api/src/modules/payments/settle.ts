// The one path that marks an order paid from the gateway: the webhook and the job that asks about open links both call
// settlePaidLink. Exactly once, however often and in whatever order the gateway tells it, on any number of instances:
// under the order's row lock, the link's row is read again, and a link that already holds its payment is done; the
// payment's id is unique over all links besides. The order is paid only when the link, its reference, the order and
// the amount in paise all match; then the invoice is issued and the customer told, as an operator's confirmation does.
import { canConfirmPayment } from '@motomitra/domain/lifecycle';
import { formatPaise } from '@motomitra/domain/money';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { orderEvents, orders, type PaymentLinkRow, paymentLinks } from '../../db/schema.ts';
import { orderHooks } from '../orders/hooks.ts';
import { finalPaise, type OrderRow } from '../orders/wire.ts';
import { onPlanPaidForNothing } from '../subscriptions/refunds.ts';
import { settleSubscriptionLink } from '../subscriptions/settle.ts';
import type { GatewayPayment } from './gateway.ts';
import { GATEWAY_ACTOR, lockLinkAndOrder, recordOnLink } from './link-lock.ts';
import { onPaidAfterCancel } from './refunds.ts';

export type PaidLink = GatewayPayment & {
  /** The gateway's link id (plink_…). */
  linkId: string;
  /** The link's reference_id as the gateway tells it; when given, it must be the one the link was made with. */
  referenceId?: string;
};

/**
 * What came of it: paid (this call paid the order), already (the payment was settled before), or nothing changed
 * because the link is unknown, something does not match, or the order no longer takes a payment (afterCancel: the
 * payment is handed to refunds.ts; paidTwice: the order was paid another way first, and the payment is recorded on
 * its link and handed to refunds.ts too).
 */
export type SettleOutcome =
  | 'paid'
  | 'already'
  | 'unknownLink'
  | 'mismatch'
  | 'notAwaited'
  | 'afterCancel'
  | 'paidTwice';

/** How the order names the gateway's method (the console's UPI and card, and the gateway's own for the rest). */
export function orderMethodOf(method: string): string {
  const m = method.toLowerCase();
  if (m === 'upi') return 'UPI';
  if (m === 'card' || m === 'netbanking' || m === 'wallet' || m === 'emi') return m;
  return 'online';
}

async function markPaid(app: FastifyInstance, tx: Tx, order: OrderRow, link: PaymentLinkRow, paid: PaidLink) {
  const now = new Date();
  await recordOnLink(tx, link.id, paid);
  // Any other link still open for the order can no longer be paid for it.
  await tx
    .update(paymentLinks)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(paymentLinks.orderId, order.id), eq(paymentLinks.status, 'created'), ne(paymentLinks.id, link.id)));
  const changes = {
    paymentStatus: 'paid' as const,
    paymentMethod: orderMethodOf(paid.method),
    paymentReference: paid.paymentId,
    paidAt: now,
    updatedAt: now,
  };
  await tx.update(orders).set(changes).where(eq(orders.id, order.id));
  const number = await orderHooks(app).onPaid(tx, { ...order, ...changes });
  await tx.insert(orderEvents).values({
    orderId: order.id,
    ...GATEWAY_ACTOR,
    kind: 'payment',
    fromValue: order.paymentStatus,
    toValue: 'paid',
    note: `${paid.method} ${paid.paymentId} ${formatPaise(paid.amountPaise)} · invoice ${number}`,
  });
}

type Decision = { outcome: SettleOutcome; link?: PaymentLinkRow };

/** Under the order's lock: what the payment does to the order, done. */
async function settleLocked(app: FastifyInstance, tx: Tx, linkId: string, paid: PaidLink): Promise<Decision> {
  const { order, link } = (await lockLinkAndOrder(tx, eq(paymentLinks.gatewayLinkId, linkId))) ?? {};
  if (!order || !link) return { outcome: 'unknownLink' };
  if (link.gatewayPaymentId !== null)
    return { outcome: link.gatewayPaymentId === paid.paymentId ? 'already' : 'mismatch' };
  const reference = paid.referenceId === undefined || paid.referenceId === link.referenceId;
  const ofOrder = link.referenceId === order.oid || link.referenceId.startsWith(`${order.oid}-`);
  if (!reference || !ofOrder || paid.amountPaise !== link.amountPaise) return { outcome: 'mismatch' };
  if (order.status === 'cancelled') return { outcome: 'afterCancel', link };
  if (order.paymentStatus === 'paid') {
    // Paid twice (another way first): the payment is kept on its link and given back (refunds.ts).
    await recordOnLink(tx, link.id, paid);
    return { outcome: 'paidTwice', link };
  }
  if (!canConfirmPayment(order.status, order.paymentStatus)) return { outcome: 'notAwaited' };
  if (finalPaise(order) !== link.amountPaise) return { outcome: 'mismatch' };
  await markPaid(app, tx, order, link, paid);
  return { outcome: 'paid' };
}

/** Settles a payment the gateway reports on a link; safe to call any number of times, anywhere, at once. */
export async function settlePaidLink(app: FastifyInstance, paid: PaidLink): Promise<SettleOutcome> {
  let decision: Decision;
  try {
    decision = await app.db.transaction(async (tx) => {
      // A yearly plan's link is the subscriptions' to settle (decision 0023).
      const plan = await settleSubscriptionLink(tx, paid, app.config.seller, app.now());
      return plan ? { outcome: plan } : settleLocked(app, tx, paid.linkId, paid);
    });
  } catch (err) {
    // The payment's id is on another link already: it was settled there.
    if (isUniqueViolation(err, 'payment_links_gateway_payment_id_unique')) return 'already';
    throw err;
  }
  const { outcome, link } = decision;
  if ((outcome === 'afterCancel' || outcome === 'paidTwice') && link) {
    await onPaidAfterCancel(app, link, paid);
  } else if (outcome === 'afterCancel' || outcome === 'paidTwice') {
    // A yearly plan's payment that paid nothing, kept on its link: given back (decision 0023).
    await onPlanPaidForNothing(app, paid.linkId);
  } else if (outcome !== 'paid' && outcome !== 'already') {
    // Ids only: nothing personal.
    app.log.warn({ linkId: paid.linkId, paymentId: paid.paymentId, outcome }, 'gateway payment not settled');
  }
  return outcome;
}
