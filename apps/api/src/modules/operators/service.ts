// The garage's commands on an order: cancelling, the job card, payment request and confirmation (which issues the GST
// invoice), each on the order's row lock, recorded on the timeline and queued as an e-mail in the same transaction.
// Status moves are status-move.ts'.

import { istDate } from '@motomitra/domain/ist';
import {
  amountIfApproved,
  canConfirmPayment,
  canEditJobCard,
  canMove,
  canRequestPayment,
  FINAL_AMOUNT_MAX_PAISE,
  finalAmount,
  hasWaitingProposal,
  JOB_CARD_MAX_LINES,
  type PaymentMethod,
  receivedAmountProblem,
} from '@motomitra/domain/lifecycle';
import { formatPaise, rupeesToPaise } from '@motomitra/domain/money';
import type { RescheduleBody } from '@motomitra/domain/reschedule';
import { say } from '@motomitra/domain/say';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobItems, orders } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import type { Hooks } from '../orders/hooks.ts';
import { decideJobItem, itemLine, refreshFinal } from '../orders/job-items.ts';
import { moveBooking } from '../orders/reschedule.ts';
import { cancelBooking } from '../orders/service.ts';
import { type Actor, recordEvent } from '../orders/timeline.ts';
import { finalPaise, type JobItemRow } from '../orders/wire.ts';
import { extraWorkPercentFor } from '../subscriptions/extra-work.ts';
import { loadForUpdate } from './status-move.ts';

export async function cancelByOperator(db: Db, hooks: Hooks, actor: Actor, id: string, reason: string) {
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, id);
    if (!canMove(o.status, 'cancelled')) throw conflict(`An order that is ${o.status} can no longer be cancelled.`);
    await cancelBooking(tx, o, actor, reason);
    await hooks.onStatus(tx, o, 'cancelled', reason);
  });
}

/** The garage moves a booking (before service) to another date and slot, as the customer would. */
export async function rescheduleByOperator(
  db: Db,
  hooks: Hooks,
  actor: Actor,
  id: string,
  body: RescheduleBody,
  now: Date,
) {
  return db.transaction(async (tx) => moveBooking(tx, hooks, await loadForUpdate(tx, id), actor, body, now));
}

/** Extra work is proposed: the customer is asked on their channels, and it counts only once approved. */
export async function addJobItem(
  db: Db,
  hooks: Hooks,
  actor: Actor,
  id: string,
  item: { name: string; quantity: number; unitPrice: number },
  now: Date,
) {
  return db.transaction(async (tx) => proposeOnJobCard(tx, hooks, actor, id, item, now));
}

/**
 * Proposes an item on order `id`'s job card inside the caller's transaction (the order's row locked here): the one
 * path of every proposal, the console's and an inspection's (which brings the photo of what was found). `now` is the
 * app's clock (app.now()): the day whose running plan gives its percentage off.
 */
