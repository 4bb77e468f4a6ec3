// Placing an order from a cart item, all or nothing (validate, re-price, coupon, slot, consume, snapshot),
// idempotently per customer and Idempotency-Key: one read, then the database function place_order (decision 0006).

import { randomUUID } from 'node:crypto';
import { type Order, type OrderData, orderNumber } from '@motomitra/domain/booking';
import { orderProductTranslations, productNameIn } from '@motomitra/domain/catalogue-texts';
import { DEFAULT_SLOT_CAPACITY } from '@motomitra/domain/constants';
import { cartAmounts } from '@motomitra/domain/coupons';
import { istYear } from '@motomitra/domain/ist';
import type { Language } from '@motomitra/domain/language';
import { completeCheckout, contextProblems } from '@motomitra/domain/order-data';
import { say } from '@motomitra/domain/say';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation, raisedMessage } from '../../db/errors.ts';
import { rowFromJson, wholeRowToJson } from '../../db/json-rows.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { customers, orders } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { type CartLine, type LineRow, linePrice, lineRowsSql, linesFromRows, ownLine } from '../cart/lines.ts';
import { type CouponFound, couponFoundFromJson, couponFoundSql } from '../coupons/found.ts';
import { couponError, usableCoupon } from '../coupons/service.ts';
import { orderPlacedEmail } from '../notifications/emails.ts';
import { slotRefusal } from '../slots/service.ts';
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
  /** The shop's public origin (config PUBLIC_URL): the confirmation e-mail links to the order's page there. */
  publicUrl: string;
};

type Json = Record<string, unknown>;

/** Everything checkout needs to decide, read in one statement (one snapshot, no locks). */
type CheckoutFacts = {
  /** The order this customer's Idempotency-Key already placed. */
  placed: OrderRow | null;
  /** A fresh order number (the OID carries it), drawn only when no order was placed yet; a refusal leaves a gap. */
  number: number | null;
  me: { name: string; email: string; phone: string; address: string; language: Language | null } | null;
  lines: CartLine[];
  coupon: CouponFound | null;
};

async function readCheckout(db: Db, input: PlaceOrderInput, couponCode: string | null): Promise<CheckoutFacts> {
  const { customerId, idempotencyKey: key, cartId } = input;
  const [row] = await queryPrepared<{
    placed: Json | null;
    number: number | null;
    me: CheckoutFacts['me'];
    lines: LineRow[];
    coupon: Parameters<typeof couponFoundFromJson>[0];
  }>(
    db,
    sql`select k.placed,
      case when k.placed is null then nextval(pg_get_serial_sequence('orders', 'number'))::int end as number,
      (select json_build_object('name', c.name, 'email', c.email, 'phone', c.phone, 'address', c.address,
          'language', c.language)
        from customers c where c.id = ${customerId}) as me,
      (select coalesce(json_agg(l), '[]') from (${lineRowsSql({ cartId })}) l) as lines,
      ${couponCode ? couponFoundSql(customerId, couponCode) : sql`null`} as coupon
    from (select (select to_jsonb(o) from orders o
      where o.customer_id = ${customerId} and o.idempotency_key = ${key}) as placed) k`,
  );
  if (!row) throw new Error('checkout read returned no row');
  return {
    placed: row.placed ? rowFromJson(orders, row.placed) : null,
    number: row.number,
    me: row.me,
    lines: linesFromRows(row.lines),
    coupon: couponFoundFromJson(row.coupon),
  };
}

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
  const { customerId, idempotencyKey: key, now } = input;
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
  const coupon = data.couponCode ? usableCoupon(facts.coupon, { now, cartPaise: pricePaise }) : null;
  const amounts = cartAmounts([pricePaise], coupon);

  const id = randomUUID();
  const oid = orderNumber(istYear(now), number);
  const order = wholeRowToJson(orders, {
    id,
    number,
    oid,
    customerId,
    idempotencyKey: key,
    status: 'new',
    paymentStatus: 'pending',
    productId: line.product.id,
    product: {
      productId: line.product.id,
      product_name: line.product.productName,
      category: line.product.category,
      image: line.product.image,
      description: line.product.description,
      translations: orderProductTranslations(line.product.translations),
    },
    customerName: me.name,
    customerEmail: me.email,
    customerPhone: me.phone,
    vehicleType: line.vehicle.vehicleType,
    makeModel: line.vehicle.makeModel,
    registrationNumber: line.vehicle.regNumber,
    bikeCc: line.vehicle.bikeCc,
    carType: line.vehicle.carType,
    city: line.city,
    address: data.address || me.address || data.pickupLocation.address,
    servicingDate: data.servicingDate,
    serviceTimeSlot: data.serviceTimeSlot,
    expectedDeliveryDate: data.expectedDeliveryDate,
    transmissionType: data.transmissionType,
    verifyMakeModel: data.verifyMakeModel,
    verifyRegistrationNumber: data.verifyRegistrationNumber,
    verifyBreakdown: data.verifyBreakdown,
    verifyVehicleInsurance: data.verifyVehicleInsurance,
    vehicleInsuranceStatus: data.vehicleInsuranceStatus,
    pickupLocation: data.pickupLocation,
    dropLocation: data.dropLocation,
    state: data.state,
    pincode: data.pincode,
    alternateNumber: data.alternateNumber,
    note: data.note,
    flat: data.flat,
    landmark: data.landmark,
    dropFlat: data.dropFlat,
    dropLandmark: data.dropLandmark,
    subtotalPaise: amounts.totalPaise,
    discountPaise: amounts.discountPaise,
    totalPaise: amounts.finalTotalPaise,
    finalTotalPaise: amounts.finalTotalPaise,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    paymentMethod: null,
    paymentReference: null,
    paymentConfirmation: null,
    paidAt: null,
    cancelReason: null,
    reschedules: 0,
    createdAt: now,
    updatedAt: now,
  });
  const call = {
    order,
    cartId: line.id,
    defaultSlotCapacity: DEFAULT_SLOT_CAPACITY,
    coupon: coupon ? facts.coupon?.terms : null,
    price: { tier, pricePaise },
    // The confirmation e-mail, queued by place_order only if the order is placed (migration 0007).
    mail: {
      to: me.email,
      ...orderPlacedEmail(
        {
          id,
          oid,
          customerEmail: me.email,
          customerName: me.name,
          language: me.language ?? undefined,
          publicUrl: input.publicUrl,
          productName: productNameIn(line.product.productName, line.product.translations, me.language ?? 'en'),
          makeModel: line.vehicle.makeModel,
          registrationNumber: line.vehicle.regNumber,
          servicingDate: data.servicingDate,
          serviceTimeSlot: data.serviceTimeSlot,
          pickupAddress: data.pickupLocation.address,
          flat: data.flat,
          landmark: data.landmark,
          totalPaise: amounts.finalTotalPaise,
        },
        input.brand,
      ),
    },
  };
  const written = (await db.execute(sql`select place_order(${JSON.stringify(call)}::jsonb) as result`)) as unknown as {
    rows: { result: { created: boolean; order: Json } }[];
  };
  const result = written.rows[0]?.result;
  if (!result) throw new Error('place_order returned no row');
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
