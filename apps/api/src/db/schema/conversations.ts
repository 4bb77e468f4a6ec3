// A customer's WhatsApp conversation with the garage (decision 0019): what they wrote or tapped, and what an operator
// answered, on the order it is about.

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { orders } from './orders.ts';
import { outbox } from './outbox.ts';

export type ConversationDirection = 'in' | 'out';
/** A typed text, a tapped reply button, or an operator's answer sent as a template outside WhatsApp's 24-hour window. */
export type ConversationKind = 'text' | 'button' | 'template';

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    direction: text('direction').$type<ConversationDirection>().notNull(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    /** The customer's number, +91XXXXXXXXXX, as WhatsApp gave it or as the answer went to. */
    phone: text('phone').notNull(),
    /** The customer the number belongs to, when one does. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The order it is about: the customer's open order when the message came, else their latest. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** An incoming message's WhatsApp id: Meta sends a webhook again until it is answered, and it is kept once. */
    providerMessageId: text('provider_message_id'),
    /** An answer's message in the outbox, which says what became of it. */
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    /** The operator who answered. */
    operatorId: uuid('operator_id').references(() => customers.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_order').on(t.orderId, t.at),
    index('conversation_messages_phone').on(t.phone, t.at),
    uniqueIndex('conversation_messages_provider')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    check('conversation_messages_direction', sql`${t.direction} in ('in', 'out')`),
    check('conversation_messages_kind', sql`${t.kind} in ('text', 'button', 'template')`),
  ],
);
