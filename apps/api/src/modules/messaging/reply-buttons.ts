// Extra work decided with the reply buttons of its WhatsApp message (decision 0019): the payload names the decision
// and the items (notifications/text-values.ts writes it). It counts as the customer's own answer, given on WhatsApp,
// only from the number on the order, only for items still waiting (not decided meanwhile in the app or by phone), and
// through the same decision as the app's, so the timeline and the final amount follow alike.
import { canEditJobCard, JOB_CARD_MAX_LINES } from '@motomitra/domain/lifecycle';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobItems, orders } from '../../db/schema.ts';
import { decideJobItem } from '../orders/job-items.ts';

export type ButtonReply = { approve: boolean; itemIds: string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `extra-work:approve:<id>,<id>` or `extra-work:decline:<id>`; null for anything else. */
export function parseButtonPayload(payload: string | null): ButtonReply | null {
  const m = /^extra-work:(approve|decline):(.+)$/.exec(payload ?? '');
  if (!m?.[1] || !m[2]) return null;
  const itemIds = [...new Set(m[2].split(','))];
  if (itemIds.length > JOB_CARD_MAX_LINES || !itemIds.every((id) => UUID.test(id))) return null;
  return { approve: m[1] === 'approve', itemIds: itemIds.map((id) => id.toLowerCase()) };
}

/**
 * Decides the items the button names as `customer`'s answer, on each order's row lock. Items of another customer's
 * order, from another number than the order's, no longer waiting, or on a job card that can no longer change are left
 * as they are. Answers how many items it decided.
 */
export async function decideByButton(
  tx: Tx,
  customer: { id: string; name: string },
  from: string,
  at: Date,
  reply: ButtonReply,
): Promise<number> {
  const items = await tx.select().from(jobItems).where(inArray(jobItems.id, reply.itemIds));
  let decided = 0;
  for (const orderId of new Set(items.map((i) => i.orderId))) {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o || o.customerId !== customer.id || o.customerPhone !== from) continue;
    if (!canEditJobCard(o.status, o.paymentStatus)) continue;
    // Read again under the lock: a decision in the app or by phone may have come first.
    const waiting = await tx.select().from(jobItems).where(inArray(jobItems.id, reply.itemIds));
    for (const item of waiting) {
      if (item.orderId !== o.id || item.decision !== 'proposed') continue;
      // The tap's time, never before the item was proposed (the phone's clock may be behind).
      const when = at < item.createdAt ? item.createdAt : at;
      const decision = { approve: reply.approve, via: 'whatsapp' as const, by: null, recordedBy: null, at: when };
      await decideJobItem(tx, o, item.id, decision, { id: customer.id, role: 'customer', name: o.customerName });
      decided++;
    }
  }
  return decided;
}
