// A yearly plan's uses at checkout (decision 0023), through the real API: a booking of a covered service for the plan's
// vehicle in its city is placed at ₹0 and takes one use (no coupon taken with it); once the uses are gone the service
// is priced again; a cancelled booking gives its use back; another city, another vehicle or an uncovered service pay.

import { CustomerSubscriptionsResponseSchema } from '@motomitra/domain/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, subscriptionUses } from '../../db/schema.ts';
import {
  addCartItem,
  freeSlot,
  newKey,
  placeOrderRequest,
  productId,
  quickCustomer,
  type Shopper,
  saveVehicle,
  validOrderData,
} from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { activePlan } from '../../testing/plans.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let bikeService: string;
let otherService: string;
beforeAll(async () => {
  t = await createTestApp();
  bikeService = await productId(t, 'bike-general-service');
  const [other] = (await t.database.db.query.products.findMany()).filter(
    (p) => p.category === 'Bike' && p.id !== bikeService,
  );
  otherService = other?.id ?? '';
});
afterAll(() => t?.close());

/** Books `service` for the bike in `city` (Nagpur) in a slot with a place left: the answer's status and order. */
async function book(c: Shopper, bikeId: string, service = bikeService, extra: Record<string, unknown> = {}) {
  const city = (extra.city as string | undefined) ?? 'Nagpur';
  const item = await addCartItem(t, c, { selectedProductId: service, vehicleId: bikeId, city });
  const when = await freeSlot(t, c, city.toLowerCase());
  const place = city === 'Pune' ? { pickupLocation: PUNE_PLACE, pincode: '411004' } : {};
  const data = validOrderData({ ...place, ...when, ...extra });
  delete data.city;
  const res = await t.app.inject(placeOrderRequest(c, item._id, data, newKey()));
  return { status: res.statusCode, body: res.json() };
}
const PUNE_PLACE = {
  address: 'Deccan Gymkhana, Pune, Maharashtra 411004',
  coordinates: { lat: 18.5167, lng: 73.8414 },
};

const left = async (c: Shopper) =>
  CustomerSubscriptionsResponseSchema.parse(
    (await as(t.app, c, { method: 'GET', url: '/api/customer/subscriptions' })).json(),
  ).subscriptions[0]?.uses[0];

async function planHolder(uses = 2) {
  const c = await quickCustomer(t);
  const bike = await saveVehicle(t, c);
  const sub = await activePlan(
    t.database.db,
    { customerId: c.id, vehicleId: bike._id, productId: bikeService },
    { uses },
  );
  return { c, bike, sub };
}

describe('a covered booking', () => {
  it('is placed at ₹0 and takes a use; once they are gone the service is priced again', async () => {
    const { c, bike } = await planHolder(2);
    const first = await book(c, bike._id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.order).toMatchObject({ subtotal: 0, discount: 0, totalSellingPrice: 0 });
    expect(await left(c)).toMatchObject({ included: 2, used: 1, left: 1 });
    const second = await book(c, bike._id);
    expect(second.body.order.totalSellingPrice).toBe(0);
    expect(await left(c)).toMatchObject({ used: 2, left: 0 });
    const third = await book(c, bike._id);
    expect(third.status).toBe(201);
    expect(third.body.order.totalSellingPrice).toBeGreaterThan(0);
    expect(await left(c)).toMatchObject({ used: 2, left: 0 });
  });

  it('gives its use back when cancelled', async () => {
    const { c, bike, sub } = await planHolder(1);
    const placed = await book(c, bike._id);
    expect(await left(c)).toMatchObject({ used: 1, left: 0 });
    const cancel = await as(t.app, c, {
      method: 'POST',
      url: `/api/orders/${placed.body.order._id}/cancel`,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await left(c)).toMatchObject({ used: 0, left: 1 });
    const uses = await t.database.db.select().from(subscriptionUses).where(eq(subscriptionUses.subscriptionId, sub.id));
    expect(uses).toHaveLength(0);
    expect((await book(c, bike._id)).body.order.totalSellingPrice).toBe(0);
  });

  it('takes no coupon with it: the coupon keeps its use', async () => {
    const { c, bike } = await planHolder(1);
    const [before] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME100'));
    const placed = await book(c, bike._id, bikeService, { couponCode: 'WELCOME100' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order).toMatchObject({ totalSellingPrice: 0, discount: 0, couponCode: null });
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME100'));
    expect(after?.uses).toBe(before?.uses);
  });
});

describe('the cart', () => {
  it("shows a covered item at ₹0 with the plan's name and uses left, and no coupon", async () => {
    const { c, bike } = await planHolder(2);
    await addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bike._id });
    const hindi = await as(t.app, c, {
      method: 'GET',
      url: '/api/customer/fetch/single',
      headers: { 'accept-language': 'hi' },
    });
    const [item] = hindi.json().customer.mycart;
    expect(item).toMatchObject({
      total: 0,
      coupon: null,
      plan: { name: 'बाइक केयर सालाना', included: 2, left: 2 },
    });
    expect(item.price_tag).toBeGreaterThan(0);
    await book(c, bike._id);
    await addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bike._id });
    const after = await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/single' });
    expect(after.json().customer.mycart[0].plan).toMatchObject({ name: 'Bike Care Yearly', left: 1 });
  });
});

describe('a booking the plan does not cover', () => {
  it('pays: a service not in the plan, another city, another vehicle', async () => {
    const { c, bike } = await planHolder(2);
    expect((await book(c, bike._id, otherService)).body.order.totalSellingPrice).toBeGreaterThan(0);
    const pune = await book(c, bike._id, bikeService, { city: 'Pune' });
    expect(pune.status, JSON.stringify(pune.body)).toBe(201);
    expect(pune.body.order.totalSellingPrice).toBeGreaterThan(0);
    const otherBike = await saveVehicle(t, c);
    expect((await book(c, otherBike._id)).body.order.totalSellingPrice).toBeGreaterThan(0);
    expect(await left(c)).toMatchObject({ used: 0, left: 2 });
  });
});
