// What operators manage of the coupons (/api/ops/coupons): the list with each one's terms, limits and uses, a new
// coupon, and a change to one that must still hold as a whole. Who may use a coupon, and what it takes off, is in
// service.ts.
import { type CouponTranslations, couponAmountOnWire } from '@motomitra/domain/coupons';
import { paiseToRupees, rupeesToPaise } from '@motomitra/domain/money';
import {
  type CreateCouponBody,
  CreateCouponBodySchema,
  type EditCouponBody,
  type OpsCoupon,
} from '@motomitra/domain/ops-admin';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { coupons } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';

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