export async function proposeOnJobCard(
  tx: Tx,
  hooks: Hooks,
  actor: Actor,
  id: string,
  item: { name: string; quantity: number; unitPrice: number; photoId?: string | null },
  now: Date,
): Promise<JobItemRow> {
  const o = await loadForUpdate(tx, id);
  if (!canEditJobCard(o.status, o.paymentStatus)) {
    throw conflict('The job card can change only before payment is requested and before delivery.');
  }
  const unitPricePaise = rupeesToPaise(item.unitPrice);
  const items = await tx.select().from(jobItems).where(eq(jobItems.orderId, id));
  if (items.length >= JOB_CARD_MAX_LINES) throw conflict(`A job card holds at most ${JOB_CARD_MAX_LINES} items.`);
  // The plan's percentage off is fixed now: the customer approves the price this proposal shows them.
  const plan = await extraWorkPercentFor(tx, o, istDate(now));
  const discountPercent = plan.percent;
  const proposal = { quantity: item.quantity, unitPricePaise, discountPercent, decision: 'proposed' as const };
  if (amountIfApproved(o.totalPaise, [...items, proposal]) > FINAL_AMOUNT_MAX_PAISE) {
    throw badRequest(`An order's final amount cannot exceed ${formatPaise(FINAL_AMOUNT_MAX_PAISE)}.`, {
      unitPrice: 'Check the quantity and the price.',
    });
  }
  const [added] = await tx
    .insert(jobItems)
    .values({
      orderId: id,
      name: item.name,
      quantity: item.quantity,
      unitPricePaise,
      discountPercent,
      planSubscriptionId: plan.subscriptionId,
      photoId: item.photoId ?? null,
    })
    .returning();
  if (!added) throw new Error('job item not inserted');
  await recordEvent(tx, o.id, actor, 'job', null, null, `Proposed ${itemLine(added)}`);
  const all = [...items, added];
  // Every item still waiting for the customer's answer: this round's e-mail lists them all.
  const waiting = all.filter((i) => i.decision === 'proposed');
  await hooks.onProposed(tx, o, waiting, {
    nowPaise: finalAmount(o.totalPaise, all),
    ifApprovedPaise: finalAmount(
      o.totalPaise,
      all.map((i) => (i.decision === 'proposed' ? { ...i, decision: 'approved' as const } : i)),
    ),
  });
  return added;
}

/** A decision the customer gave by phone, recorded by an operator with who answered and when. */
export async function decideByPhone(
  db: Db,
  actor: Actor,
  id: string,
  itemId: string,
  call: { approve: boolean; decidedBy: string; at?: string | undefined },
  now: Date,
) {
  const at = call.at ? new Date(call.at) : now;
  if (at.getTime() > now.getTime() + 5 * 60_000) {
    throw badRequest('The time of the call cannot be in the future.', { at: 'Check the time of the call.' });
  }
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, id);
    await decideJobItem(
      tx,
      o,
      itemId,
      { approve: call.approve, via: 'phone', by: call.decidedBy, recordedBy: actor.id, at },
      actor,
    );
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
    if (!gone) throw notFound(say('noSuchJobItem'));
    await recordEvent(tx, o.id, actor, 'job', null, null, `Removed ${itemLine(gone)}`);
    await refreshFinal(tx, o);
  });
}

export async function requestPayment(db: Db, hooks: Hooks, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, id);
    if (!canRequestPayment(o.status, o.paymentStatus)) {
      throw conflict('Payment can be requested only once, while the vehicle is on the way back (inTransitDown).');
    }
    const items = await tx.select().from(jobItems).where(eq(jobItems.orderId, id));
    if (hasWaitingProposal(items)) {
      throw conflict('Payment can be requested once the customer has approved or declined every proposed item.');
    }
    // The job card keeps final_total_paise up to date (refreshFinal), so the amount is already on the row.
    const amount = finalPaise(o);
    await tx
      .update(orders)
      .set({ paymentStatus: 'requested', finalTotalPaise: amount, updatedAt: new Date() })
      .where(eq(orders.id, id));
    await recordEvent(tx, o.id, actor, 'payment', o.paymentStatus, 'requested', formatPaise(amount));
    await hooks.onPaymentRequested(tx, o, amount);
  });
}

export async function confirmPayment(
  db: Db,
  hooks: Hooks,
  actor: Actor,
  id: string,
  payment: { method: PaymentMethod; reference: string; amount: number },
) {
  return db.transaction(async (tx) => {
    const o = await loadForUpdate(tx, id);
    if (!canConfirmPayment(o.status, o.paymentStatus)) {
      throw conflict('Payment can be confirmed only after it was requested.');
    }
    // The invoice cannot be changed once issued: the amount received must be what the order comes to.
    const due = finalPaise(o);
    const problem = receivedAmountProblem(rupeesToPaise(payment.amount), due);
    if (problem) {
      throw badRequest(`This order comes to ${formatPaise(due)}: check the amount received.`, { amount: problem });
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
