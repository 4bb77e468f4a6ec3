// Coupons: the list a cart shows (each marked eligible or not), applying one to a cart, checking one for checkout
// (whose use place_order counts atomically), and giving a use back when an order is cancelled.

import type { ApplyCouponResponse, CartItem, CouponSummary } from '@motomitra/domain/booking';
import {
  COUPON_PROBLEMS,
  type CouponProblem,
  type CouponTranslations,
  cartAmounts,
  couponAmountOnWire,
  couponDescriptionIn,
  couponProblem,
} from '@motomitra/domain/coupons';
import type { Language } from '@motomitra/domain/language';
import { textIn } from '@motomitra/domain/messages-in';
import { paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import {
  type CreateCouponBody,
  CreateCouponBodySchema,
  type EditCouponBody,
  type OpsCoupon,
} from '@motomitra/domain/ops-admin';
import { say } from '@motomitra/domain/say';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { cartItemCoupons, coupons } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.ts';
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
    firstBookingOnly: c.firstBookingOnly,
    translations: c.translations,
    uses: c.uses,
    active: c.active,
  };
}

/** The columns an operator's coupon fields set; `before` holds the translations a partial one is merged into. */
function couponColumns(b: Partial<CreateCouponBody>, type: string | undefined, before: CouponTranslations = {}) {
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
    ...(b.firstBookingOnly !== undefined && { firstBookingOnly: b.firstBookingOnly }),
    ...(b.translations !== undefined && { translations: { ...before, ...b.translations } }),
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
    await db
      .update(coupons)
      .set(couponColumns(body, type, current.translations))
      .where(eq(coupons.id, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_CODE);
    throw err;
  }
}
