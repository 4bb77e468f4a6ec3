// The garage's work on orders: the bookings board, an order's page, status moves, cancelling, the job
// card, payment request and confirmation (which issues the GST invoice), each recorded on the timeline
// and queued as an e-mail in the same transaction.

import { cxid } from '@motomitra/domain/accounts';
import { ORDER_STATUSES, type OrderStatus, TIME_SLOTS } from '@motomitra/domain/constants';
import { isUuid } from '@motomitra/domain/ids';
import { addDays, type IsoDate, istDate } from '@motomitra/domain/ist';
import {
  canConfirmPayment,
  canEditJobCard,
  canMove,
  canRequestPayment,
  canSubmitPayment,
  FINAL_AMOUNT_MAX_PAISE,
  finalAmount,
  JOB_CARD_MAX_LINES,
  nextStatuses,
  type PaymentMethod,
} from '@motomitra/domain/lifecycle';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import type { OpsOrder, OpsOrderSummary, OpsOrdersQuerySchema } from '@motomitra/domain/ops';
import { and, asc, count, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { customers, invoices, jobItems, orderEvents, orders } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import {
  type Actor,
  cancelBooking,
  finalPaise,
  jobItemToWire,
  type OrderRow,
  ownOrder,
  recordEvent,
} from '../orders/service.ts';
import { slotStates } from '../slots/service.ts';

function summary(o: OrderRow): OpsOrderSummary {
  return {
    _id: o.id,
    OID: o.oid,
    status: o.status,
    paymentStatus: o.paymentStatus,
    city: o.city,
    servicingDate: o.servicingDate,
    serviceTimeSlot: o.serviceTimeSlot,
    customerName: o.customerName,
    customerPhone: o.customerPhone,
    registrationNumber: o.registrationNumber,
    makeModel: o.makeModel,
    vehicleType: o.vehicleType,
    productName: o.product.product_name,
    finalTotal: paiseToRupees(finalPaise(o)),
    createdAt: o.createdAt.toISOString(),
  };
}

/** Orders not yet finished: an operator must still see them after their servicing date has passed. */
const OPEN_STATUSES = ORDER_STATUSES.filter((s) => s !== 'delivered' && s !== 'cancelled');

/**
 * The board. Dates the operator chose bound the list. Without them it shows today and later plus every earlier
 * order still open (a vehicle in service since yesterday stays in view), and a search looks at all dates.
 * The slot fill covers from (default today) to `to` (default a week).
 */
export async function listOrders(db: Db, q: z.output<typeof OpsOrdersQuerySchema>) {
  const today = istDate(new Date());
  const from = q.from ?? today;
  const where = [];
  if (q.from) where.push(gte(orders.servicingDate, q.from));
  else if (!q.q) {
    const upcomingOrOpen = or(gte(orders.servicingDate, today), inArray(orders.status, OPEN_STATUSES));
    if (upcomingOrOpen) where.push(upcomingOrOpen);
  }
  if (q.to) where.push(lte(orders.servicingDate, q.to));
  if (q.city) where.push(eq(orders.city, q.city));
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.q) {
    const text = q.q.replace(/[\s-]+/g, '').toUpperCase();
    const digits = q.q.replace(/\D/g, '');
    const match = [
      sql`replace(upper(${orders.oid}), '-', '') like ${`%${text}%`}`,
      sql`upper(${orders.registrationNumber}) like ${`%${text}%`}`,
    ];
    if (digits.length >= 4) {
      match.push(
        sql`${orders.customerPhone} like ${`%${digits}%`}`,
        sql`${orders.alternateNumber} like ${`%${digits}%`}`,
      );
    }
    const any = or(...match);
    if (any) where.push(any);
  }
  const cond = and(...where);
  const slotOrder = sql`array_position(array[${sql.join(
    TIME_SLOTS.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[], ${orders.serviceTimeSlot})`;
  const [rows, [totalRow], slots] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(cond)
      .orderBy(asc(orders.servicingDate), slotOrder, asc(orders.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(orders).where(cond),
    slotStates(db, q.city ?? null, from, q.to ?? addDays(from as IsoDate, 6)),
  ]);
  return { orders: rows.map(summary), total: totalRow?.n ?? 0, page: q.page, pageSize: q.pageSize, slots };
}

