// Tables of the customer's channels (decision 0019): one-time codes sent to a mobile number, and the consents given
// to each channel, with when and where.

import {
  CHANNELS,
  type Channel,
  CONSENT_SOURCES,
  type ConsentSource,
  OTP_PURPOSES,
  type OtpPurpose,
} from '@motomitra/domain/channels';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { oneOf } from './one-of.ts';

/**
 * A one-time code sent to a mobile number: only its HMAC is kept. It works once, until it expires or has been guessed
 * wrong too often; how many were sent to a number in the last hour is counted from these rows, which every instance
 * shares.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** +91XXXXXXXXXX */
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    /** For a change of number: the account that asked, which alone may use the code. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against this one; at the limit it is dead. */
    failedTries: integer('failed_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_phone').on(t.phone, t.createdAt), oneOf('otp_codes_purpose', t.purpose, OTP_PURPOSES)],
);

/** Each consent given or taken back, kept: the latest row of a customer's channel is where it stands now. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<Channel>().notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consents_customer').on(t.customerId, t.channel, t.at),
    oneOf('consents_channel', t.channel, CHANNELS),
    oneOf('consents_source', t.source, CONSENT_SOURCES),
  ],
);
