// What settle.ts and refunds.ts both do to a paid link. They lock a link's row and its order's in one order: the
// order's first, then the link's (the other way round, a refund waiting to write its timeline event, which locks the
// order's key, and a settlement holding the order deadlock). The link is read once unlocked to learn its order, and
// again under the lock, since another transaction may have changed it meanwhile.
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders, type PaymentLinkRow, paymentLinks } from '../../db/schema.ts';
import type { OrderRow } from '../orders/wire.ts';
import type { GatewayPayment } from './gateway.ts';

/** Who writes the gateway's payments and refunds on an order's timeline. */
export const GATEWAY_ACTOR = { actorId: null, actorRole: 'system' as const, actorName: 'Payment gateway' };

/** The link `where` names and its order, both locked (either undefined when gone); null when no link matches. */
export async function lockLinkAndOrder(
  tx: Tx,
  where: SQL,
): Promise<{ order: OrderRow | undefined; link: PaymentLinkRow | undefined } | null> {
  const [seen] = await tx
    .select({ id: paymentLinks.id, orderId: paymentLinks.orderId })
    .from(paymentLinks)
    .where(where);
  // A yearly plan's link has no order: the subscriptions' own settlement takes it (subscriptions/settle.ts).
  if (!seen || seen.orderId === null) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, seen.orderId)).for('update');
  const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, seen.id)).for('update');
  return { order, link };
}

/** The payment on its link: the link is paid, by this payment (a link keeps the first payment it is told of). */
export async function recordOnLink(db: Db | Tx, linkId: string, payment: GatewayPayment): Promise<void> {
  await db
    .update(paymentLinks)
    .set({ status: 'paid', gatewayPaymentId: payment.paymentId, method: payment.method, paidAt: payment.at })
    .where(and(eq(paymentLinks.id, linkId), isNull(paymentLinks.gatewayPaymentId)));
}
