// Coupons: the list a cart shows (each marked eligible or not), applying one to a cart, and counting a use
// atomically when an order is placed (and giving it back when the order is cancelled).

import type { ApplyCouponResponse, CouponSummary } from '@motomitra/domain/booking';
import {
  COUPON_PROBLEMS,
  type CouponProblem,
  type CouponRule,
  cartAmounts,
  couponAmountOnWire,
  couponProblem,
  normalizeCouponCode,
} from '@motomitra/domain/coupons';
import { MESSAGES } from '@motomitra/domain/messages';
import { paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import { and, asc, count, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { coupons, orders } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http-error.ts';
import { findOwnLine, linePricePaise } from '../cart/service.ts';

type Q = Db | Tx;
export type CouponRow = typeof coupons.$inferSelect;

export function ruleOf(row: CouponRow): CouponRule {
  return {
    discountType: row.discountType,
    amount: row.amount,
    minCartPaise: row.minCartPaise,
    validFrom: row.validFrom,
    validTo: row.validTo,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    uses: row.uses,
    active: row.active,
  };
}

/** The 4xx for a coupon that does not apply; field errors point at the coupon code. */
export function couponError(problem: CouponProblem): HttpError {
  const { status, message } = COUPON_PROBLEMS[problem];
  return new HttpError(status, message, { couponCode: message });
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
  // The coupon and this customer's uses of it, in one round trip (checkout runs this inside its transaction).
  const [found] = await q
    .select({
      coupon: coupons,
      customerUses: sql<number>`(select count(*)::int from orders o where o.customer_id = ${customerId}
        and o.coupon_id = "coupons"."id" and o.status <> 'cancelled')`,
    })
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)));
  if (!found) throw couponError('unknown');
  const problem = couponProblem(ruleOf(found.coupon), { now, cartPaise, customerUses: Number(found.customerUses) });
  if (problem) throw couponError(problem);
  return found.coupon;
}

/**
 * Counts one use, only while uses < total_limit: a conditional UPDATE, so concurrent orders can never take more uses
 * than the limit (the row lock makes the second one re-read the count). False when the last use is gone.
 */
export async function takeCouponUse(tx: Tx, couponId: string): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        or(isNull(coupons.totalLimit), lt(coupons.uses, coupons.totalLimit)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function giveBackCouponUse(tx: Tx, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(and(eq(coupons.id, couponId), gt(coupons.uses, 0)));
}

/** Active coupons, those this customer can use on a cart of `amountPaise` first (when no amount: ignoring the minimum). */
export async function listCoupons(
  db: Db,
  customerId: string,
  amountPaise: number | null,
  now: Date,
): Promise<CouponSummary[]> {
  const [rows, usedRows] = await Promise.all([
    db.select().from(coupons).where(eq(coupons.active, true)).orderBy(asc(coupons.minCartPaise), asc(coupons.code)),
    db
      .select({ couponId: orders.couponId, n: count() })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), isNotNull(orders.couponId), ne(orders.status, 'cancelled')))
      .groupBy(orders.couponId),
  ]);
  const used = new Map(usedRows.map((r) => [r.couponId, r.n]));
  const list = rows.map((c): CouponSummary => {
    const problem = couponProblem(ruleOf(c), {
      now,
      cartPaise: amountPaise ?? Number.MAX_SAFE_INTEGER,
      customerUses: used.get(c.id) ?? 0,
    });
    return {
      id: c.id,
      couponCode: c.code,
      amount: couponAmountOnWire(c),
      discountType: c.discountType,
      description: c.description,
      minCartAmount: paiseToRupees(c.minCartPaise),
      validFrom: c.validFrom,
      validTo: c.validTo,
      eligible: problem === null,
      reason: problem ? COUPON_PROBLEMS[problem].message : null,
    };
  });
  // Stable: eligible coupons first, each group in the order of its minimum cart amount.
  return [...list.filter((c) => c.eligible), ...list.filter((c) => !c.eligible)];
}

/** Applies a coupon to a cart: the item's server price when cartId is sent, else the cart amount sent. */
export async function applyCoupon(
  db: Db,
  customerId: string,
  input: { couponCode: string; cartAmount?: number | undefined; cartId?: string | undefined },
  now: Date,
): Promise<ApplyCouponResponse> {
  if (!input.couponCode.trim()) throw couponError('empty');
  let totalPaise: number;
  if (input.cartId) {
    totalPaise = linePricePaise(await findOwnLine(db, customerId, input.cartId));
  } else if (input.cartAmount !== undefined) {
    totalPaise = rupeesToPaise(input.cartAmount);
  } else {
    throw badRequest('Send the cart amount in rupees.', { cartAmount: 'Send the cart amount in rupees.' });
  }
  const coupon = await checkCoupon(db, customerId, input.couponCode, totalPaise, now);
  const amounts = cartAmounts([totalPaise], coupon);
  return {
    success: true,
    message: MESSAGES.couponApplied,
    coupon: { couponCode: coupon.code, discountType: coupon.discountType, amount: couponAmountOnWire(coupon) },
    discount: paiseToRupees(amounts.discountPaise),
    total: paiseToRupees(amounts.totalPaise),
    finalTotal: paiseToRupees(amounts.finalTotalPaise),
  };
}
