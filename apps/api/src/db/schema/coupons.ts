// Tables of coupons: the codes the shop offers and the one a customer applied to each cart item.

import type { DiscountType } from '@motomitra/domain/constants';
import type { CouponTranslations } from '@motomitra/domain/coupons';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cartItems } from './customers.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case. */
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    /** Paise for a fixed discount, whole percent for a percentage discount. */
    amount: integer('amount').notNull(),
    minCartPaise: integer('min_cart_paise').notNull().default(0),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Only for a customer with no booking yet (one not cancelled): checked again inside place_order's lock. */
    firstBookingOnly: boolean('first_booking_only').notNull().default(false),
    /** The description in Marathi and Hindi; an empty one is shown in English. */
    translations: jsonb('translations').$type<CouponTranslations>().notNull().default({}),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_amount_positive', sql`${t.amount} > 0`),
    check('coupons_uses_within_limit', sql`${t.totalLimit} is null or ${t.uses} <= ${t.totalLimit}`),
  ],
);

/**
 * The coupon a customer applied to a cart item: it stays applied (back from checkout, after a reload) until removed,
 * replaced, or the item leaves the cart; whether it still applies is decided again at every read.
 */
export const cartItemCoupons = pgTable('cart_item_coupons', {
  cartItemId: uuid('cart_item_id')
    .primaryKey()
    .references(() => cartItems.id, { onDelete: 'cascade' }),
  couponId: uuid('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
});
