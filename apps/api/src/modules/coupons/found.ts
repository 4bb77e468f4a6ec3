// A coupon as checkout and the cart read it: the row, this customer's uses of it, their bookings and its terms, as
// one JSON value a larger query selects (checkout's one read, the cart's lines).

import { normalizeCouponCode } from '@motomitra/domain/coupons';
import { type SQL, sql } from 'drizzle-orm';
import { rowFromJson } from '../../db/json-rows.ts';
import { coupons } from '../../db/schema.ts';

export type CouponRow = typeof coupons.$inferSelect;

/**
 * A coupon as read for checking it: the row, how many of this customer's orders (not cancelled) use it, how many
 * bookings (not cancelled) they have at all, and its terms as the database function coupon_terms gives them (checkout
 * hands them to place_order, which takes the use only on those terms).
 */
export type CouponFound = { coupon: CouponRow; customerUses: number; bookings: number; terms: unknown };

/** How many bookings (orders not cancelled) a customer has: a first-booking coupon wants none. */
export const bookingsSql = (customerId: string | SQL) =>
  sql`(select count(*)::int from orders o where o.customer_id = ${customerId} and o.status <> 'cancelled')`;

/** A CouponFound as JSON, of the coupon `c` for this customer. */
const foundJsonSql = (customerId: string | SQL) =>
  sql`json_build_object('coupon', to_jsonb(c), 'terms', coupon_terms(c), 'customerUses',
    coupon_uses_by(${customerId}, c.id), 'bookings', ${bookingsSql(customerId)})`;

/**
 * The coupon with this code and this customer's uses of it, as one JSON value (null when there is no such code), for
 * a query to select: checkout reads it in the same round trip as the rest of what it needs.
 */
export function couponFoundSql(customerId: string, code: string): SQL {
  return sql`(select ${foundJsonSql(customerId)} from coupons c where c.code = ${normalizeCouponCode(code)})`;
}

/** The same for the coupon applied to a cart item (null when none), in a query over cart_items ci. */
export function appliedCouponSql(): SQL {
  return sql`(select ${foundJsonSql(sql`ci.customer_id`)}
    from cart_item_coupons cc join coupons c on c.id = cc.coupon_id where cc.cart_item_id = ci.id)`;
}

export type CouponFoundJson = {
  coupon: Record<string, unknown>;
  customerUses: number;
  bookings: number;
  terms: unknown;
};

/** What couponFoundSql selected, with the row mapped back to the schema's names and types. */
export function couponFoundFromJson(json: CouponFoundJson | null): CouponFound | null {
  return json
    ? {
        coupon: rowFromJson(coupons, json.coupon),
        customerUses: Number(json.customerUses),
        bookings: Number(json.bookings),
        terms: json.terms,
      }
    : null;
}
