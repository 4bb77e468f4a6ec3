// The garage's commands on an order: status moves, cancelling, the job card, payment request and confirmation
// (which issues the GST invoice), each on the order's row lock, recorded on the timeline and queued as an e-mail in
// the same transaction.

import type { OrderStatus } from '@motomitra/domain/constants';
import {
  canConfirmPayment,
  canEditJobCard,
  canMove,
  canRequestPayment,
  FINAL_AMOUNT_MAX_PAISE,
  finalAmount,
  JOB_CARD_MAX_LINES,
  type PaymentMethod,
} from '@motomitra/domain/lifecycle';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobItems, orders } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import type { Hooks } from '../orders/hooks.ts';
import { cancelBooking } from '../orders/service.ts';
import { type Actor, recordEvent } from '../orders/timeline.ts';
import { finalPaise, type OrderRow } from '../orders/wire.ts';

async function loadForUpdate(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound('No such order.');
  return row;
}

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
