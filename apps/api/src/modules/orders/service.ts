import type { Order } from '@motomitra/domain/booking';
import { customerCanCancel } from '@motomitra/domain/lifecycle';
import { say } from '@motomitra/domain/say';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { giveBackCouponUse } from '../coupons/service.ts';
import { giveBackSlotPlace } from '../slots/service.ts';
import { giveBackUse } from '../subscriptions/uses.ts';
import type { Hooks } from './hooks.ts';
import { type Actor, recordEvent } from './timeline.ts';
import { invoicesOf, jobItemsOf, type OrderRow, orderToWire, type Q, reviewsOf } from './wire.ts';

/** One order (its id a uuid: every route checks it with IdSchema): unknown → 404, another customer's → 403 with nothing of it. */
export async function ownOrder(q: Q, customerId: string, orderId: string, lock = false): Promise<OrderRow> {
  const base = q.select().from(orders).where(eq(orders.id, orderId));
  const [row] = lock ? await base.for('update') : await base;
  if (!row) throw notFound(say('orderNotFound'));
  if (row.customerId !== customerId) throw new HttpError(403, say('orderNotYours'));
  return row;
}

export async function getOrder(db: Db, customerId: string, orderId: string): Promise<Order> {
  const row = await ownOrder(db, customerId, orderId);
  const [items, invoice, review] = await Promise.all([
    jobItemsOf(db, [row.id]),
    invoicesOf(db, [row.id]),
    reviewsOf(db, [row.id]),
  ]);
  return orderToWire(row, items.get(row.id), invoice.get(row.id), review.get(row.id));
}

/** The customer's orders, newest first. */
export async function listOrders(db: Db, customerId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.number));
  const ids = rows.map((r) => r.id);
  const [items, invoices, reviews] = await Promise.all([jobItemsOf(db, ids), invoicesOf(db, ids), reviewsOf(db, ids)]);
  return rows.map((r) => orderToWire(r, items.get(r.id), invoices.get(r.id), reviews.get(r.id)));
}

/**
 * Cancels a booking the caller has locked and allowed to be cancelled: the status and reason, the slot place, the
 * coupon use and a yearly plan's use given back, the timeline line. The caller queues the customer's e-mail in the same transaction.
 */
export async function cancelBooking(tx: Tx, o: OrderRow, actor: Actor, reason: string): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelReason: reason, updatedAt: new Date() })
    .where(eq(orders.id, o.id))
    .returning();
  await giveBackSlotPlace(tx, o.city, o.servicingDate, o.serviceTimeSlot);
  if (o.couponId) await giveBackCouponUse(tx, o.couponId);
  await giveBackUse(tx, o.id);
  await recordEvent(tx, o.id, actor, 'status', o.status, 'cancelled', reason);
  return row ?? o;
}

const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer.';

/**
 * Cancels while status is `new`; otherwise 409. Like every status change, it queues the customer's e-mail in the
 * same transaction (a written record of the cancellation).
 */
export async function cancelOrder(
  db: Db,
  hooks: Pick<Hooks, 'onStatus'>,
  customerId: string,
  orderId: string,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, customerId, orderId, true);
    if (!customerCanCancel(order.status)) throw new HttpError(409, say('orderCannotCancel'));
    const actor: Actor = { id: customerId, role: 'customer', name: order.customerName };
    const row = await cancelBooking(tx, order, actor, CUSTOMER_CANCEL_REASON);
    await hooks.onStatus(tx, row, 'cancelled', CUSTOMER_CANCEL_REASON);
    return orderToWire(row);
  });
}
