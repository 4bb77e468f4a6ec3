// Payments taken through the gateway (Razorpay Payment Links): one row a link the shop created for an order or a yearly
// plan, with the payment that paid it and, for a link paid after its order was cancelled, the refund.

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { orders } from './orders.ts';
import { subscriptions } from './subscriptions.ts';

export const LINK_STATUSES = ['created', 'partially_paid', 'paid', 'cancelled', 'expired'] as const;
export type PaymentLinkStatus = (typeof LINK_STATUSES)[number];

/**
 * A payment link for an order's amount due. At most one is open ('created') per order at a time; a paid one holds the
 * gateway's payment id, which no other link can hold, so one payment never pays twice.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order it is for; null for a yearly plan's link (decision 0023), which names its subscription instead. */
    orderId: uuid('order_id').references(() => orders.id),
    subscriptionId: uuid('subscription_id').references((): AnyPgColumn => subscriptions.id),
    /** The gateway's id (plink_…); the built-in test gateway uses its own. */
    gatewayLinkId: text('gateway_link_id').notNull().unique(),
    shortUrl: text('short_url').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<PaymentLinkStatus>().notNull().default('created'),
    /** The order's number (OID), sent as the link's reference_id. */
    referenceId: text('reference_id').notNull(),
    /** The gateway's payment (pay_…) that paid the link. */
    gatewayPaymentId: text('gateway_payment_id').unique(),
    /** How it was paid, as the gateway says: upi, card, netbanking, wallet. */
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundStatus: text('refund_status'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_links_one_open').on(t.orderId).where(sql`${t.status} = 'created'`),
    uniqueIndex('payment_links_one_open_subscription').on(t.subscriptionId).where(sql`${t.status} = 'created'`),
    check('payment_links_for_one', sql`(${t.orderId} is null) <> (${t.subscriptionId} is null)`),
    index('payment_links_order').on(t.orderId, t.createdAt),
    index('payment_links_open_since').on(t.createdAt).where(sql`${t.status} = 'created'`),
    // The payments given back, which the owner's reports keep out of revenue (decision 0022).
    index('payment_links_refunded').on(t.orderId, t.gatewayPaymentId).where(sql`${t.refundId} is not null`),
    oneOf('payment_links_status', t.status, LINK_STATUSES),
  ],
);

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
