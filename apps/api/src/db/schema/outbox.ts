// The outbox: every message to a customer, on each of their channels (decision 0019), and what became of it.

import { CHANNELS, type Channel, DELIVERY_STATUSES, type DeliveryStatus } from '@motomitra/domain/channels';
import { LANGUAGES, type Language } from '@motomitra/domain/language';
import type { OutboxStatus } from '@motomitra/domain/outbox';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { oneOf } from './one-of.ts';
import { orders } from './orders.ts';

/**
 * Messages to customers, written in the same transaction as the change they report, and sent by a background worker
 * through their channel's provider (SMTP, WhatsApp's Cloud API, the SMS provider) with retry and backoff.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Whom it is for, when a customer: their consents and their conversation. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    channel: text('channel').$type<Channel>().notNull().default('email'),
    /** An e-mail address, or a mobile number as +91XXXXXXXXXX for WhatsApp and SMS. */
    toAddress: text('to_address').notNull(),
    /** An e-mail's subject; for WhatsApp and SMS, what the message is (its template's title), for the console. */
    subject: text('subject').notNull(),
    /** The text as the customer reads it, in their language (a template's text with its values filled in). */
    body: text('body').notNull(),
    /** WhatsApp's approved template, or the SMS template, by its name in the repository's catalogue. */
    template: text('template'),
    /** The template's language: the customer's. */
    language: text('language').$type<Language>(),
    /** The template's values, in its order. */
    variables: jsonb('variables').$type<string[]>(),
    /** What each of the template's reply buttons sends back when tapped, in the buttons' order (WhatsApp only). */
    buttonPayloads: jsonb('button_payloads').$type<string[]>(),
    /** One of the messages that fall back to SMS when WhatsApp cannot deliver them (codes, booking, payment). */
    essential: boolean('essential').notNull().default(false),
    /** The body holds a secret only its recipient may read (a password-reset link, a code): operators see it redacted. */
    secret: boolean('secret').notNull().default(false),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The order messages were written in (created_at is one value for a whole transaction): one recipient's messages
     * go out in this order.
     */
    seq: bigint('seq', { mode: 'number' }).generatedByDefaultAsIdentity().notNull(),
    /** The HMAC of the reset link this message carries: it is not sent once that link no longer works. */
    resetTokenHash: text('reset_token_hash'),
    /** Messages with one key while unsent are one message, rewritten by the next (extra work proposed in one round). */
    mergeKey: text('merge_key'),
    /** The provider's id of the message it took (WhatsApp's wamid, the SMS provider's request id). */
    providerMessageId: text('provider_message_id'),
    /** What the provider last said became of it, and when; why, when it failed. */
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>(),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
    /** The WhatsApp message this SMS stands in for, once that one could not be delivered: one stand-in at most. */
    fallbackOf: uuid('fallback_of').references((): AnyPgColumn => outbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('outbox_due').on(t.status, t.nextAttemptAt),
    // The messages still to go to one recipient, oldest first: the next one to send is the first of them.
    index('outbox_recipient_queue').on(sql`lower(${t.toAddress})`, t.seq).where(sql`${t.status} = 'pending'`),
    index('outbox_merge_key').on(t.mergeKey).where(sql`${t.mergeKey} is not null and ${t.status} = 'pending'`),
    index('outbox_order').on(t.orderId),
    index('outbox_customer').on(t.customerId),
    uniqueIndex('outbox_provider_message')
      .on(t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    uniqueIndex('outbox_fallback_once').on(t.fallbackOf).where(sql`${t.fallbackOf} is not null`),
    // The login codes whose rows still hold their code: the last minutes' only, as forgetDeadCodes takes each dead code
    // out (messaging/forget-codes.ts, whose query has this predicate word for word, so that the planner uses it).
    index('outbox_live_codes')
      .on(t.createdAt)
      .where(sql`${t.template} = 'login_code' and (${t.variables} ->> 0) <> '······'`),
    oneOf('outbox_channel', t.channel, CHANNELS),
    oneOf('outbox_language', t.language, LANGUAGES),
    oneOf('outbox_delivery_status', t.deliveryStatus, DELIVERY_STATUSES),
  ],
);
