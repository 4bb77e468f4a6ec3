// API contract of a cart's coupon calls (spec section 7): the coupons a cart may take, each marked eligible or not for
// this customer and amount, and applying one to a cart item or an amount. Amounts on the wire are rupees. Who may use a
// coupon, and what it takes off, is coupons.ts; what operators manage of coupons is ops-admin.ts.
import { z } from 'zod';
import { DISCOUNT_TYPES } from './constants.ts';
import { IdSchema } from './ids.ts';
import { say } from './say.ts';

const amountInRupees = z.coerce
  .number(say('cartAmountInRupees'))
  .min(0, say('cartAmountInRupees'))
  .max(10_000_000, say('cartAmountInRupees'));

export const CouponListQuerySchema = z.object({ amount: amountInRupees.optional() });

export const CouponSummarySchema = z.object({
  id: z.string(),
  couponCode: z.string(),
  /** Rupees for fixed_card_discount, percent for percentage_discount. */
  amount: z.number(),
  discountType: z.enum(DISCOUNT_TYPES),
  description: z.string(),
  /** Rupees. */
  minCartAmount: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Only for a customer's first booking. */
  firstBookingOnly: z.boolean(),
  /** How many times one customer may use it (1: once per customer); null: no limit per customer. */
  perCustomerLimit: z.number().int().nullable(),
  /** Informational: can this customer use it on a cart of `amount` now. */
  eligible: z.boolean(),
  /** Why not, when not eligible. */
  reason: z.string().nullable(),
});
export type CouponSummary = z.infer<typeof CouponSummarySchema>;
export const CouponListResponseSchema = z.object({ success: z.literal(true), coupons: z.array(CouponSummarySchema) });

export const ApplyCouponBodySchema = z.object({
  couponCode: z.string().max(100, say('couponUnknown')).optional().default(''),
  /** Rupees; ignored when cartId is sent (the server prices that item). */
  cartAmount: amountInRupees.optional(),
  cartId: IdSchema.optional(),
});

export const AppliedCouponSchema = z.object({
  couponCode: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  amount: z.number(),
});
export const ApplyCouponResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  coupon: AppliedCouponSchema,
  /** Rupees. */
  discount: z.number(),
  total: z.number(),
  /** Floored to whole rupees. */
  finalTotal: z.number(),
});
export type ApplyCouponResponse = z.infer<typeof ApplyCouponResponseSchema>;
