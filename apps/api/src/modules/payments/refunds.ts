// A link paid after its order was cancelled: the money is the customer's, not the shop's.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type PaymentLinkRow, paymentLinks } from '../../db/schema.ts';
import type { GatewayPayment } from './gateway.ts';

/**
 * Records the payment on its link (once: a link keeps the first payment it is told of), outside the order, which stays
 * cancelled. Called by settle.ts after the order's transaction.
 */
export async function onPaidAfterCancel(app: FastifyInstance, link: PaymentLinkRow, payment: GatewayPayment) {
  await app.db
    .update(paymentLinks)
    .set({ status: 'paid', gatewayPaymentId: payment.paymentId, method: payment.method, paidAt: payment.at })
    .where(and(eq(paymentLinks.id, link.id), isNull(paymentLinks.gatewayPaymentId)));
}
