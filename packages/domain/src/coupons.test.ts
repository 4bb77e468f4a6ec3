// Coupon arithmetic (properties: discount ≤ total, floored final total, percentage of the first item) and eligibility.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_PROBLEMS,
  type CouponRule,
  cartAmounts,
  couponAmountOnWire,
  couponProblem,
  payableRupees,
} from './coupons.ts';
import { englishOf } from './keyed-text.ts';
import { say } from './say.ts';

const paise = fc.integer({ min: 0, max: 5_000_000 });
const items = fc.array(paise, { minLength: 1, maxLength: 5 });
const fixed = fc.record({
  discountType: fc.constant('fixed_card_discount' as const),
  amount: fc.integer({ min: 1, max: 10_000_000 }),
});
const percentage = fc.record({
  discountType: fc.constant('percentage_discount' as const),
  amount: fc.integer({ min: 1, max: 150 }),
});
const anyCoupon = fc.oneof(fixed, percentage);

describe('cartAmounts', () => {
  it('never gives a discount above the total, nor a negative one', () => {
    fc.assert(
      fc.property(items, anyCoupon, (totals, coupon) => {
        const a = cartAmounts(totals, coupon);
        expect(a.discountPaise).toBeGreaterThanOrEqual(0);
        expect(a.discountPaise).toBeLessThanOrEqual(a.totalPaise);
        expect(a.finalTotalPaise).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('floors the final total to whole rupees, never more than a rupee below total − discount', () => {
    fc.assert(
      fc.property(items, fc.option(anyCoupon, { nil: null }), (totals, coupon) => {
        const a = cartAmounts(totals, coupon);
        expect(a.finalTotalPaise % 100).toBe(0);
        const exact = a.totalPaise - a.discountPaise;
        expect(a.finalTotalPaise).toBeLessThanOrEqual(exact);
        expect(exact - a.finalTotalPaise).toBeLessThan(100);
      }),
    );
  });

  it('takes a percentage of the FIRST item only, whatever the other items cost', () => {
    fc.assert(
      fc.property(items, items, percentage, (first, rest, coupon) => {
        const head = first[0] ?? 0;
        const a = cartAmounts([head, ...rest], coupon);
        const expected = Math.min(Math.floor((head * coupon.amount) / 100), a.totalPaise);
        expect(a.discountPaise).toBe(expected);
        expect(a.totalPaise).toBe(head + rest.reduce((s, p) => s + p, 0));
      }),
    );
  });

  it('takes a fixed amount off, capped at the total', () => {
    fc.assert(
      fc.property(items, fixed, (totals, coupon) => {
        const a = cartAmounts(totals, coupon);
        expect(a.discountPaise).toBe(Math.min(coupon.amount, a.totalPaise));
      }),
    );
  });

  it('works the spec’s examples in rupees', () => {
    // ₹599 with 10 % off → discount ₹59.90, final ₹539 (floored).
    expect(cartAmounts([59_900], { discountType: 'percentage_discount', amount: 10 })).toEqual({
      totalPaise: 59_900,
      discountPaise: 5_990,
      finalTotalPaise: 53_900,
    });
    // ₹100 off ₹80 → never below zero.
    expect(cartAmounts([8_000], { discountType: 'fixed_card_discount', amount: 10_000 })).toEqual({
      totalPaise: 8_000,
      discountPaise: 8_000,
      finalTotalPaise: 0,
    });
    expect(cartAmounts([49_950], null)).toEqual({ totalPaise: 49_950, discountPaise: 0, finalTotalPaise: 49_900 });
  });

  it('puts fixed amounts on the wire in rupees and percentages as percent', () => {
    expect(couponAmountOnWire({ discountType: 'fixed_card_discount', amount: 10_000 })).toBe(100);
    expect(couponAmountOnWire({ discountType: 'percentage_discount', amount: 15 })).toBe(15);
  });
});

const base: CouponRule = {
  discountType: 'fixed_card_discount',
  amount: 10_000,
  minCartPaise: 49_900,
  validFrom: '2026-06-01',
  validTo: '2026-06-30',
  totalLimit: 10,
  perCustomerLimit: 1,
  firstBookingOnly: false,
  uses: 0,
  active: true,
};
// 2026-06-15 12:00 IST
const now = new Date('2026-06-15T06:30:00Z');
const ok = { now, cartPaise: 59_900, customerUses: 0, bookings: 0 };

describe('couponProblem', () => {
  it('accepts an active coupon in its dates, under its limits, on a cart above its minimum', () => {
    expect(couponProblem(base, ok)).toBeNull();
    expect(
      couponProblem({ ...base, validFrom: null, validTo: null, totalLimit: null, perCustomerLimit: null }, ok),
    ).toBeNull();
  });

  it.each([
    ['inactive', { active: false }, {}, 'unknown'],
    ['before valid_from', { validFrom: '2026-06-16' }, {}, 'not-started'],
    ['after valid_to', { validTo: '2026-06-14' }, {}, 'expired'],
    ['used up', { uses: 10 }, {}, 'used-up'],
    ['used by this customer', {}, { customerUses: 1 }, 'customer-limit'],
    [
      'for a first booking, from a customer who has booked',
      { firstBookingOnly: true },
      { bookings: 1 },
      'first-booking-only',
    ],
    ['below the minimum', {}, { cartPaise: 49_899 }, 'below-minimum'],
  ] as const)('refuses a coupon %s', (_label, change, ctx, problem) => {
    expect(couponProblem({ ...base, ...change }, { ...ok, ...ctx })).toBe(problem);
  });

  it('takes a first-booking coupon from a customer with no booking, and any coupon from one who has booked', () => {
    expect(couponProblem({ ...base, firstBookingOnly: true }, ok)).toBeNull();
    expect(couponProblem(base, { ...ok, bookings: 3 })).toBeNull();
  });

  it('accepts exactly the minimum cart amount', () => {
    expect(couponProblem(base, { ...ok, cartPaise: 49_900 })).toBeNull();
  });

  it('compares valid_from and valid_to as IST calendar dates, both inclusive, around midnight IST', () => {
    const lastDay = { ...base, validFrom: null, validTo: '2026-06-30' };
    // 23:59:59 IST on the 30th is still the 30th; 00:00 IST on 1 July (18:30 UTC on the 30th) is not.
    expect(couponProblem(lastDay, { ...ok, now: new Date('2026-06-30T18:29:59Z') })).toBeNull();
    expect(couponProblem(lastDay, { ...ok, now: new Date('2026-06-30T18:30:00Z') })).toBe('expired');
    const firstDay = { ...base, validFrom: '2026-06-01', validTo: null };
    expect(couponProblem(firstDay, { ...ok, now: new Date('2026-05-31T18:29:59Z') })).toBe('not-started');
    expect(couponProblem(firstDay, { ...ok, now: new Date('2026-05-31T18:30:00Z') })).toBeNull();
  });

  it('has the spec’s texts and clear ones for the rest', () => {
    expect(englishOf(COUPON_PROBLEMS.empty.message)).toBe('Coupon is Not Applied');
    expect(englishOf(COUPON_PROBLEMS['below-minimum'].message)).toBe(
      'You are not eligible for this coupon based on cart amount',
    );
    expect(COUPON_PROBLEMS['ran-out']).toEqual({ status: 409, message: say('couponRanOut') });
  });
});

describe('payableRupees', () => {
  it('is the final total without a coupon, floored to whole rupees as cartAmounts floors it', () => {
    expect(payableRupees(499.5)).toBe(499);
    expect(payableRupees(1299)).toBe(1299);
    expect(payableRupees(0.99)).toBe(0);
  });
});
