// A customer cancelling their own yearly plan (decision 0023): POST /api/customer/subscriptions/:id/cancel. Decided
// under the subscription's row lock, which a checkout taking a use also takes first (uses.ts), so a cancel and a booking
// racing for the plan queue: a purchase still waiting for its payment is dropped with its open link (nothing was paid;
// a payment that comes on it anyway is refunded, refunds.ts); a plan paid through the gateway at most 14 IST days ago
// (refundRefusal) with nothing used (plansUsed) is cancelled and its payment refunded in full on the
// link that paid it; anything else is refused (409) saying why. The refund is asked for once the cancellation is
// written: a refund the gateway refuses does not undo it, and the reconcile job tries again.
import { ddmmyyyy, istDate } from '@motomitra/domain/ist';
import { formatPaise } from '@motomitra/domain/money';
import { type KeyedText, say } from '@motomitra/domain/say';
import { refundableUntil, refundRefusal, subscriptionStatus } from '@motomitra/domain/subscriptions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { paymentLinks, subscriptions } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';
import { dropPending } from './purchase.ts';
import { paidOn, plansUsed } from './refund-view.ts';
import { refundPlanPaymentOrLater } from './refunds.ts';

type Cancelled = { refundLinkId: string | null; pricePaise: number };

async function cancelLocked(app: FastifyInstance, tx: Tx, customerId: string, id: string): Promise<Cancelled> {
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.customerId, customerId)))
    .for('update');
  if (!sub) throw notFound(say('subscriptionNotFound'));
  if (sub.status === 'pending') {
    await dropPending(app, tx, sub);
    return { refundLinkId: null, pricePaise: sub.pricePaise };
  }
  if (sub.status === 'cancelled') throw conflict(say('planAlreadyCancelled'));
  const today = istDate(app.now());
  const paid = paidOn(sub);
  const refusal = refundRefusal(
    {
      status: subscriptionStatus(sub.status, sub.endsOn, today),
      startsOn: paid,
      paidOnline: sub.paymentReference !== null,
      used: (await plansUsed(tx, [sub.id])).has(sub.id),
    },
    today,
  );
  if (refusal === 'used') throw conflict(say('planCancelUsed'));
  if (refusal === 'notOnline') throw conflict(say('planCancelNotOnline'));
  if (refusal !== null) {
    throw conflict(say('planCancelTooLate', { date: ddmmyyyy(refundableUntil(paid ?? today)) }));
  }
  const [paidBy] = await tx
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.subscriptionId, sub.id), eq(paymentLinks.gatewayPaymentId, sub.paymentReference ?? '')));
  if (!paidBy) throw conflict(say('planCancelNotOnline'));
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: app.now() })
    .where(eq(subscriptions.id, sub.id));
  return { refundLinkId: paidBy.id, pricePaise: sub.pricePaise };
}

/** Cancels the customer's plan `id` as the rules above say; what to tell them, and whether a refund is on its way. */
export async function cancelSubscription(
  app: FastifyInstance,
  customerId: string,
  id: string,
): Promise<{ message: KeyedText; refunding: boolean }> {
  const done = await app.db.transaction((tx) => cancelLocked(app, tx, customerId, id));
  if (done.refundLinkId === null) return { message: say('planPurchaseCancelled'), refunding: false };
  await refundPlanPaymentOrLater(app, done.refundLinkId);
  return { message: say('planCancelledRefund', { amount: formatPaise(done.pricePaise) }), refunding: true };
}
