// The table of what reaches the shop through its public forms: contact enquiries, Earn-With-Us applications and
// vehicle requests.

import { ENQUIRY_KINDS, ENQUIRY_TOPICS, type EnquiryKind, type EnquiryTopic } from '@motomitra/domain/constants';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { oneOf } from './one-of.ts';

/** Contact enquiries, Earn-With-Us applications and vehicles customers asked to have added to the catalogue. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<EnquiryKind>().notNull(),
    /**
     * The customer who sent it while logged in (decision 0013): their export and erasure take the enquiries that are
     * provably theirs, not whatever a stranger typed with their e-mail address into a public form.
     */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Null only for a logged-in customer's vehicle request whose account has no e-mail address. */
    email: text('email'),
    mobile: text('mobile').notNull(),
    address: text('address'),
    occupation: text('occupation'),
    /** A contact enquiry's topic (where the form was opened) and message; null for an Earn-With-Us application. */
    topic: text('topic').$type<EnquiryTopic>(),
    message: text('message').notNull().default(''),
    handled: boolean('handled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_kind_created').on(t.kind, t.createdAt),
    oneOf('enquiries_topic', t.topic, ENQUIRY_TOPICS),
    oneOf('enquiries_kind', t.kind, ENQUIRY_KINDS),
  ],
);
