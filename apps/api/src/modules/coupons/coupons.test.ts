import { addDays, istDate } from '@motomitra/domain/ist';
import { MESSAGES } from '@motomitra/domain/messages';
import { describe, expect, it } from 'vitest';
import { quickCustomer, type Shopper } from '../../testing/booking.ts';
import {
  couponRow,
  newCoupon,
  premiumService,
  shopperWithCart,
  t,
  useBookingSuite,
} from '../../testing/booking-suite.ts';
import { as } from '../../testing/customers.ts';

useBookingSuite();

describe('coupons', () => {
  const apply = (c: Shopper, payload: Record<string, unknown>) =>
    as(t.app, c, { method: 'POST', url: '/api/coupons/apply/coupon', payload });

  it('lists active coupons of both kinds, marked eligible for the amount, eligible first', async () => {
    const c = await quickCustomer(t);
    const res = await as(t.app, c, { method: 'GET', url: '/api/coupons/allget?amount=599' });
    expect(res.statusCode).toBe(200);
    const list = res.json().coupons as { couponCode: string; eligible: boolean; discountType: string }[];
    expect(new Set(list.map((x) => x.discountType))).toEqual(new Set(['fixed_card_discount', 'percentage_discount']));
    expect(list.find((x) => x.couponCode === 'WELCOME100')).toEqual({
      id: expect.any(String),
      couponCode: 'WELCOME100',
      amount: 100,
      discountType: 'fixed_card_discount',
      description: expect.any(String),
      minCartAmount: 499,
      validFrom: null,
      validTo: null,
      firstBookingOnly: true,
      perCustomerLimit: 1,
      eligible: true,
      reason: null,
    });
    expect(list.find((x) => x.couponCode === 'FLAT500')).toMatchObject({
      eligible: false,
      reason: MESSAGES.couponAmountNotEligible,
    });
    expect(list.find((x) => x.couponCode === 'SERVICE10')).toMatchObject({ amount: 10, minCartAmount: 999 });
    const firstIneligible = list.findIndex((x) => !x.eligible);
    expect(list.slice(firstIneligible).every((x) => !x.eligible)).toBe(true);
    const bad = await as(t.app, c, { method: 'GET', url: '/api/coupons/allget?amount=lots' });
    expect(bad.statusCode).toBe(400);
  });

  it('applies a fixed coupon to a cart amount', async () => {
    const c = await quickCustomer(t);
    const res = await apply(c, { couponCode: ' welcome100 ', cartAmount: 599 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Coupon is Applied',
      coupon: { couponCode: 'WELCOME100', discountType: 'fixed_card_discount', amount: 100 },
      discount: 100,
      total: 599,
      finalTotal: 499,
    });
  });

  it('prices the cart item itself when cartId is sent, ignoring cartAmount, and floors the final total', async () => {
    const { c, item } = await shopperWithCart(premiumService);
    const res = await apply(c, { couponCode: 'SERVICE10', cartAmount: 100_000, cartId: item._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ discount: 99.9, total: 999, finalTotal: 899 });
  });

  it('needs a cart amount or a cart item to apply a coupon to', async () => {
    const c = await quickCustomer(t);
    const res = await apply(c, { couponCode: 'WELCOME100' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Send the cart amount in rupees.',
      fieldErrors: { cartAmount: 'Send the cart amount in rupees.' },
    });
  });

  it('refuses another customer’s cart item with 403', async () => {
    const { item } = await shopperWithCart(premiumService);
    const c = await quickCustomer(t);
    const res = await apply(c, { couponCode: 'SERVICE10', cartId: item._id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: MESSAGES.cartItemNotYours });
  });

  it.each([
    ['an empty code', { couponCode: '' }, 400, 'Coupon is Not Applied'],
    ['a missing code', {}, 400, 'Coupon is Not Applied'],
    [
      'a cart below the minimum',
      { couponCode: 'FLAT500' },
      400,
      'You are not eligible for this coupon based on cart amount',
    ],
    ['an unknown code', { couponCode: 'NOSUCH' }, 404, MESSAGES.couponUnknown],
    ['an inactive coupon', { couponCode: 'T-INACTIVE' }, 404, MESSAGES.couponUnknown],
    ['an expired coupon', { couponCode: 'T-EXPIRED' }, 400, MESSAGES.couponExpired],
    ['a coupon not valid yet', { couponCode: 'T-LATER' }, 400, MESSAGES.couponNotStarted],
    ['a used-up coupon', { couponCode: 'T-USEDUP' }, 409, MESSAGES.couponUsedUp],
  ])('refuses %s', async (_label, body, status, message) => {
    if (!(await couponRow('T-INACTIVE'))) {
      const today = istDate(new Date());
      await newCoupon({ code: 'T-INACTIVE', active: false });
      await newCoupon({ code: 'T-EXPIRED', validTo: addDays(today, -1) });
      await newCoupon({ code: 'T-LATER', validFrom: addDays(today, 1) });
      await newCoupon({ code: 'T-USEDUP', totalLimit: 3, uses: 3 });
    }
    const c = await quickCustomer(t);
    const res = await apply(c, { cartAmount: 599, ...body });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});
