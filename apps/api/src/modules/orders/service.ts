// Orders: placing one from a cart item in one transaction (validate, re-price, coupon, slot, consume, snapshot),
// idempotently per customer and Idempotency-Key; reading the customer's own orders; cancelling while new.

import { type Order, orderNumber } from '@motomitra/domain/booking';
import { validateCheckout } from '@motomitra/domain/checkout';
import { cartAmounts } from '@motomitra/domain/coupons';
import { isUuid } from '@motomitra/domain/ids';
import { istYear } from '@motomitra/domain/ist';
import { customerCanCancel } from '@motomitra/domain/lifecycle';
import { MESSAGES } from '@motomitra/domain/messages';
import { paiseToRupees } from '@motomitra/domain/money';
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { cartItems, customers, jobItems, orderEvents, orders } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http-error.ts';
import { findOwnLine, linePricePaise } from '../cart/service.ts';
import { type CouponRow, checkCoupon, couponError, giveBackCouponUse, takeCouponUse } from '../coupons/service.ts';
import { notifyStatusChange } from '../notifications/outbox.ts';
import { giveBackSlotPlace, refuseSlot, takeSlotPlaceSql } from '../slots/service.ts';

type Q = Db | Tx;
export type OrderRow = typeof orders.$inferSelect;

type JobItemRow = typeof jobItems.$inferSelect;

/** Who changed an order: the customer, or an operator (named on the timeline). */
export type Actor = { id: string; role: 'customer' | 'operator'; name: string };

/** What the customer pays: the final amount once the job card set it, else the booked total. */
export function finalPaise(o: OrderRow): number {
  return o.finalTotalPaise ?? o.totalPaise;
}

export function jobItemToWire(i: JobItemRow) {
  return {
    _id: i.id,
    name: i.name,
    quantity: i.quantity,
    unitPrice: paiseToRupees(i.unitPricePaise),
    amount: paiseToRupees(i.quantity * i.unitPricePaise),
  };
}

export function orderToWire(o: OrderRow, items: JobItemRow[] = []): Order {
  return {
    _id: o.id,
    OID: o.oid,
    productsBuyed: [
      {
        product_name: o.product.product_name,
        category: o.product.category,
        image: o.product.image,
        description: o.product.description,
      },
    ],
    status: o.status,
    paymentStatus: o.paymentStatus,
    subtotal: paiseToRupees(o.subtotalPaise),
    discount: paiseToRupees(o.discountPaise),
    totalSellingPrice: paiseToRupees(o.totalPaise),
    couponCode: o.couponCode,
    createdAt: o.createdAt.toISOString(),
    servicingDate: o.servicingDate,
    serviceTimeSlot: o.serviceTimeSlot,
    expectedDeliveryDate: o.expectedDeliveryDate,
    makeModel: o.makeModel,
    registrationNumber: o.registrationNumber,
    vehicleType: o.vehicleType,
    city: o.city,
    address: o.address,
    pickupLocation: o.pickupLocation,
    dropLocation: o.dropLocation,
    transmissionType: o.transmissionType,
    state: o.state,
    pincode: o.pincode,
    alternateNumber: o.alternateNumber,
    note: o.note,
    customerName: o.customerName,
    verifyMakeModel: o.verifyMakeModel,
    verifyRegistrationNumber: o.verifyRegistrationNumber,
    verifyBreakdown: o.verifyBreakdown,
    verifyVehicleInsurance: o.verifyVehicleInsurance,
    vehicleInsuranceStatus: o.vehicleInsuranceStatus,
    finalTotal: paiseToRupees(finalPaise(o)),
    items: items.map(jobItemToWire),
  };
}

/** The job-card items of these orders, grouped by order id. */
async function jobItemsOf(db: Q, orderIds: string[]): Promise<Map<string, JobItemRow[]>> {
  const byOrder = new Map<string, JobItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(jobItems)
    .where(inArray(jobItems.orderId, orderIds))
    .orderBy(asc(jobItems.createdAt));
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return byOrder;
}

/** Thrown inside the transaction when the (customer, key) order already exists: roll back, answer that order. */
class AlreadyPlaced extends Error {}

