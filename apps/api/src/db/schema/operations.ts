// Tables of the garage's work on an order: its timeline, the job card and GST invoices.

import { CITIES, type City, type OrderStatus, type PaymentStatus } from '@motomitra/domain/constants';
import {
  DECISION_CHANNELS,
  type DecisionChannel,
  JOB_ITEM_DECISIONS,
  type JobItemDecision,
} from '@motomitra/domain/lifecycle';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { customers } from './customers.ts';
import { inspectionPhotos } from './inspections.ts';
import { oneOf } from './one-of.ts';
import { orders } from './orders.ts';
import { subscriptions } from './subscriptions.ts';

/** Every change to an order (status, payment, job card, cancel): who, when, from, to. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<'customer' | 'operator' | 'system'>().notNull(),
    actorName: text('actor_name').notNull(),
    kind: text('kind').$type<'status' | 'payment' | 'job' | 'placed' | 'schedule' | 'assign' | 'labour'>().notNull(),
    /** A status, a payment status, or (kind 'schedule') the date and slot moved from and to. */
    fromValue: text('from_value').$type<OrderStatus | PaymentStatus | string | null>(),
    toValue: text('to_value').$type<OrderStatus | PaymentStatus | string | null>(),
    note: text('note').notNull().default(''),
  },
  (t) => [index('order_events_order').on(t.orderId, t.at)],
);

/**
 * Extra items on the job card, proposed after inspection: each is billed only once the customer approved it, in
 * the app or by phone (then who gave it and which operator recorded it are kept).
 */
export const jobItems = pgTable(
  'job_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decision: text('decision').$type<JobItemDecision>().notNull().default('proposed'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedVia: text('decided_via').$type<DecisionChannel>(),
    /** The person who answered on the phone, as the operator wrote it down. */
    decidedBy: text('decided_by'),
    /** The operator who recorded a phone decision. */
    recordedBy: uuid('recorded_by').references(() => customers.id, { onDelete: 'set null' }),
    /** The inspection photo of what was found (an item proposed from an inspection): the customer sees it. */
    photoId: uuid('photo_id').references((): AnyPgColumn => inspectionPhotos.id, { onDelete: 'set null' }),
    /**
     * The yearly plan's percentage off this work (decision 0023), fixed when it is proposed from the plan the vehicle
     * has then: the customer approves the price they were shown.
     */
    discountPercent: integer('discount_percent').notNull().default(0),
    /** The plan that gave the discount: a plan whose discount was given counts as used (no 14-day refund). */
    planSubscriptionId: uuid('plan_subscription_id').references((): AnyPgColumn => subscriptions.id),
  },
  (t) => [
    index('job_items_order').on(t.orderId),
    index('job_items_photo').on(t.photoId).where(sql`${t.photoId} is not null`),
    // Extra work proposed in a range, for the owner's reports (decision 0022): read from the index alone.
    index('job_items_created').on(t.createdAt, t.decision, t.quantity, t.unitPricePaise, t.discountPercent),
    oneOf('job_items_decision', t.decision, JOB_ITEM_DECISIONS),
    oneOf('job_items_decided_via', t.decidedVia, DECISION_CHANNELS),
    check(
      'job_items_decided',
      sql`(${t.decision} = 'proposed') = (${t.decidedAt} is null) and (${t.decidedVia} is null or ${t.decidedAt} is not null)`,
    ),
    check('job_items_quantity', sql`${t.quantity} between 1 and 1000`),
    check('job_items_price', sql`${t.unitPricePaise} between 0 and 100000000`),
    check(
      'job_items_discount',
      sql`${t.discountPercent} between 0 and 50 and (${t.discountPercent} = 0 or ${t.planSubscriptionId} is not null)`,
    ),
    index('job_items_plan').on(t.planSubscriptionId).where(sql`${t.planSubscriptionId} is not null`),
  ],
);

/** The last invoice number issued in each financial year: one row locked per issue keeps the series gap-free. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull().default(0),
});

export type InvoiceParty = { name: string; address: string; gstin?: string; email?: string; phone?: string };
export type InvoiceLine = {
  description: string;
  sac: string;
  quantity: number;
  unitPricePaise: number;
  amountPaise: number;
};

/**
 * A GST tax invoice, issued once when an order is paid, or when a yearly plan's payment is confirmed (decision 0023),
 * and never changed. It names exactly one of the two.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id),
    subscriptionId: uuid('subscription_id')
      .unique()
      .references(() => subscriptions.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentReference: text('payment_reference').notNull().default(''),
  },
  (t) => [
    unique('invoices_series').on(t.financialYear, t.sequence),
    index('invoices_customer').on(t.customerId),
    check('invoices_for_one', sql`(${t.orderId} is null) <> (${t.subscriptionId} is null)`),
  ],
);

/**
 * A GST credit note (decision 0023): issued once when a yearly plan's payment is refunded in full, against the plan's
 * invoice, which stays as issued. Numbered in a series of its own per financial year (counter key `CN-<year>`).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The gateway's refund (rfnd_…) it records. */
    refundReference: text('refund_reference').notNull().default(''),
  },
  (t) => [
    unique('credit_notes_series').on(t.financialYear, t.sequence),
    index('credit_notes_customer').on(t.customerId),
  ],
);

/**
 * A customer's rating of a delivered order's service: once per order. Shoppers see the first name and
 * city kept here (never more of the person); the garage may hide it with a reason, which its customer sees.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    firstName: text('first_name').notNull(),
    city: text('city').$type<City>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    oneOf('reviews_city', t.city, CITIES),
    index('reviews_product').on(t.productId, t.createdAt),
    // Ratings given in a range, for the owner's reports (decision 0022).
    index('reviews_created').on(t.createdAt, t.rating),
  ],
);