async function loadForUpdate(tx: Tx, id: string): Promise<OrderRow> {
  if (!isUuid(id)) throw notFound('No such order.');
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound('No such order.');
  return row;
}

export async function getOpsOrder(db: Db | Tx, id: string): Promise<OpsOrder> {
  if (!isUuid(id)) throw notFound('No such order.');
  const [row] = await db
    .select({ order: orders, number: customers.number })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id));
  if (!row) throw notFound('No such order.');
  const o = row.order;
  const [items, events, [invoice]] = await Promise.all([
    db.select().from(jobItems).where(eq(jobItems.orderId, id)).orderBy(asc(jobItems.createdAt)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at)),
    db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.orderId, id)),
  ]);
  return {
    ...summary(o),
    customerEmail: o.customerEmail,
    CXID: cxid(row.number),
    alternateNumber: o.alternateNumber,
    address: o.address,
    state: o.state,
    pincode: o.pincode,
    note: o.note,
    pickupLocation: o.pickupLocation,
    dropLocation: o.dropLocation,
    expectedDeliveryDate: o.expectedDeliveryDate,
    transmissionType: o.transmissionType,
    bikeCc: o.bikeCc,
    carType: o.carType,
    verifyMakeModel: o.verifyMakeModel,
    verifyRegistrationNumber: o.verifyRegistrationNumber,
    verifyBreakdown: o.verifyBreakdown,
    verifyVehicleInsurance: o.verifyVehicleInsurance,
    vehicleInsuranceStatus: o.vehicleInsuranceStatus,
    productCategory: o.product.category,
    subtotal: paiseToRupees(o.subtotalPaise),
    discount: paiseToRupees(o.discountPaise),
    couponCode: o.couponCode,
    total: paiseToRupees(o.totalPaise),
    items: items.map(jobItemToWire),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      actorName: e.actorName,
      actorRole: e.actorRole,
      kind: e.kind,
      from: e.fromValue,
      to: e.toValue,
      note: e.note,
    })),
    nextStatuses: nextStatuses(o.status).filter((s) => s !== 'cancelled'),
    canEditJobCard: canEditJobCard(o.status, o.paymentStatus),
    canRequestPayment: canRequestPayment(o.status, o.paymentStatus),
    canConfirmPayment: canConfirmPayment(o.status, o.paymentStatus),
    paymentMethod: o.paymentMethod,
    paymentReference: o.paymentReference,
    paymentConfirmation: o.paymentConfirmation,
    paidAt: o.paidAt?.toISOString() ?? null,
    cancelReason: o.cancelReason,
    invoice: invoice ? { _id: invoice.id, number: invoice.number } : null,
  };
}

export type Hooks = {
  /** Queues the customer's e-mail about a change, inside the same transaction. */
  onStatus(tx: Tx, order: OrderRow, to: OrderStatus, note: string): Promise<void>;
  onPaymentRequested(tx: Tx, order: OrderRow, amountPaise: number): Promise<void>;
  /** Issues the invoice and queues the e-mail; returns the invoice number. */
  onPaid(tx: Tx, order: OrderRow): Promise<string>;
};

export async function moveStatus(db: Db, hooks: Hooks, actor: Actor, id: string, to: OrderStatus, note: string) {
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, id);
    if (to === 'cancelled') throw new HttpError(400, 'Cancel an order with a reason (the Cancel button).');
    if (!canMove(o.status, to)) throw conflict(`An order that is ${o.status} cannot move to ${to}.`);
    await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.id, id));
    await recordEvent(tx, o.id, actor, 'status', o.status, to, note);
    await hooks.onStatus(tx, o, to, note);
  });
}

export async function cancelByOperator(db: Db, hooks: Hooks, actor: Actor, id: string, reason: string) {
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, id);
    if (!canMove(o.status, 'cancelled')) throw conflict(`An order that is ${o.status} can no longer be cancelled.`);
    await cancelBooking(tx, o, actor, reason);
    await hooks.onStatus(tx, o, 'cancelled', reason);
  });
}

async function refreshFinal(tx: Tx, o: OrderRow) {
  const items = await tx.select().from(jobItems).where(eq(jobItems.orderId, o.id));
  const total = finalAmount(o.totalPaise, items);
  await tx.update(orders).set({ finalTotalPaise: total, updatedAt: new Date() }).where(eq(orders.id, o.id));
}

