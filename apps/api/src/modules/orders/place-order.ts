// Placing an order from a cart item, all or nothing (validate, re-price, coupon, slot, consume, snapshot),
// idempotently per customer and Idempotency-Key: one read (checkout-read.ts), then the database function place_order
// (decision 0006) with the order as new-order.ts makes it.

import { randomUUID } from 'node:crypto';
import { type Order, type OrderData, orderNumber } from '@motomitra/domain/booking';
import { completeCheckout, contextProblems } from '@motomitra/domain/checkout-rules';
import { DEFAULT_SLOT_CAPACITY } from '@motomitra/domain/constants';
import { cartAmounts } from '@motomitra/domain/coupons';
import { istDate, istYear } from '@motomitra/domain/ist';
import { say } from '@motomitra/domain/say';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation, raisedMessage } from '../../db/errors.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import { customers, orders } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { linePrice, ownLine } from '../cart/lines.ts';
import { couponError, usableCoupon } from '../coupons/service.ts';
import { recordConsentChange } from '../customers/channels.ts';
import { DEFAULT_BRAND } from '../notifications/letters.ts';
import { slotRefusal } from '../slots/service.ts';
import { coverFor, lockUse, recordUse } from '../subscriptions/uses.ts';
import { ordererChannels, readCheckout } from './checkout-read.ts';
import { confirmationMessages, type NewOrder, newHandoverCode, newOrderRow } from './new-order.ts';
import { type OrderRow, orderToWire, type Q } from './wire.ts';

