// Coupons for customers: the list a cart shows (each marked eligible or not), applying one to a cart, checking one for
// checkout (whose use place_order counts atomically), and giving a use back when an order is cancelled. What operators
// manage is in ops-coupons.ts.

import type { CartItem } from '@motomitra/domain/booking';
import {
  COUPON_PROBLEMS,
  type CouponProblem,
  cartAmounts,
  couponAmountOnWire,
  couponDescriptionIn,
  couponProblem,
} from '@motomitra/domain/coupons';
import type { ApplyCouponResponse, CouponSummary } from '@motomitra/domain/coupons-api';
import type { Language } from '@motomitra/domain/language';
import { textIn } from '@motomitra/domain/messages-in';
import { paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import { say } from '@motomitra/domain/say';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cartItemCoupons, coupons } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http-error.ts';
import { findOwnLine, linePrice } from '../cart/lines.ts';
import { bookingsSql, type CouponFound, type CouponRow, couponFoundFromJson, couponFoundSql } from './found.ts';

type Q = Db | Tx;

/** The 4xx for a coupon that does not apply; field errors point at the coupon code. */
export function couponError(problem: CouponProblem): HttpError {
  const { status, message } = COUPON_PROBLEMS[problem];
  return new HttpError(status, message, { couponCode: message });
}

/** The coupon if this customer may use it now on a cart of `cartPaise`, else the 4xx that says why not. */
export function usableCoupon(found: CouponFound | null, ctx: { now: Date; cartPaise: number }): CouponRow {
  if (!found) throw couponError('unknown');
  const problem = couponProblem(found.coupon, { ...ctx, customerUses: found.customerUses, bookings: found.bookings });
  if (problem) throw couponError(problem);
  return found.coupon;
}

/** A coupon the customer may use now on a cart of `cartPaise`, or the 4xx that says why not. */
export async function checkCoupon(
  q: Q,
  customerId: string,
  code: string,
  cartPaise: number,
  now: Date,
): Promise<CouponRow> {
  if (!code.trim()) throw couponError('empty');
  const result = (await q.execute(sql`select ${couponFoundSql(customerId, code)} as found`)) as unknown as {
    rows: { found: Parameters<typeof couponFoundFromJson>[0] }[];
  };
  return usableCoupon(couponFoundFromJson(result.rows[0]?.found ?? null), { now, cartPaise });
}

export async function giveBackCouponUse(tx: Tx, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(and(eq(coupons.id, couponId), gt(coupons.uses, 0)));
}

/** A coupon on the customer's screens: its description and why it does not apply, in their language. */
const inLanguage = (c: CouponRow, problem: CouponProblem | null, language: Language) => ({
  description: couponDescriptionIn(c.description, c.translations, language),
  reason: problem ? textIn(COUPON_PROBLEMS[problem].message, language) : null,
});

/**
 * Active coupons, those this customer can use on a cart of `amountPaise` first (when no amount: ignoring the
 * minimum). A coupon for a first booking is not offered to a customer who has booked already: it can never apply.
 */
export async function listCoupons(
  db: Db,
  customerId: string,
  amountPaise: number | null,
  now: Date,
  language: Language = 'en',
): Promise<CouponSummary[]> {
  const rows = await db
    .select({
      c: coupons,
      customerUses: sql`coupon_uses_by(${customerId}, ${coupons.id})`.mapWith(Number),
      bookings: bookingsSql(customerId).mapWith(Number),
    })
    .from(coupons)
    .where(eq(coupons.active, true))
    .orderBy(asc(coupons.minCartPaise), asc(coupons.code));
  const list = rows
    .filter(({ c, bookings }) => !(c.firstBookingOnly && bookings > 0))
    .map(({ c, customerUses, bookings }): CouponSummary => {
      const problem = couponProblem(c, {
        now,
        cartPaise: amountPaise ?? Number.MAX_SAFE_INTEGER,
        customerUses,
        bookings,
      });
      return {
        id: c.id,
        couponCode: c.code,
        amount: couponAmountOnWire(c),
        discountType: c.discountType,
        minCartAmount: paiseToRupees(c.minCartPaise),
        validFrom: c.validFrom,
        validTo: c.validTo,
        firstBookingOnly: c.firstBookingOnly,
        perCustomerLimit: c.perCustomerLimit,
        eligible: problem === null,
        ...inLanguage(c, problem, language),
      };
    });
  // Stable: eligible coupons first, each group in the order of its minimum cart amount.
  return [...list.filter((c) => c.eligible), ...list.filter((c) => !c.eligible)];
}

