// The operator console's request rules: a coupon edit changes only what it sends; a new coupon takes defaults.
import { describe, expect, it } from 'vitest';
import { CreateCouponBodySchema, EditCouponBodySchema } from './ops-admin.ts';

describe('coupon bodies', () => {
  it('an edit keeps only the fields it sends (no defaults that would reset the rest)', () => {
    expect(EditCouponBodySchema.parse({ active: false })).toEqual({ active: false });
    expect(EditCouponBodySchema.parse({ description: ' Diwali ' })).toEqual({ description: 'Diwali' });
  });

  it('a new coupon fills what it leaves out', () => {
    expect(
      CreateCouponBodySchema.parse({ couponCode: 'new50', discountType: 'fixed_card_discount', amount: 50 }),
    ).toEqual({
      couponCode: 'NEW50',
      discountType: 'fixed_card_discount',
      amount: 50,
      description: '',
      minCartAmount: 0,
      validFrom: null,
      validTo: null,
      totalLimit: null,
      perCustomerLimit: null,
      firstBookingOnly: false,
      translations: {},
      active: true,
    });
  });

  it('still refuses a percentage above 100 and an end before the start', () => {
    expect(EditCouponBodySchema.safeParse({ discountType: 'percentage_discount', amount: 150 }).success).toBe(false);
    expect(EditCouponBodySchema.safeParse({ validFrom: '2026-12-10', validTo: '2026-12-01' }).success).toBe(false);
  });
});