async function findByKey(q: Q, customerId: string, key: string): Promise<OrderRow | null> {
  const [row] = await q
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

export type PlaceOrderInput = {
  customerId: string;
  idempotencyKey: string;
  /** The body's orderData, as its schema (OrderDataSchema) made it: each field and the rules between them hold. */
  orderData: OrderData;
  cartId: string;
  now: Date;
  /** The shop's name in the confirmation e-mail (config BRAND_NAME). */
  brand?: string;
  /** The shop's public origin (config PUBLIC_URL): the confirmation links to the order's page there. */
  publicUrl: string;
  /** The checkout's WhatsApp box, when it was sent: the confirmation goes by the customer's answer in it. */
  whatsappOptIn?: boolean;
};

type Json = Record<string, unknown>;

/** place_order's refusal reason (it raises SQLSTATE MM409 with it), else null. */
const refusalOf = (err: unknown) => raisedMessage(err, 'MM409');

/** A refusal of place_order as the 4xx to answer. */
function refusalError(reason: string): HttpError {
  if (reason === 'slot-full' || reason === 'slot-closed') return slotRefusal(reason === 'slot-closed');
  if (reason === 'coupon-ran-out') return couponError('ran-out');
  if (reason === 'coupon-customer-limit') return couponError('customer-limit');
  if (reason === 'coupon-first-booking-only') return couponError('first-booking-only');
  if (reason === 'cart-item-gone') return notFound(say('cartItemNotFound'));
  if (reason === 'stale') return new HttpError(409, say('checkoutChanged'));
  throw new Error(`place_order refused for an unknown reason: ${reason}`);
}

/** Reads, decides and calls place_order once; a refusal of place_order is thrown as the database raised it. */
async function placeOnce(db: Db, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
  const { customerId, now } = input;
  const facts = await readCheckout(db, input, input.orderData.couponCode);
  if (facts.placed) return { order: orderToWire(facts.placed), created: false };
  const { me, number } = facts;
  if (!me || number === null) throw new HttpError(401, say('pleaseLogIn'));

  const line = ownLine(facts.lines, customerId);
  // What the body's schema could not know: the clock, the booked city, the vehicle and the customer's own mobile.
  const problems = contextProblems(input.orderData, {
    now,
    city: line.city,
    vehicleType: line.vehicle.vehicleType,
    mobile: me.phone,
  });
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
  const data = completeCheckout(input.orderData);
  const { pricePaise, tier } = linePrice(line);
  // A yearly plan's use (decision 0023): the booking at ₹0, and no coupon taken with it.
  const cover = await coverFor(db, {
    vehicleId: line.vehicle.id,
    city: line.city,
    productId: line.product.id,
    today: istDate(now),
  });
  const coupon = data.couponCode && !cover ? usableCoupon(facts.coupon, { now, cartPaise: pricePaise }) : null;
  const made: NewOrder = {
    id: randomUUID(),
    number,
    oid: orderNumber(istYear(now), number),
    customerId,
    idempotencyKey: input.idempotencyKey,
    line,
    me,
    data,
    amounts: cartAmounts([cover ? 0 : pricePaise], coupon),
    coupon,
    handoverCode: newHandoverCode(),
    now,
  };
  const call = {
    order: newOrderRow(made),
    cartId: line.id,
    defaultSlotCapacity: DEFAULT_SLOT_CAPACITY,
    coupon: coupon ? facts.coupon?.terms : null,
    price: { tier, pricePaise },
    // The confirmation on the customer's channels, queued by place_order only if the order is placed (migration 0024).
    messages: confirmationMessages(
      made,
      { publicUrl: input.publicUrl, brand: input.brand ?? DEFAULT_BRAND },
      ordererChannels(me, input.whatsappOptIn),
    ),
  };
  // The checkout's WhatsApp box is kept as a consent (when it changes where they stand) with the order it came with.
  const result = await db.transaction(async (tx) => {
    // The plan's row lock before place_order's customer lock: checkouts racing for its last use queue here.
    if (cover && !(await lockUse(tx, cover))) throw new HttpError(409, say('planUseTaken'));
    const written = (await tx.execute(
      sql`select place_order(${JSON.stringify(call)}::jsonb) as result`,
    )) as unknown as {
      rows: { result: { created: boolean; order: Json } }[];
    };
    const placed = written.rows[0]?.result;
    if (!placed) throw new Error('place_order returned no row');
    if (placed.created && cover) await recordUse(tx, cover, made.id);
    if (placed.created && input.whatsappOptIn !== undefined) {
      await recordConsentChange(tx, customerId, 'whatsapp', input.whatsappOptIn, 'checkout');
    }
    return placed;
  });
  return { order: orderToWire(rowFromJson(orders, result.order)), created: result.created };
}

/** Times checkout reads and decides again when place_order found that what it relied on had changed meanwhile. */
const STALE_ATTEMPTS = 3;

/**
 * The order this customer's key placed, once a place_order call of theirs that is running has finished (it holds the
 * customer's row until it commits), so that a retry refused by its own checks answers the order the first request
 * was writing. Not covered: a first request that is between its read and place_order, or that place_order sends
 * back to read again ('stale'); the retry then answers its own 4xx while the first may still make the order.
 */
async function placedByKey(db: Db, customerId: string, key: string): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('share');
    return findByKey(tx, customerId, key);
  });
}

/**
 * Places the order for one cart item, all or nothing, in two round trips: one read of everything the order depends
 * on, then (after the domain rules validated, priced and checked the coupon) the database function place_order
 * (migration 0003), which in one statement locks the customer's row, consumes the cart item, writes the order with
 * its first timeline entry and takes the slot's place and the coupon's use, only while some are left and only if
 * the service, its price and the coupon's terms are still what was read (else the checkout reads and decides again).
 * One (customer, Idempotency-Key) never makes two orders, and a key that has an order answers it: the read finds one
 * already placed, place_order finds one a concurrent request placed (the customer's row lock queues them), and
 * whatever refused a request (its cart item consumed by the first one, a slot that has since started…), a key that
 * has an order by then answers that order (see placedByKey for a first request still in flight).
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOnce(db, input);
    } catch (caught) {
      const reason = refusalOf(caught);
      if (reason === 'stale' && attempt < STALE_ATTEMPTS) continue;
      const err = reason === null ? caught : refusalError(reason);
      if (err instanceof HttpError || isUniqueViolation(err, 'orders_idempotency')) {
        const row = await placedByKey(db, input.customerId, input.idempotencyKey);
        if (row) return { order: orderToWire(row), created: false };
      }
      throw err;
    }
  }
}
