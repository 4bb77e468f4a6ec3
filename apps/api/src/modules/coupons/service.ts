// Coupons: the list a cart shows (each marked eligible or not), applying one to a cart, checking one for checkout
// (whose use place_order counts atomically), and giving a use back when an order is cancelled.

import type { ApplyCouponResponse, CouponSummary } from '@motomitra/domain/booking';
import {
  COUPON_PROBLEMS,
  type CouponProblem,
  cartAmounts,
  couponAmountOnWire,
  couponProblem,
  normalizeCouponCode,
} from '@motomitra/domain/coupons';
import { MESSAGES } from '@motomitra/domain/messages';
import { paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import {
  type CreateCouponBody,
  CreateCouponBodySchema,
  type EditCouponBody,
  type OpsCoupon,
} from '@motomitra/domain/ops-admin';
import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import { coupons } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
import { findOwnLine, linePrice } from '../cart/lines.ts';

type Q = Db | Tx;
export type CouponRow = typeof coupons.$inferSelect;

/** The 4xx for a coupon that does not apply; field errors point at the coupon code. */
export function couponError(problem: CouponProblem): HttpError {
  const { status, message } = COUPON_PROBLEMS[problem];
  return new HttpError(status, message, { couponCode: message });
}

/**
 * A coupon as read for checking it: the row, how many of this customer's orders (not cancelled) use it, and its terms
 * as the database function coupon_terms gives them (checkout hands them to place_order, which takes the use only on
 * those terms).
 */
export type CouponFound = { coupon: CouponRow; customerUses: number; terms: unknown };

/**
 * The coupon with this code and this customer's uses of it, as one JSON value (null when there is no such code), for
 * a query to select: checkout reads it in the same round trip as the rest of what it needs.
 */
export function couponFoundSql(customerId: string, code: string): SQL {
  return sql`(select json_build_object('coupon', to_jsonb(c), 'terms', coupon_terms(c), 'customerUses',
      coupon_uses_by(${customerId}, c.id))
    from coupons c where c.code = ${normalizeCouponCode(code)})`;
}

/** What couponFoundSql selected, with the row mapped back to the schema's names and types. */
export function couponFoundFromJson(
  json: { coupon: Record<string, unknown>; customerUses: number; terms: unknown } | null,
): CouponFound | null {
  return json
    ? { coupon: rowFromJson(coupons, json.coupon), customerUses: Number(json.customerUses), terms: json.terms }
    : null;
}

/** The coupon if this customer may use it now on a cart of `cartPaise`, else the 4xx that says why not. */
export function usableCoupon(found: CouponFound | null, ctx: { now: Date; cartPaise: number }): CouponRow {
  if (!found) throw couponError('unknown');
  const problem = couponProblem(found.coupon, { ...ctx, customerUses: found.customerUses });
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

/** Active coupons, those this customer can use on a cart of `amountPaise` first (when no amount: ignoring the minimum). */
export async function listCoupons(
  db: Db,
  customerId: string,
  amountPaise: number | null,
  now: Date,
): Promise<CouponSummary[]> {
  const rows = await db
    .select({ c: coupons, customerUses: sql`coupon_uses_by(${customerId}, ${coupons.id})`.mapWith(Number) })
    .from(coupons)
    .where(eq(coupons.active, true))
    .orderBy(asc(coupons.minCartPaise), asc(coupons.code));
  const list = rows.map(({ c, customerUses }): CouponSummary => {
    const problem = couponProblem(c, { now, cartPaise: amountPaise ?? Number.MAX_SAFE_INTEGER, customerUses });
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
    totalPaise = linePrice(await findOwnLine(db, customerId, input.cartId)).pricePaise;
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

// ---- What operators manage: the coupons, their terms and limits ----

function couponToWire(c: typeof coupons.$inferSelect): OpsCoupon {
  return {
    _id: c.id,
    couponCode: c.code,
    description: c.description,
    discountType: c.discountType,
    amount: couponAmountOnWire(c),
    minCartAmount: paiseToRupees(c.minCartPaise),
    validFrom: c.validFrom,
    validTo: c.validTo,
    totalLimit: c.totalLimit,
    perCustomerLimit: c.perCustomerLimit,
    uses: c.uses,
    active: c.active,
  };
}

function couponColumns(b: Partial<CreateCouponBody>, type: string | undefined) {
  return {
    ...(b.couponCode !== undefined && { code: b.couponCode }),
    ...(b.description !== undefined && { description: b.description }),
    ...(b.discountType !== undefined && { discountType: b.discountType }),
    ...(b.amount !== undefined && { amount: type === 'fixed_card_discount' ? rupeesToPaise(b.amount) : b.amount }),
    ...(b.minCartAmount !== undefined && { minCartPaise: rupeesToPaise(b.minCartAmount) }),
    ...(b.validFrom !== undefined && { validFrom: b.validFrom }),
    ...(b.validTo !== undefined && { validTo: b.validTo }),
    ...(b.totalLimit !== undefined && { totalLimit: b.totalLimit }),
    ...(b.perCustomerLimit !== undefined && { perCustomerLimit: b.perCustomerLimit }),
    ...(b.active !== undefined && { active: b.active }),
  };
}

/** Every coupon, newest first, as the operator console lists them. */
export async function opsCoupons(db: Db): Promise<OpsCoupon[]> {
  return (await db.select().from(coupons).orderBy(desc(coupons.createdAt))).map(couponToWire);
}

const DUPLICATE_CODE = 'A coupon with this code exists.';

export async function createCoupon(db: Db, body: CreateCouponBody): Promise<void> {
  try {
    await db.insert(coupons).values(couponColumns(body, body.discountType) as typeof coupons.$inferInsert);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_CODE);
    throw err;
  }
}

/** Changes some of a coupon's fields; the rules that tie fields together hold for the coupon as it will be. */
export async function editCoupon(db: Db, id: string, body: EditCouponBody): Promise<void> {
  const [current] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!current) throw notFound('No such coupon.');
  const type = body.discountType ?? current.discountType;
  if (type === 'percentage_discount' && body.amount === undefined && current.discountType !== type) {
    throw badRequest('Give the percentage when changing the kind of discount.', { amount: 'Required.' });
  }
  // A percentage up to 100, an end after the start: checked on the coupon as it will be, not only on what is sent.
  const after = CreateCouponBodySchema.safeParse({ ...couponToWire(current), ...body });
  if (!after.success) {
    const issue = after.error.issues[0];
    const message = issue?.message ?? 'The coupon is not valid.';
    throw badRequest(message, { [issue?.path.join('.') || '_']: message });
  }
  if (body.totalLimit != null && body.totalLimit < current.uses) {
    throw conflict(`This coupon was already used ${current.uses} times; the limit cannot be lower.`);
  }
  try {
    await db.update(coupons).set(couponColumns(body, type)).where(eq(coupons.id, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_CODE);
    throw err;
  }
}
