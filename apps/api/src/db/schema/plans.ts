// Tables of yearly plans (decision 0023): what the garage sells, its yearly prices per city and tier, and the services
// it includes a number of uses of.

import { CITIES, type City, VEHICLE_TYPES, type VehicleType } from '@motomitra/domain/constants';
import type { Language } from '@motomitra/domain/language';
import {
  PLAN_MAX_BREAKDOWN_CALLS,
  PLAN_MAX_EXTRA_WORK_PERCENT,
  PLAN_MAX_USES,
  type PlanTexts,
} from '@motomitra/domain/plans';
import type { PriceRow } from '@motomitra/domain/pricing';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { oneOf } from './one-of.ts';

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
    /** Name and description in English, Marathi and Hindi. */
    texts: jsonb('texts').$type<Record<Language, PlanTexts>>().notNull(),
    extraWorkPercent: integer('extra_work_percent').notNull().default(0),
    freePickupDrop: boolean('free_pickup_drop').notNull().default(false),
    breakdownCalls: integer('breakdown_calls').notNull().default(0),
    /** Withdrawn from sale: no longer offered; those already sold are not touched. */
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('plans_vehicle_type', t.vehicleType, VEHICLE_TYPES),
    check(
      'plans_extra_work_percent',
      sql`${t.extraWorkPercent} between 0 and ${sql.raw(String(PLAN_MAX_EXTRA_WORK_PERCENT))}`,
    ),
    check('plans_breakdown_calls', sql`${t.breakdownCalls} between 0 and ${sql.raw(String(PLAN_MAX_BREAKDOWN_CALLS))}`),
  ],
);

/** One yearly price per plan, city and tier, in paise (the services' rule, product_prices). */
export const planPrices = pgTable(
  'plan_prices',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    city: text('city').$type<City>().notNull(),
    tier: text('tier').$type<PriceRow['tier']>().notNull(),
    pricePaise: integer('price_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.city, t.tier] }),
    check('plan_prices_positive', sql`${t.pricePaise} > 0`),
    oneOf('plan_prices_city', t.city, CITIES),
  ],
);

/** The uses of one service a plan includes for its year. */
export const planServices = pgTable(
  'plan_services',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.productId] }),
    check('plan_services_uses', sql`${t.uses} between 1 and ${sql.raw(String(PLAN_MAX_USES))}`),
  ],
);
