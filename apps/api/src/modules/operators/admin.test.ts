// What operators manage besides orders: prices and visibility, coupons, slot capacity and holidays, enquiries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('who may manage', () => {
  it.each([
    ['GET', '/api/ops/products'],
    ['PUT', '/api/ops/products/00000000-0000-4000-8000-000000000000/prices'],
    ['PATCH', '/api/ops/products/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/ops/coupons'],
    ['POST', '/api/ops/coupons'],
    ['PATCH', '/api/ops/coupons/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/ops/slots?city=nagpur&from=2030-01-15'],
    ['PUT', '/api/ops/slots'],
    ['GET', '/api/ops/enquiries'],
    ['PATCH', '/api/ops/enquiries/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s: 401 for a visitor, 403 for a customer', async (method, url) => {
    const payload = method === 'GET' ? undefined : {};
    expect((await t.app.inject({ method, url, ...(payload ? { headers: json, payload } : {}) })).statusCode).toBe(401);
    expect((await as(t.app, asha, { method, url, payload })).statusCode).toBe(403);
  });
});

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
      payload: { couponCode: 'x', discountType: 'percentage_discount', amount: 150 },
    });
    expect(bad.statusCode).toBe(400);
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
    const off = await as(t.app, op, {
      method: 'PATCH',
      url: `/api/ops/coupons/${coupon._id}`,
      payload: { active: false },
    });
    expect(off.json().coupons.find((c: { _id: string }) => c._id === coupon._id).active).toBe(false);
    const listed = await as(t.app, asha, { method: 'GET', url: '/api/coupons/allget?amount=5000' });
    expect(listed.json().coupons.map((c: { couponCode: string }) => c.couponCode)).not.toContain('DIWALI25');
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
    expect(closed.json().slots.every((s: { closed: boolean }) => s.closed)).toBe(true);
    const publicView = await as(t.app, asha, { method: 'GET', url: `/api/slots?city=pune&date=${day}` });
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
});