/** What a coupon takes off an amount, as the wire says it. */
function discountOnWire(coupon: CouponRow, totalPaise: number) {
  const amounts = cartAmounts([totalPaise], coupon);
  return {
    coupon: { couponCode: coupon.code, discountType: coupon.discountType, amount: couponAmountOnWire(coupon) },
    discount: paiseToRupees(amounts.discountPaise),
    total: paiseToRupees(amounts.totalPaise),
    finalTotal: paiseToRupees(amounts.finalTotalPaise),
  };
}

/**
 * Applies a coupon: to one of the customer's cart items when cartId is sent (priced by the server; the coupon then
 * stays applied to that item until removed or replaced), else to the cart amount sent (the spec's call; nothing kept).
 */
export async function applyCoupon(
  db: Db,
  customerId: string,
  input: { couponCode: string; cartAmount?: number | undefined; cartId?: string | undefined },
  now: Date,
): Promise<ApplyCouponResponse> {
  if (!input.couponCode.trim()) throw couponError('empty');
  let totalPaise: number;
  if (input.cartId) {
    totalPaise = linePrice(await findOwnLine(db, customerId, input.cartId)).pricePaise;
  } else if (input.cartAmount !== undefined) {
    totalPaise = rupeesToPaise(input.cartAmount);
  } else {
    throw badRequest(say('cartAmountInRupees'), { cartAmount: say('cartAmountInRupees') });
  }
  const coupon = await checkCoupon(db, customerId, input.couponCode, totalPaise, now);
  if (input.cartId) {
    // The item may have left the cart since it was read (checked out in another tab): then nothing is kept.
    await db.execute(sql`insert into cart_item_coupons (cart_item_id, coupon_id)
      select ci.id, ${coupon.id} from cart_items ci where ci.id = ${input.cartId} and ci.customer_id = ${customerId}
      on conflict (cart_item_id) do update set coupon_id = excluded.coupon_id`);
  }
  return { success: true, message: say('couponApplied'), ...discountOnWire(coupon, totalPaise) };
}

/** Takes the coupon off one of the customer's cart items (403/404 for an item not theirs); none applied is fine. */
export async function removeCartCoupon(db: Db, customerId: string, cartId: string): Promise<void> {
  const line = await findOwnLine(db, customerId, cartId);
  await db.delete(cartItemCoupons).where(eq(cartItemCoupons.cartItemId, line.id));
}

/**
 * The coupon applied to a cart item as the cart shows it, decided again now: what it takes off, or (`dropped`) why it
 * no longer applies (expired, used up, the price changed under its minimum…), in the customer's language.
 */
export function appliedCouponToWire(
  found: CouponFound | null,
  pricePaise: number | null,
  now: Date,
  language: Language,
): Pick<CartItem, 'coupon' | 'couponDropped'> {
  if (!found) return { coupon: null, couponDropped: null };
  const { coupon } = found;
  const problem =
    pricePaise === null
      ? null
      : couponProblem(coupon, {
          now,
          cartPaise: pricePaise,
          customerUses: found.customerUses,
          bookings: found.bookings,
        });
  if (pricePaise === null || problem) {
    const reason = problem ? inLanguage(coupon, problem, language).reason : null;
    return { coupon: null, couponDropped: reason ? { couponCode: coupon.code, reason } : null };
  }
  const { coupon: applied, discount, finalTotal } = discountOnWire(coupon, pricePaise);
  return { coupon: { ...applied, discount, finalTotal }, couponDropped: null };
}
