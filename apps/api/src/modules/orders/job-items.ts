// Extra work on the job card: the garage proposes an item, and it is billed only once the customer approved it, in
// the app or by phone (then the operator records who answered and when). Each decision is taken on the order's row
// lock, goes on the timeline and moves the final amount in the same transaction.

import type { DecisionChannel } from '@motomitra/domain/lifecycle';
import { canEditJobCard, finalAmount, itemAmountPaise } from '@motomitra/domain/lifecycle';
import { formatPaise } from '@motomitra/domain/money';
import { say } from '@motomitra/domain/say';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jobItems, orders } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import { ownOrder } from './service.ts';
import { type Actor, recordEvent } from './timeline.ts';
import { type JobItemRow, jobItemsOf, type OrderRow, orderToWire } from './wire.ts';

/** The final amount on the row follows the approved items (a proposal or a declined item adds nothing). */
export async function refreshFinal(tx: Tx, o: OrderRow) {
  const items = await tx.select().from(jobItems).where(eq(jobItems.orderId, o.id));
  const total = finalAmount(o.totalPaise, items);
  await tx.update(orders).set({ finalTotalPaise: total, updatedAt: new Date() }).where(eq(orders.id, o.id));
}

/** An item as the timeline (English, the garage's) says it, with a yearly plan's percentage off when it has one. */
export function itemLine(i: Pick<JobItemRow, 'quantity' | 'name' | 'unitPricePaise' | 'discountPercent'>) {
  const planOff = i.discountPercent > 0 ? `, ${i.discountPercent}% off with the yearly plan` : '';
  return `${i.quantity} × ${i.name} (${formatPaise(itemAmountPaise(i))}${planOff})`;
}

export type Decision = {
  approve: boolean;
  via: DecisionChannel;
  /** Who answered on the phone; null for the customer's own decision. */
  by: string | null;
  /** The operator recording a phone decision. */
  recordedBy: string | null;
  at: Date;
};

/** Approves or declines a proposed item of order `o` (locked by the caller): once, before payment is requested. */
export async function decideJobItem(tx: Tx, o: OrderRow, itemId: string, d: Decision, actor: Actor) {
  if (!canEditJobCard(o.status, o.paymentStatus)) {
    throw conflict(say('extraTooLate'));
  }
  const [item] = await tx
    .select()
    .from(jobItems)
    .where(and(eq(jobItems.id, itemId), eq(jobItems.orderId, o.id)));
  if (!item) throw notFound(say('noSuchJobItem'));
  if (item.decision !== 'proposed')
    throw conflict(item.decision === 'approved' ? say('itemAlreadyApproved') : say('itemAlreadyDeclined'));
  if (d.at < item.createdAt) {
    throw badRequest('The answer cannot come before the item was proposed.', { at: 'Check the time of the call.' });
  }
  const decision = d.approve ? 'approved' : 'declined';
  await tx
    .update(jobItems)
    .set({ decision, decidedAt: d.at, decidedVia: d.via, decidedBy: d.by, recordedBy: d.recordedBy })
    .where(eq(jobItems.id, item.id));
  const how = d.via === 'phone' ? ` by phone: ${d.by}` : d.via === 'whatsapp' ? ' on WhatsApp' : '';
  await recordEvent(
    tx,
    o.id,
    actor,
    'job',
    null,
    null,
    `${d.approve ? 'Approved' : 'Declined'} ${itemLine(item)}${how}`,
  );
  await refreshFinal(tx, o);
}

/** The customer's own decision on a proposal of their order; answers the order as it now stands. */
export async function decideAsCustomer(db: Db, customerId: string, orderId: string, itemId: string, approve: boolean) {
  return db.transaction(async (tx) => {
    const o = await ownOrder(tx, customerId, orderId, true);
    const actor: Actor = { id: customerId, role: 'customer', name: o.customerName };
    await decideJobItem(tx, o, itemId, { approve, via: 'customer', by: null, recordedBy: null, at: new Date() }, actor);
    const [row] = await tx.select().from(orders).where(eq(orders.id, o.id));
    if (!row) throw notFound(say('orderNotFound'));
    return orderToWire(row, (await jobItemsOf(tx, [row.id])).get(row.id));
  });
}
