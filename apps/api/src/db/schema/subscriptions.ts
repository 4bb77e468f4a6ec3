// Tables of the yearly plans customers bought (decision 0023): one row a plan bought for one vehicle in one city, with
// what it was sold with (a snapshot: editing or withdrawing the plan never changes it), and one row a use a booking took.

import { CITIES, type City } from '@motomitra/domain/constants';
import type { Language } from '@motomitra/domain/language';
import type { PlanTexts } from '@motomitra/domain/plans';
import { type StoredSubscriptionStatus, SUBSCRIPTION_STATUSES } from '@motomitra/domain/subscriptions';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { customers, customerVehicles } from './customers.ts';
import { oneOf } from './one-of.ts';
import { orders } from './orders.ts';
import { plans } from './plans.ts';

/** What a plan included when it was sold. */
export type SoldPlan = {
  texts: Record<Language, PlanTexts>;
  services: { productId: string; productName: string; uses: number }[];
  extraWorkPercent: number;
  freePickupDrop: boolean;
  breakdownCalls: number;
};

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    /** SUB-000123: the payment link's reference_id and the invoice's. */
    reference: text('reference').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    vehicleId: uuid('vehicle_id').references(() => customerVehicles.id, { onDelete: 'set null' }),
    registrationNumber: text('registration_number').notNull(),
    city: text('city').$type<City>().notNull(),
    tier: text('tier').notNull(),
    pricePaise: integer('price_paise').notNull(),
    sold: jsonb('sold').$type<SoldPlan>().notNull(),
    status: text('status').$type<StoredSubscriptionStatus>().notNull().default('pending'),
    /** The first and last IST day it covers, from the day it was paid. */
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The gateway's payment (pay_…). */
    paymentReference: text('payment_reference'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('subscriptions_status', t.status, SUBSCRIPTION_STATUSES),
    oneOf('subscriptions_city', t.city, CITIES),
    index('subscriptions_customer').on(t.customerId, t.createdAt),
    // One plan being bought per vehicle at a time. A running plan may have its renewal bought in its last days, which
    // starts the day after it ends: purchases decide that under the vehicle's row lock, and no two running plans of a
    // vehicle end on the same day.
    uniqueIndex('subscriptions_one_waiting_per_vehicle').on(t.vehicleId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('subscriptions_one_running_per_day').on(t.vehicleId, t.endsOn).where(sql`${t.status} = 'active'`),
  ],
);

/** A use of a plan's service by a booking, taken in the booking's transaction; a cancelled booking gives it back. */
export const subscriptionUses = pgTable(
  'subscription_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_uses_subscription').on(t.subscriptionId, t.productId)],
);

/** A breakdown assistance call the garage answered under a plan (decision 0023), as an operator recorded it. */
export const subscriptionCalls = pgTable(
  'subscription_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    /** Where the vehicle stood and what was done, as the operator wrote it. */
    note: text('note').notNull(),
    recordedBy: uuid('recorded_by').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_calls_subscription').on(t.subscriptionId, t.createdAt)],
);
