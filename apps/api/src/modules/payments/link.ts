// The order's payment link: POST /api/orders/:id/payment/link answers the open one when it is still for the amount due,
// else cancels it at the gateway and makes a new one. One open link per order: the order's row lock serialises the
// callers, and a partial unique index refuses a second open row whatever happens.
import type { Language } from '@motomitra/domain/language';
import { canConfirmPayment } from '@motomitra/domain/lifecycle';
import { say } from '@motomitra/domain/say';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { orders, paymentLinks } from '../../db/schema.ts';
import { conflict, HttpError } from '../../http-error.ts';
import { ProviderError } from '../messaging/provider-http.ts';
import { orderPageUrl } from '../notifications/letters.ts';
import { ownOrder } from '../orders/service.ts';
import { finalPaise, type OrderRow } from '../orders/wire.ts';
import { gatewayOf } from './gateway.ts';

/** The order's open link, if any (read in the caller's transaction). */
export async function openLinkOf(tx: Tx, orderId: string) {
  const [open] = await tx
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.orderId, orderId), eq(paymentLinks.status, 'created')));
  return open ?? null;
}

/**
 * Cancels the order's open link when it is not for `amountPaise` (at the gateway first: a link the gateway would not
 * cancel stays open, and the caller is told, 503). Inside the caller's transaction, which holds the order's lock.
 */
export async function cancelStaleLink(app: FastifyInstance, tx: Tx, orderId: string, amountPaise: number) {
  const open = await openLinkOf(tx, orderId);
  if (!open || open.amountPaise === amountPaise) return open;
  try {
    await gatewayOf(app).cancelLink(open.gatewayLinkId);
  } catch (err) {
    throw gatewayDown(app, orderId, err);
  }
  await cancelRow(tx, open.id);
  return null;
}

/**
 * Closes the order's open link, if any, once the order no longer takes its payment (paid another way, or cancelled):
 * at the gateway when it can, and in our row in any case. A link the gateway could not cancel and is then paid anyway
 * still comes back through settle.ts, which records it (and refunds.ts gives back a cancelled order's).
 */
export async function closeOpenLink(app: FastifyInstance, tx: Tx, orderId: string): Promise<void> {
  const open = await openLinkOf(tx, orderId);
  if (!open) return;
  try {
    await gatewayOf(app).cancelLink(open.gatewayLinkId);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    app.log.warn({ orderId, linkId: open.gatewayLinkId, err: why }, 'open payment link not cancelled at the gateway');
  }
  await cancelRow(tx, open.id);
}

/** Our row of a link the order no longer takes its payment on. */
async function cancelRow(tx: Tx, id: string): Promise<void> {
  await tx.update(paymentLinks).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(paymentLinks.id, id));
}

/** A gateway that failed: 503 with words for the customer (ids only in the log). Any other error stays as it is. */
function gatewayDown(app: FastifyInstance, orderId: string, err: unknown): unknown {
  if (!(err instanceof ProviderError)) return err;
  app.log.warn({ orderId, err: err.message }, 'payment link not made or cancelled: the gateway failed');
  return new HttpError(503, say('paymentGatewayDown'));
}

/** `work` in one transaction, where a gateway that failed is a 503 (gatewayDown). */
async function inTransaction<T>(app: FastifyInstance, orderId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await app.db.transaction(work);
  } catch (err) {
    throw gatewayDown(app, orderId, err);
  }
}

/** The gateway wants each link's reference_id unique: the order's number, then MM-2026-000123-2, -3 … */
async function referenceFor(tx: Tx, order: OrderRow): Promise<string> {
  const [made] = await tx.select({ n: count() }).from(paymentLinks).where(eq(paymentLinks.orderId, order.id));
  const n = made?.n ?? 0;
  return n === 0 ? order.oid : `${order.oid}-${n + 1}`;
}

async function newLink(app: FastifyInstance, tx: Tx, order: OrderRow, amountPaise: number, language: Language) {
  const referenceId = await referenceFor(tx, order);
  const link = await gatewayOf(app).createLink({
    amountPaise,
    referenceId,
    description: `${app.config.brandName} ${order.oid}`,
    customer: { name: order.customerName, contact: order.customerPhone, email: order.customerEmail },
    callbackUrl: orderPageUrl({ id: order.id, language, publicUrl: app.config.publicUrl }),
  });
  await tx.insert(paymentLinks).values({
    orderId: order.id,
    gatewayLinkId: link.id,
    shortUrl: link.shortUrl,
    amountPaise,
    referenceId,
  });
  return link.shortUrl;
}

/** The open link for the amount due, else a new one (the order locked by the caller, and waiting for its payment). */
async function linkForDue(app: FastifyInstance, tx: Tx, order: OrderRow, language: Language): Promise<string> {
  const amountPaise = finalPaise(order);
  const open = await cancelStaleLink(app, tx, order.id, amountPaise);
  return open ? open.shortUrl : newLink(app, tx, order, amountPaise, language);
}

/** The address (the link's short_url) the customer pays their own order at, while it waits for a payment (else 409). */
export async function paymentLinkFor(
  app: FastifyInstance,
  customerId: string,
  orderId: string,
  language: Language = 'en',
): Promise<string> {
  return inTransaction(app, orderId, async (tx) => {
    const order = await ownOrder(tx, customerId, orderId, true);
    if (!canConfirmPayment(order.status, order.paymentStatus)) throw conflict(say('paymentNotAwaited'));
    return linkForDue(app, tx, order, language);
  });
}

/**
 * The same link for the signed pay address of a message (pay-routes.ts), whose caller has no session: the order is
 * known by its signed id. Null when the order is gone or waits for no payment (paid, or not asked for yet).
 */
export async function payLinkOf(app: FastifyInstance, orderId: string, language: Language): Promise<string | null> {
  return inTransaction(app, orderId, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !canConfirmPayment(order.status, order.paymentStatus)) return null;
    return linkForDue(app, tx, order, language);
  });
}
