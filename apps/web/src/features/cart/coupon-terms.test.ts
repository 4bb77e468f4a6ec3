import type { CouponSummary } from '@motomitra/domain/coupons-api';
import { describe, expect, it } from 'vitest';
import { couponTerms } from './coupon-terms.ts';

const coupon = (c: Partial<CouponSummary>): CouponSummary => ({
  id: 'c1',
  couponCode: 'MONSOON10',
  amount: 10,
  discountType: 'percentage_discount',
  description: '',
  minCartAmount: 0,
  validFrom: null,
  validTo: null,
  firstBookingOnly: false,
  perCustomerLimit: null,
  eligible: true,
  reason: null,
  ...c,
});

describe('a coupon’s terms on its card', () => {
  it('says nothing of a coupon anyone may use on any cart, any number of times, with no end', () => {
    expect(couponTerms(coupon({}))).toEqual([]);
  });

  it('says who, how often, on what amount and until when, in that order', () => {
    expect(
      couponTerms(coupon({ firstBookingOnly: true, perCustomerLimit: 1, minCartAmount: 499, validTo: '2026-12-31' })),
    ).toEqual([
      'For your first booking only.',
      'Once per customer.',
      'On carts of ₹499 or more.',
      'Valid till 31/12/2026.',
    ]);
  });

  it('counts the uses a customer has when more than one', () => {
    expect(couponTerms(coupon({ perCustomerLimit: 3 }))).toEqual(['Up to 3 times per customer.']);
  });
});