async function findByKey(q: Q, customerId: string, key: string): Promise<OrderRow | null> {
  const [row] = await q
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

type NewOrder = typeof orders.$inferInsert & { number: number };
const ORDER_COLUMNS = getTableColumns(orders);

/**
 * INSERT … ON CONFLICT (customer_id, idempotency_key) DO NOTHING RETURNING the row, as a statement to run inside a
 * WITH. The row travels as one JSON parameter expanded by jsonb_populate_record: the query builder spent about a
 * millisecond of CPU per order assembling this 45-column insert and its returning list. Columns not given take their
 * defaults.
 */
function insertOrderSql(values: NewOrder) {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = ORDER_COLUMNS[key as keyof typeof ORDER_COLUMNS];
    if (column && value !== undefined) record[column.name] = value;
  }
  const names = sql.raw(
    Object.keys(record)
      .map((n) => `"${n}"`)
      .join(', '),
  );
  return sql`insert into orders (${names}) overriding system value
    select ${names} from jsonb_populate_record(null::orders, ${JSON.stringify(record)}::jsonb)
    on conflict (customer_id, idempotency_key) do nothing
    returning orders.*`;
}

/** An orders row as to_jsonb gives it, mapped back through the schema's own column definitions. */
function orderRowFromJson(json: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(ORDER_COLUMNS)) {
    const value = json[column.name] ?? null;
    row[key] = value !== null && column.dataType === 'date' ? new Date(value as string) : value;
  }
  return row as OrderRow;
}

export type PlaceOrderInput = {
  customerId: string;
  idempotencyKey: string;
  orderData: unknown;
  cartId: string;
  now: Date;
};

/**
 * Places the order for one cart item, all or nothing. The same (customer, Idempotency-Key) always answers the same
 * order, from the unique (customer_id, idempotency_key) constraint: an insert that meets it does nothing and the
 * transaction is rolled back; and whatever refused a request (its cart item already consumed by the first one, a
 * slot that has since started…), a key that already has an order answers that order. Concurrent requests of one
 * customer queue on the customer's row lock, so a duplicate finds the first one committed.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
  const { customerId, idempotencyKey: key, now } = input;
  try {
    return await db.transaction(async (tx) => {
      // One checkout at a time per customer: makes the replay check and the per-customer coupon count exact.
      // The same round trip draws the order's number (the OID carries it); a checkout that fails leaves a gap.
      const [me] = await tx
        .select({
          name: customers.name,
          email: customers.email,
          phone: customers.phone,
          address: customers.address,
          orderNumber: sql<number>`nextval(pg_get_serial_sequence('orders', 'number'))::int`,
        })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('no key update');
      if (!me) throw new HttpError(401, 'Please log in to continue.');

      const line = await findOwnLine(tx, customerId, input.cartId);
      const checked = validateCheckout(input.orderData, {
        now,
        city: line.city,
        vehicleType: line.vehicle.vehicleType,
      });
      if (!checked.ok) {
        const first = Object.values(checked.fieldErrors)[0] ?? 'The order is not valid.';
        throw badRequest(first, checked.fieldErrors);
      }
      const data = checked.data;
      const pricePaise = linePricePaise(line);
      let coupon: CouponRow | null = null;
      if (data.couponCode) coupon = await checkCoupon(tx, customerId, data.couponCode, pricePaise, now);
      const amounts = cartAmounts([pricePaise], coupon);

      const number = Number(me.orderNumber);
      const placed = insertOrderSql({
        number,
        oid: orderNumber(istYear(now), number),
        customerId,
        idempotencyKey: key,
        productId: line.product.id,
        product: {
          productId: line.product.id,
          product_name: line.product.productName,
          category: line.product.category,
          image: line.product.image,
          description: line.product.description,
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
        subtotalPaise: amounts.totalPaise,
        discountPaise: amounts.discountPaise,
        totalPaise: amounts.finalTotalPaise,
        finalTotalPaise: amounts.finalTotalPaise,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        createdAt: now,
        updatedAt: now,
      });
      // One round trip writes the order, its timeline's first entry, consumes the cart item and takes the slot's place
      // (the one shared row lock of this statement, held from here only until the commit that follows). A replayed
      // key inserts no order; the transaction is then rolled back, so the other writes never happen either.
      const written = (await tx.execute(sql`
        with placed as (${placed}),
        consumed as (delete from ${cartItems} where ${cartItems.id} = ${line.id}),
        placed_event as (
          insert into ${orderEvents} (order_id, at, actor_id, actor_role, actor_name, kind, to_value)
          select placed.id, ${now}, ${customerId}, 'customer', ${me.name}, 'placed', 'new' from placed),
        slot as (${takeSlotPlaceSql(line.city, data.servicingDate, data.serviceTimeSlot)})
        select (select to_jsonb(placed.*) from placed) as row, exists (select 1 from slot) as slot_taken`)) as unknown as {
        rows: { row: Record<string, unknown> | null; slot_taken: boolean }[];
      };
      const result = written.rows[0];
      if (!result?.row) throw new AlreadyPlaced();
      if (!result.slot_taken) await refuseSlot(tx, line.city, data.servicingDate, data.serviceTimeSlot);
      // The coupon's use last, after the slot, always in that order, so two checkouts never wait for each other.
      if (coupon && !(await takeCouponUse(tx, coupon.id))) throw couponError('ran-out');
      const row = orderRowFromJson(result.row);
      return { order: orderToWire(row), created: true };
    });
  } catch (err) {
    if (err instanceof AlreadyPlaced || err instanceof HttpError || isUniqueViolation(err, 'orders_idempotency')) {
      const row = await findByKey(db, customerId, key);
      if (row) return { order: orderToWire(row), created: false };
    }
    throw err;
  }
}

/** One order: unknown → 404, another customer's → 403 with nothing of it. */
export async function ownOrder(q: Q, customerId: string, orderId: string, lock = false): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound(MESSAGES.orderNotFound);
  const base = q.select().from(orders).where(eq(orders.id, orderId));
  const [row] = lock ? await base.for('update') : await base;
  if (!row) throw notFound(MESSAGES.orderNotFound);
  if (row.customerId !== customerId) throw new HttpError(403, MESSAGES.orderNotYours);
  return row;
}

