// Tables of people and their saved things: customers (and operators), sessions, saved vehicles, cart items.

import {
  type CarSegment,
  CITIES,
  type City,
  type FuelType,
  type Gender,
  type VehicleType,
} from '@motomitra/domain/constants';
import { LANGUAGES, type Language } from '@motomitra/domain/language';
import { REMINDER_KINDS, type ReminderKind } from '@motomitra/domain/reminders';
import { STAFF_ROLES, type StaffRole } from '@motomitra/domain/staff';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, vehicleCatalogue } from './catalogue.ts';
import { oneOf } from './one-of.ts';

export type OtherAddress = { addressLabel: string; address: string };
export type Role = 'customer' | 'operator';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Sequence number behind the CXID (CX000123). */
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    role: text('role').$type<Role>().notNull().default('customer'),
    /** An operator's role among the garage's staff (decision 0021); null for a customer, never null for an operator. */
    staffRole: text('staff_role').$type<StaffRole>(),
    /** False for a member of staff an admin switched off: they cannot log in, and their sessions ended. */
    active: boolean('active').notNull().default(true),
    name: text('name').notNull(),
    /** Null for an account made with a mobile number and a code (decision 0019): e-mail is optional there. */
    email: text('email'),
    /** +91XXXXXXXXXX */
    phone: text('phone').notNull(),
    /** When a code sent to `phone` proved it is the customer's: a verified number belongs to one live account. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Null for an account made with a mobile number: it logs in with a code until it sets a password. */
    passwordHash: text('password_hash'),
    city: text('city').$type<City>(),
    dob: date('dob'),
    gender: text('gender').$type<Gender>(),
    address: text('address').notNull().default(''),
    otherAddresses: jsonb('other_addresses').$type<OtherAddress[]>().notNull().default([]),
    avatarUrl: text('avatar_url'),
    /** The language the customer chose (decision 0012): their pages after login, and their e-mails. Null: never chose. */
    language: text('language').$type<Language>(),
    /** Reminder e-mails wanted (decision 0014): off from edit-account or an e-mail's one-click link. */
    reminders: boolean('reminders').notNull().default(true),
    /**
     * When the customer erased their account (decision 0013): the row stays, emptied, because their orders
     * and GST invoices point to it; it can never log in, and the e-mail is free to register again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('customers_phone_verified')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null and ${t.deletedAt} is null`),
    oneOf('customers_city', t.city, CITIES),
    oneOf('customers_language', t.language, LANGUAGES),
    oneOf('customers_staff_role', t.staffRole, STAFF_ROLES),
    check('customers_staff_has_role', sql`(${t.role} = 'operator') = (${t.staffRole} is not null)`),
  ],
);

/** Server-side sessions; only a hash of the cookie value is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_at').on(t.expiresAt), index('sessions_customer').on(t.customerId)],
);

/** A customer's saved vehicle: a copy of the catalogue entry plus the registration number. */
export const customerVehicles = pgTable(
  'customer_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    catalogueId: uuid('catalogue_id').references(() => vehicleCatalogue.id, { onDelete: 'set null' }),
    vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
    makeModel: text('make_model').notNull(),
    variant: text('variant').notNull(),
    fuelType: text('fuel_type').$type<FuelType>().notNull(),
    bikeCc: integer('bike_cc'),
    carType: text('car_type').$type<CarSegment>(),
    vehicleImage: text('vehicle_image').notNull(),
    regNumber: text('reg_number').notNull(),
    /** Expiry dates the customer saved, each reminded REMINDER_LEAD_DAYS before (decision 0014). */
    insuranceExpiresOn: date('insurance_expires_on'),
    pucExpiresOn: date('puc_expires_on'),
    /** When the service last delivered on this vehicle is due again, and which service in which city to book. */
    serviceDueOn: date('service_due_on'),
    serviceProductId: uuid('service_product_id').references(() => products.id, { onDelete: 'set null' }),
    serviceCity: text('service_city').$type<City>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('customer_vehicles_reg').on(t.customerId, t.regNumber),
    oneOf('customer_vehicles_service_city', t.serviceCity, CITIES),
  ],
);

/**
 * Each reminder sent, once (decision 0014): the unique (vehicle, kind, date) is what keeps two API processes, or one run
 * after a crash, from sending it twice; the row is written in the transaction that queues its e-mail.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => customerVehicles.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    dueOn: date('due_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reminders_once').on(t.vehicleId, t.kind, t.dueOn),
    oneOf('reminders_kind', t.kind, REMINDER_KINDS),
    index('reminders_customer').on(t.customerId),
    // Reminders sent in a range, for the owner's reports (decision 0022).
    index('reminders_sent').on(t.sentAt, t.customerId, t.kind),
  ],
);

/** A service priced for one saved vehicle in one city; the amount is always recomputed from the catalogue. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => customerVehicles.id, { onDelete: 'cascade' }),
    city: text('city').$type<City>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_once').on(t.customerId, t.productId, t.vehicleId, t.city),
    oneOf('cart_items_city', t.city, CITIES),
  ],
);

/** Failed log-in counters per account and per client address, for slowing down and refusing password guessing. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/** A password-reset link's token, stored as its hash: single use, valid for 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_customer').on(t.customerId), index('password_resets_expires_at').on(t.expiresAt)],
);
