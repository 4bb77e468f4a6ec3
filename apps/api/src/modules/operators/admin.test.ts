// What operators manage besides orders: prices and visibility, coupons, slot capacity and holidays, enquiries.
// Who may call these routes (401 for a visitor, 403 for a customer) is ops-guard.test.ts, for every /api/ops route.
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCartItem,
  placeOrderRequest,
  productId,
  quickCustomer,
  saveVehicle,
  tomorrow,
  validOrderData,
} from '../../testing/booking.ts';
import { as, json, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: { cookie: string };
let asha: TestCustomer;
// A date inside the booking window (30 days), so the customer's slot view answers for it.
const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
  new Date(Date.now() + 5 * 86_400_000),
);

beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
  asha = await registerCustomer(t.app);
});
afterAll(() => t?.close());

describe('catalogue', () => {
  it('sets a product’s prices per city and tier, refuses tiers it does not serve, and hides and shows it', async () => {
    const list = await as(t.app, op, { method: 'GET', url: '/api/ops/products' });
    const bike = list.json().products.find((p: { category: string }) => p.category === 'Bike');
    const url = `/api/ops/products/${bike._id}/prices`;
    const wrong = await as(t.app, op, {
      method: 'PUT',
      url,
      payload: { prices: [{ city: 'Nagpur', tier: 'sedan', price: 999 }] },
    });
    expect(wrong.statusCode).toBe(400);
    const twice = await as(t.app, op, {
      method: 'PUT',
      url,
      payload: {
        prices: [
          { city: 'nagpur', tier: 'band1', price: 599 },
          { city: 'NAGPUR', tier: 'band1', price: 699 },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    const zero = await as(t.app, op, {
      method: 'PUT',
      url,
      payload: { prices: [{ city: 'nagpur', tier: 'band1', price: 0 }] },
    });
    expect(zero.statusCode).toBe(400);
    const ok = await as(t.app, op, {
      method: 'PUT',
      url,
      payload: {
        prices: [
          { city: 'Nagpur', tier: 'band1', price: 649 },
          { city: 'pune', tier: 'band1', price: 699 },
        ],
      },
    });
    expect(ok.statusCode).toBe(200);
    const product = await t.app.inject({ url: `/api/products/${bike._id}` });
    expect(product.json().nagpur[0].bike_segment).toEqual([{ below_150cc: 649 }]);

    const hide = await as(t.app, op, {
      method: 'PATCH',
      url: `/api/ops/products/${bike._id}`,
      payload: { published: false },
    });
    expect(hide.statusCode).toBe(200);
    const publicList = (await t.app.inject({ url: '/api/products/allproducts' })).json();
    expect(publicList.map((p: { _id: string }) => p._id)).not.toContain(bike._id);
    await as(t.app, op, { method: 'PATCH', url: `/api/ops/products/${bike._id}`, payload: { published: true } });
    const back = (await t.app.inject({ url: '/api/products/allproducts' })).json();
    expect(back.map((p: { _id: string }) => p._id)).toContain(bike._id);
  });
});

describe('coupons', () => {
  it('creates, edits and deactivates a coupon with server-side checks, and shows its uses', async () => {
    const bad = await as(t.app, op, {
      method: 'POST',
      url: '/api/ops/coupons',
      payload: { couponCode: 'BADPCT', discountType: 'percentage_discount', amount: 150 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('A percentage is a whole number from 1 to 100.');
    const backwards = await as(t.app, op, {
      method: 'POST',
      url: '/api/ops/coupons',
      payload: {
        couponCode: 'DIWALI25',
        discountType: 'percentage_discount',
        amount: 25,
        validFrom: '2030-11-01',
        validTo: '2030-10-01',
      },
    });
    expect(backwards.statusCode).toBe(400);
    const made = await as(t.app, op, {
      method: 'POST',
      url: '/api/ops/coupons',
      payload: {
        couponCode: 'diwali25',
        discountType: 'percentage_discount',
        amount: 25,
        minCartAmount: 999,
        totalLimit: 50,
      },
    });
    expect(made.statusCode).toBe(201);
    const coupon = made.json().coupons.find((c: { couponCode: string }) => c.couponCode === 'DIWALI25');
    expect(coupon).toMatchObject({ amount: 25, minCartAmount: 999, totalLimit: 50, uses: 0, active: true });
    const dup = await as(t.app, op, {
      method: 'POST',
      url: '/api/ops/coupons',
      payload: { couponCode: 'DIWALI25', discountType: 'fixed_card_discount', amount: 100 },
    });
    expect(dup.statusCode).toBe(409);
    const codes = async () =>
      (await as(t.app, asha, { method: 'GET', url: '/api/coupons/allget?amount=5000' }))
        .json()
        .coupons.map((c: { couponCode: string }) => c.couponCode);
    expect(await codes()).toContain('DIWALI25');
    const off = await as(t.app, op, {
      method: 'PATCH',
      url: `/api/ops/coupons/${coupon._id}`,
      payload: { active: false },
    });
    // Only `active` changed: the minimum, the limit and the kind the edit did not send stay as they were.
    expect(off.json().coupons.find((c: { _id: string }) => c._id === coupon._id)).toMatchObject({
      active: false,
      amount: 25,
      discountType: 'percentage_discount',
      minCartAmount: 999,
      totalLimit: 50,
    });
    expect(await codes()).not.toContain('DIWALI25');
    // Rules that tie fields together hold for the coupon as it will be: 150 on a percentage coupon is refused.
    const tooMuch = await as(t.app, op, {
      method: 'PATCH',
      url: `/api/ops/coupons/${coupon._id}`,
      payload: { amount: 150 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ message: 'A percentage is a whole number from 1 to 100.' });
    const fixed = await as(t.app, op, {
      method: 'PATCH',
      url: `/api/ops/coupons/${coupon._id}`,
      payload: { discountType: 'fixed_card_discount', amount: 250 },
    });
    expect(fixed.json().coupons.find((c: { _id: string }) => c._id === coupon._id)).toMatchObject({
      discountType: 'fixed_card_discount',
      amount: 250,
    });
  });
});

describe('slots', () => {
  it('changes one slot’s capacity, closes and reopens a day, and never goes below what is booked', async () => {
    const one = await as(t.app, op, {
      method: 'PUT',
      url: '/api/ops/slots',
      payload: { city: 'Pune', date: day, slot: '10:00 AM - 12:00 PM', capacity: 6 },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().slots.find((s: { slot: string }) => s.slot === '10:00 AM - 12:00 PM').capacity).toBe(6);
    const closed = await as(t.app, op, {
      method: 'PUT',
      url: '/api/ops/slots',
      payload: { city: 'pune', date: day, closed: true },
    });
    expect(closed.json().slots).toHaveLength(TIME_SLOTS.length);
    expect(closed.json().slots.every((s: { closed: boolean }) => s.closed)).toBe(true);
    const publicView = await as(t.app, asha, { method: 'GET', url: `/api/slots?city=pune&date=${day}` });
    expect(publicView.json().slots).toHaveLength(TIME_SLOTS.length);
    expect(publicView.json().slots.every((s: { available: boolean }) => !s.available)).toBe(true);
    await as(t.app, op, { method: 'PUT', url: '/api/ops/slots', payload: { city: 'pune', date: day, closed: false } });
    const reopened = await as(t.app, asha, { method: 'GET', url: `/api/slots?city=pune&date=${day}` });
    expect(reopened.json().slots.some((s: { available: boolean }) => s.available)).toBe(true);
    const nothing = await as(t.app, op, { method: 'PUT', url: '/api/ops/slots', payload: { city: 'pune', date: day } });
    expect(nothing.statusCode).toBe(400);
    const week = await as(t.app, op, { method: 'GET', url: `/api/ops/slots?city=pune&from=${day}&days=7` });
    expect(week.json().slots).toHaveLength(35);
  });
});

describe('what is already booked', () => {
  it('keeps a coupon’s total limit and a slot’s capacity at or above what orders have taken', async () => {
    const made = await as(t.app, op, {
      method: 'POST',
      url: '/api/ops/coupons',
      payload: { couponCode: 'TAKEN10', discountType: 'percentage_discount', amount: 10, totalLimit: 5 },
    });
    expect(made.statusCode).toBe(201);
    const coupon = made.json().coupons.find((c: { couponCode: string }) => c.couponCode === 'TAKEN10');
    // Two real checkouts with the coupon, in the same Nagpur slot tomorrow: two uses, two bookings.
    const slot = '10:00 AM - 12:00 PM';
    const bikeService = await productId(t, 'bike-general-service');
    for (let i = 0; i < 2; i++) {
      const c = await quickCustomer(t);
      const bike = await saveVehicle(t, c, 'Bike');
      const item = await addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bike._id });
      const placed = await t.app.inject(
        placeOrderRequest(c, item._id, validOrderData({ serviceTimeSlot: slot, couponCode: 'TAKEN10' })),
      );
      expect(placed.statusCode).toBe(201);
    }

    const coupons = (await as(t.app, op, { method: 'GET', url: '/api/ops/coupons' })).json().coupons;
    expect(coupons.find((c: { _id: string }) => c._id === coupon._id).uses).toBe(2);
    const belowUses = await as(t.app, op, {
      method: 'PATCH',
      url: `/api/ops/coupons/${coupon._id}`,
      payload: { totalLimit: 1 },
    });
    expect(belowUses.statusCode).toBe(409);
    expect(belowUses.json().message).toBe('This coupon was already used 2 times; the limit cannot be lower.');
    const atUses = await as(t.app, op, {
      method: 'PATCH',
      url: `/api/ops/coupons/${coupon._id}`,
      payload: { totalLimit: 2 },
    });
    expect(atUses.statusCode).toBe(200);
    expect(atUses.json().coupons.find((c: { _id: string }) => c._id === coupon._id).totalLimit).toBe(2);

    const belowBooked = await as(t.app, op, {
      method: 'PUT',
      url: '/api/ops/slots',
      payload: { city: 'nagpur', date: tomorrow(), slot, capacity: 1 },
    });
    expect(belowBooked.statusCode).toBe(409);
    expect(belowBooked.json().message).toBe(`${slot} already has 2 bookings; the capacity cannot be lower.`);
    const view = await as(t.app, op, { method: 'GET', url: `/api/ops/slots?city=nagpur&from=${tomorrow()}&days=1` });
    expect(view.json().slots.find((s: { slot: string }) => s.slot === slot)).toMatchObject({ booked: 2, capacity: 4 });
    const atBooked = await as(t.app, op, {
      method: 'PUT',
      url: '/api/ops/slots',
      payload: { city: 'nagpur', date: tomorrow(), slot, capacity: 2 },
    });
    expect(atBooked.statusCode).toBe(200);
    expect(atBooked.json().slots.find((s: { slot: string }) => s.slot === slot)).toMatchObject({
      booked: 2,
      capacity: 2,
    });
  });
});

describe('enquiries', () => {
  it('lists contact enquiries and applications and marks them handled', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/earn/apply',
      headers: json,
      payload: { name: 'Sunil More', email: 'sunil@example.in', mobile: '9822098220', occupation: 'Mechanic' },
    });
    const list = await as(t.app, op, { method: 'GET', url: '/api/ops/enquiries?kind=earn&handled=false' });
    const entry = list.json().enquiries.find((e: { name: string }) => e.name === 'Sunil More');
    expect(entry).toMatchObject({ kind: 'earn', occupation: 'Mechanic', handled: false });
    const done = await as(t.app, op, {
      method: 'PATCH',
      url: `/api/ops/enquiries/${entry._id}`,
      payload: { handled: true },
    });
    expect(done.statusCode).toBe(200);
    const open = await as(t.app, op, { method: 'GET', url: '/api/ops/enquiries?kind=earn&handled=false' });
    expect(open.json().enquiries.map((e: { _id: string }) => e._id)).not.toContain(entry._id);
  });

  it('shows operators what a contact enquiry is about and what was asked', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contactus/create',
      headers: json,
      payload: {
        name: 'Ravi Thakre',
        email: 'ravi.t@example.in',
        mobile_no: '9822033333',
        address: 'Civil Lines, Nagpur',
        topic: 'rto',
        message: 'Transfer of ownership for my Pulsar',
      },
    });
    const list = await as(t.app, op, { method: 'GET', url: '/api/ops/enquiries?kind=contact' });
    const entry = list.json().enquiries.find((e: { name: string }) => e.name === 'Ravi Thakre');
    expect(entry).toMatchObject({ topic: 'rto', message: 'Transfer of ownership for my Pulsar', occupation: null });
  });
});