export async function addJobItem(
  db: Db,
  actor: Actor,
  id: string,
  item: { name: string; quantity: number; unitPrice: number },
) {
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, id);
    if (!canEditJobCard(o.status, o.paymentStatus)) {
      throw conflict('The job card can change only before payment is requested and before delivery.');
    }
    const unitPricePaise = rupeesToPaise(item.unitPrice);
    const items = await tx.select().from(jobItems).where(eq(jobItems.orderId, id));
    if (items.length >= JOB_CARD_MAX_LINES) throw conflict(`A job card holds at most ${JOB_CARD_MAX_LINES} items.`);
    if (finalAmount(o.totalPaise, [...items, { quantity: item.quantity, unitPricePaise }]) > FINAL_AMOUNT_MAX_PAISE) {
      throw badRequest(`An order's final amount cannot exceed ${formatPaise(FINAL_AMOUNT_MAX_PAISE)}.`, {
        unitPrice: 'Check the quantity and the price.',
      });
    }
    await tx.insert(jobItems).values({ orderId: id, name: item.name, quantity: item.quantity, unitPricePaise });
    await recordEvent(
      tx,
      o.id,
      actor,
      'job',
      null,
      null,
      `Added ${item.quantity} × ${item.name} at ₹${item.unitPrice}`,
    );
    await refreshFinal(tx, o);
  });
}

export async function removeJobItem(db: Db, actor: Actor, id: string, itemId: string) {
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, id);
    if (!canEditJobCard(o.status, o.paymentStatus)) {
      throw conflict('The job card can change only before payment is requested and before delivery.');
    }
    if (!isUuid(itemId)) throw notFound('No such item on this job card.');
    const [gone] = await tx
      .delete(jobItems)
      .where(and(eq(jobItems.id, itemId), eq(jobItems.orderId, id)))
      .returning();
    if (!gone) throw notFound('No such item on this job card.');
    await recordEvent(tx, o.id, actor, 'job', null, null, `Removed ${gone.quantity} × ${gone.name}`);
    await refreshFinal(tx, o);
  });
}

export async function requestPayment(db: Db, hooks: Hooks, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, id);
    if (!canRequestPayment(o.status, o.paymentStatus)) {
      throw conflict('Payment can be requested only once, while the vehicle is on the way back (inTransitDown).');
    }
    // The job card keeps final_total_paise up to date (refreshFinal), so the amount is already on the row.
    const amount = finalPaise(o);
    await tx
      .update(orders)
      .set({ paymentStatus: 'requested', finalTotalPaise: amount, updatedAt: new Date() })
      .where(eq(orders.id, id));
    await recordEvent(tx, o.id, actor, 'payment', o.paymentStatus, 'requested', `₹${paiseToRupees(amount)}`);
    await hooks.onPaymentRequested(tx, o, amount);
  });
}

export async function confirmPayment(
  db: Db,
  hooks: Hooks,
  actor: Actor,
  id: string,
  payment: { method: PaymentMethod; reference: string },
) {
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, id);
    if (!canConfirmPayment(o.status, o.paymentStatus)) {
      throw conflict('Payment can be confirmed only after it was requested.');
    }
    const now = new Date();
    const changes = {
      paymentStatus: 'paid' as const,
      paymentMethod: payment.method,
      paymentConfirmation: payment.reference || null,
      paidAt: now,
      updatedAt: now,
    };
    await tx.update(orders).set(changes).where(eq(orders.id, id));
    const paid = { ...o, ...changes };
    const number = await hooks.onPaid(tx, paid);
    await recordEvent(
      tx,
      o.id,
      actor,
      'payment',
      o.paymentStatus,
      'paid',
      `${payment.method} ${payment.reference} · invoice ${number}`.trim(),
    );
  });
}

/** The customer's UTR / reference for a requested payment: requested → submitted. */
export async function submitPayment(db: Db, actor: Actor, id: string, reference: string) {
  return db.transaction(async (tx) => {
    const o = await ownOrder(tx, actor.id, id, true);
    if (!canSubmitPayment(o.status, o.paymentStatus)) {
      throw conflict('This order is not waiting for a payment.');
    }
    await tx
      .update(orders)
      .set({ paymentStatus: 'submitted', paymentReference: reference, updatedAt: new Date() })
      .where(eq(orders.id, id));
    await recordEvent(tx, o.id, actor, 'payment', o.paymentStatus, 'submitted', reference);
  });
}
