// Tables of the catalogue: service lines, bookable products with their price rows, and the vehicle catalogue.

import type { DescriptionPoint } from '@motomitra/domain/catalogue';
import type { MainProductTranslations, ProductTranslations } from '@motomitra/domain/catalogue-texts';
import {
  type CarSegment,
  CITIES,
  FUEL_TYPES,
  type FuelType,
  type ProductCategory,
  type ServiceLine,
  type VehicleType,
} from '@motomitra/domain/constants';
import type { PriceRow } from '@motomitra/domain/pricing';
import { SERVICE_INTERVAL_MAX_MONTHS } from '@motomitra/domain/reminders';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The six service lines shown on the home page ("main products"). */
export const mainProducts = pgTable('main_products', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  productName: text('product_name').notNull(),
  category: text('category').$type<ServiceLine>().notNull(),
  image: text('image').notNull(),
  description: jsonb('description').$type<string[]>().notNull().default([]),
  /** The name and points in Marathi and Hindi (catalogue-texts.ts); what is missing is shown in English. */
  translations: jsonb('translations').$type<MainProductTranslations>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

/** Bookable, priced services. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    productName: text('product_name').notNull(),
    category: text('category').$type<ProductCategory>().notNull(),
    image: text('image').notNull(),
    description: jsonb('description').$type<DescriptionPoint[]>().notNull().default([]),
    additionalInfo: jsonb('additional_info').$type<string[]>().notNull().default([]),
    /** The name, points and additional information in Marathi and Hindi; what is missing is shown in English. */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    published: boolean('published').notNull().default(true),
    /** Months after delivery when the vehicle is due for it again (service reminders); null: not repeated. */
    serviceIntervalMonths: integer('service_interval_months'),
    /** The fuels it is for (no oil change for an electric vehicle); null: every fuel. */
    fuels: text('fuels').array().$type<FuelType[]>(),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'products_service_interval',
      sql`${t.serviceIntervalMonths} is null or ${t.serviceIntervalMonths} between 1 and ${sql.raw(String(SERVICE_INTERVAL_MAX_MONTHS))}`,
    ),
    // A list names at least one fuel, each a fuel the domain knows (FUEL_TYPES); every fuel is kept as null.
    check(
      'products_fuels',
      sql`${t.fuels} is null or (cardinality(${t.fuels}) between 1 and ${sql.raw(String(FUEL_TYPES.length - 1))} and ${t.fuels} <@ array[${sql.raw(FUEL_TYPES.map((f) => `'${f}'`).join(', '))}]::text[])`,
    ),
  ],
);

/** One price per product, city and tier (a bike cc band or a car segment), in paise. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    city: text('city').$type<PriceRow['city']>().notNull(),
    tier: text('tier').$type<PriceRow['tier']>().notNull(),
    pricePaise: integer('price_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.city, t.tier] }),
    check('product_prices_positive', sql`${t.pricePaise} > 0`),
    oneOf('product_prices_city', t.city, CITIES),
  ],
);

/** Vehicles sold in India that customers can save; cc and segment decide the price tier. */
export const vehicleCatalogue = pgTable(
  'vehicle_catalogue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    variant: text('variant').notNull(),
    fuelType: text('fuel_type').$type<FuelType>().notNull(),
    bikeCc: integer('bike_cc'),
    carType: text('car_type').$type<CarSegment>(),
    image: text('image').notNull(),
    ...timestamps,
  },
  (t) => [unique('vehicle_catalogue_make_model_variant').on(t.make, t.model, t.variant)],
);
