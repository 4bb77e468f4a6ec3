// What a customer sends the garage on WhatsApp (a text, or a tap on a template's reply button), as the webhook route
// hands it over once Meta's signature checks out (decision 0019). It is kept once on the customer's conversation,
// on their open order, and a tap on extra work's Approve or Decline decides those items as the customer's answer.
import { and, asc, desc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMessages, customers, orders } from '../../db/schema.ts';
import { decideByButton, parseButtonPayload } from './reply-buttons.ts';

export type InboundMessage = {
  providerMessageId: string;
  /** +91XXXXXXXXXX */
  from: string;
  at: Date;
  kind: 'text' | 'button';
  text: string;
  payload: string | null;
  /** The id of our message it answers (WhatsApp's context), when it answers one. */
  contextId: string | null;
};

/** The most a kept message holds: WhatsApp's own limit for a text. */
const TEXT_MAX = 4096;

/** The account a number belongs to: the live one that verified it, else the oldest live customer that gave it. */
export async function senderOf(tx: Tx, phone: string): Promise<{ id: string; name: string } | null> {
  const live = and(eq(customers.phone, phone), isNull(customers.deletedAt), eq(customers.role, 'customer'));
  const [verified] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(live, isNotNull(customers.phoneVerifiedAt)))
    .limit(1);
  if (verified) return verified;
  const [any] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(live)
    .orderBy(asc(customers.createdAt))
    .limit(1);
  return any ?? null;
}

/** The order a customer's message is about: their open order (the latest not delivered or cancelled), else the latest. */
export async function conversationOrderOf(tx: Tx, customerId: string): Promise<string | null> {
  const latest = (open: boolean) =>
    tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, customerId),
          open ? notInArray(orders.status, ['delivered', 'cancelled']) : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(1);
  const [open] = await latest(true);
  if (open) return open.id;
  const [last] = await latest(false);
  return last?.id ?? null;
}

/**
 * Keeps the message once (Meta repeats a webhook until it is answered, and may send two at once: the unique id lets
 * one insert through) and acts on a reply button the first time only. Never throws: an unknown number is kept without
 * a customer, a payload that names nothing of ours is kept and does nothing, and a failure is logged.
 */
export async function handleInbound(app: FastifyInstance, message: InboundMessage): Promise<void> {
  try {
    await app.db.transaction(async (tx) => {
      const sender = await senderOf(tx, message.from);
      const orderId = sender ? await conversationOrderOf(tx, sender.id) : null;
      const [kept] = await tx
        .insert(conversationMessages)
        .values({
          direction: 'in',
          kind: message.kind,
          phone: message.from,
          customerId: sender?.id ?? null,
          orderId,
          text: message.text.slice(0, TEXT_MAX),
          providerMessageId: message.providerMessageId,
          at: message.at,
        })
        .onConflictDoNothing()
        .returning({ id: conversationMessages.id });
      if (!kept || !sender) return;
      const button = message.kind === 'button' ? parseButtonPayload(message.payload) : null;
      if (!button) return;
      // In a savepoint: a decision that fails leaves the message kept.
      try {
        await tx.transaction((inner) => decideByButton(inner, sender, message.from, message.at, button));
      } catch (err) {
        app.log.error({ err, messageId: kept.id }, 'a WhatsApp reply button could not be applied');
      }
    });
  } catch (err) {
    app.log.error({ err }, 'an incoming WhatsApp message could not be kept');
  }
}

/** When a number last wrote to the garage: WhatsApp's 24-hour window for a free text runs from there. */
export async function lastInboundAt(tx: Db | Tx, phone: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: conversationMessages.at })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.phone, phone), eq(conversationMessages.direction, 'in')))
    .orderBy(desc(conversationMessages.at))
    .limit(1);
  return row?.at ?? null;
}