export async function getOrder(db: Db, customerId: string, orderId: string): Promise<Order> {
  const row = await ownOrder(db, customerId, orderId);
  return orderToWire(row, (await jobItemsOf(db, [row.id])).get(row.id));
}

/** The customer's orders, newest first. */
export async function listOrders(db: Db, customerId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.number));
  const items = await jobItemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => orderToWire(r, items.get(r.id)));
}

/** A line on the order's timeline: who did what, from which value to which, with a note. */
export async function recordEvent(
  tx: Tx,
  orderId: string,
  actor: Actor,
  kind: 'status' | 'payment' | 'job',
  from: string | null,
  to: string | null,
  note = '',
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    actorId: actor.id,
    actorRole: actor.role,
    actorName: actor.name,
    kind,
    fromValue: from as never,
    toValue: to as never,
    note,
  });
}

/**
 * Cancels a booking the caller has locked and allowed to be cancelled: the status and reason, the slot place and
 * coupon use given back, the timeline line. The caller queues the customer's e-mail in the same transaction.
 */
export async function cancelBooking(tx: Tx, o: OrderRow, actor: Actor, reason: string): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelReason: reason, updatedAt: new Date() })
    .where(eq(orders.id, o.id))
    .returning();
  await giveBackSlotPlace(tx, o.city, o.servicingDate, o.serviceTimeSlot);
  if (o.couponId) await giveBackCouponUse(tx, o.couponId);
  await recordEvent(tx, o.id, actor, 'status', o.status, 'cancelled', reason);
  return row ?? o;
}

const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer.';

/**
 * Cancels while status is `new`; otherwise 409. Like every status change, it queues the customer's e-mail in the
 * same transaction (a written record of the cancellation).
 */
export async function cancelOrder(db: Db, customerId: string, orderId: string, brand: string): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, customerId, orderId, true);
    if (!customerCanCancel(order.status)) throw new HttpError(409, MESSAGES.orderCannotCancel);
    const actor: Actor = { id: customerId, role: 'customer', name: order.customerName };
    const row = await cancelBooking(tx, order, actor, CUSTOMER_CANCEL_REASON);
    await notifyStatusChange(tx, row, 'cancelled', CUSTOMER_CANCEL_REASON, brand);
    return orderToWire(row);
  });
}
