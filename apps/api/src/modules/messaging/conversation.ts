// The conversation on an order as the console reads and answers it (decision 0019): the customer's WhatsApp messages
// and the operators' answers, each answer with what its outbox row says became of it. An answer goes as a free text
// inside WhatsApp's 24-hour window (the customer wrote on the order's number less than 24 hours ago), else as the
// garage_reply template asking the customer to write back, which opens the window again.
import { type Conversation, type ConversationMessage, WHATSAPP_WINDOW_MS } from '@motomitra/domain/conversation';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMessages, customers, orders, outbox } from '../../db/schema.ts';
import { conflict, notFound } from '../../http-error.ts';
import { channelsOf, latestConsent } from '../customers/channels.ts';
import { orderPageUrl } from '../notifications/letters.ts';
import { oneLine } from '../notifications/text-values.ts';
import type { Actor } from '../orders/timeline.ts';
import { lastInboundAt } from './inbound.ts';
import { phoneRow } from './queue.ts';

const operators = alias(customers, 'operators');

async function orderOf(db: Db | Tx, id: string) {
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  if (!o) throw notFound('No such order.');
  return o;
}

/** The order's conversation, oldest first, and whether a free text may answer it at `now`. */
export async function readConversation(db: Db | Tx, orderId: string, now: Date): Promise<Conversation> {
  const o = await orderOf(db, orderId);
  const rows = await db
    .select({
      m: conversationMessages,
      operatorName: operators.name,
      queue: outbox.status,
      delivery: outbox.deliveryStatus,
    })
    .from(conversationMessages)
    .leftJoin(outbox, eq(outbox.id, conversationMessages.outboxId))
    .leftJoin(operators, eq(operators.id, conversationMessages.operatorId))
    .where(eq(conversationMessages.orderId, orderId))
    .orderBy(asc(conversationMessages.at), asc(conversationMessages.id));
  const last = o.customerPhone === '' ? null : await lastInboundAt(db, o.customerPhone);
  const until = last ? new Date(last.getTime() + WHATSAPP_WINDOW_MS) : null;
  return {
    phone: o.customerPhone,
    lastInboundAt: last?.toISOString() ?? null,
    windowOpenUntil: until?.toISOString() ?? null,
    windowOpen: until !== null && until > now,
    whatsappConsent: (await latestConsent(db, o.customerId, 'whatsapp')) === true,
    messages: rows.map(
      ({ m, operatorName, queue, delivery }): ConversationMessage => ({
        _id: m.id,
        direction: m.direction,
        kind: m.kind,
        text: m.text,
        at: m.at.toISOString(),
        operatorName: m.direction === 'out' ? operatorName : null,
        queue: m.direction === 'out' ? queue : null,
        delivery: m.direction === 'out' ? delivery : null,
      }),
    ),
  };
}

/**
 * Queues an operator's answer on WhatsApp, in one transaction with its place in the conversation: the text itself
 * inside the window, the template that asks the customer to write back outside it. Refused for an erased account, for
 * a customer who turned WhatsApp off, and outside the window for one who never agreed to it.
 */
export async function replyOnConversation(
  db: Db,
  shop: { publicUrl: string },
  actor: Actor,
  orderId: string,
  text: string,
  now: Date,
): Promise<'text' | 'template'> {
  return db.transaction(async (tx) => {
    const o = await orderOf(tx, orderId);
    const channels = await channelsOf(tx, o.customerId);
    if (o.customerPhone === '' || channels.phone === '') {
      throw conflict('This customer erased their account: there is no number to write to.');
    }
    const consent = await latestConsent(tx, o.customerId, 'whatsapp');
    if (consent === false) throw conflict('The customer turned WhatsApp messages off: call them instead.');
    const last = await lastInboundAt(tx, o.customerPhone);
    const open = last !== null && now.getTime() - last.getTime() < WHATSAPP_WINDOW_MS;
    if (!open && consent !== true) {
      throw conflict(
        'The customer has not agreed to WhatsApp messages and has not written in the last 24 hours: call them instead.',
      );
    }
    const to = { to: o.customerPhone, customerId: o.customerId, orderId: o.id };
    const row = open
      ? {
          channel: 'whatsapp' as const,
          toAddress: to.to,
          customerId: to.customerId,
          orderId: to.orderId,
          subject: 'Reply from the garage',
          // No template: the worker sends the body as a free text, which WhatsApp takes inside the window only.
          body: text,
          template: null,
          language: channels.language,
        }
      : phoneRow(
          {
            ...to,
            channel: 'whatsapp',
            template: 'garage_reply',
            language: channels.language,
            values: [
              oneLine(o.customerName),
              o.oid,
              orderPageUrl({ id: o.id, language: channels.language, publicUrl: shop.publicUrl }),
            ],
          },
          now,
        );
    const [queued] = await tx.insert(outbox).values(row).returning({ id: outbox.id, body: outbox.body });
    if (!queued) throw new Error('the outbox did not take the reply');
    await tx.insert(conversationMessages).values({
      direction: 'out',
      kind: open ? 'text' : 'template',
      phone: o.customerPhone,
      customerId: o.customerId,
      orderId: o.id,
      text: queued.body,
      outboxId: queued.id,
      operatorId: actor.id,
      at: now,
    });
    return open ? 'text' : 'template';
  });
}
