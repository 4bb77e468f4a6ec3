// Cart API: adding a service priced for a saved vehicle, removing it; client prices are ignored.

import { MESSAGES } from '@motomitra/domain/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, customerVehicles, productPrices } from '../../db/schema.ts';
import { addCartItem, productId, quickCustomer, saveVehicle } from '../../testing/booking.ts';
import {
  acService,
  bikeService,
  carService,
  fetchCart,
  premiumService,
  shopperWithCart,
  t,
  useBookingSuite,
} from '../../testing/booking-suite.ts';
import { as } from '../../testing/customers.ts';

useBookingSuite();

describe('PUT /api/customer/cart', () => {
  it('prices the item from the catalogue, ignores the client’s price, and shows it in customer.mycart', async () => {
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c, 'Bike');
    const res = await as(t.app, c, {
      method: 'PUT',
      url: '/api/customer/cart',
      payload: {
        selectedProductId: bikeService,
        vehicleId: bike._id,
        city: 'NAGPUR',
        price_tag: 1,
        total: 1,
        product_name: 'Free service',
        make_model: 'Anything',
        vehicle_type: 'Bike',
        reg_number: bike.reg_number,
        bike_cc: 97,
        car_segment: null,
        image: '/x.png',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MESSAGES.cartAdded });
    const me = (await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/single' })).json().customer;
    expect(me.mycart).toHaveLength(1);
    expect(me.mycart[0]).toEqual({
      _id: expect.any(String),
      product_name: 'Bike General Service',
      image: expect.any(String),
      category: 'Bike',
      price_tag: 599,
      selectedProductId: bikeService,
      total: 599,
      problem: null,
      bike_cc: 97,
      car_segment: null,
      city: 'nagpur',
      make_model: 'Hero Splendor Plus',
      vehicle_type: 'Bike',
      reg_number: bike.reg_number,
      vehicleId: bike._id,
      coupon: null,
      couponDropped: null,
      plan: null,
      CXID: me.CXID,
      name: c.name,
      email: c.email,
      phone_no: me.phone_no,
    });
  });

  it('finds the vehicle by registration number among the customer’s own, in any spelling', async () => {
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c, 'Bike');
    const spaced = `${bike.reg_number.slice(0, 4).toLowerCase()} ${bike.reg_number.slice(4, 6)} ${bike.reg_number.slice(6)}`;
    const item = await addCartItem(t, c, { selectedProductId: bikeService, reg_number: spaced, city: 'pune' });
    expect(item.total).toBe(649);
    const stranger = await quickCustomer(t);
    const res = await as(t.app, stranger, {
      method: 'PUT',
      url: '/api/customer/cart',
      payload: { selectedProductId: bikeService, reg_number: bike.reg_number, city: 'Nagpur' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.vehicleNotFound);
  });

  it('does not duplicate the same product, vehicle and city', async () => {
    const { c, bike } = await shopperWithCart();
    const again = await as(t.app, c, {
      method: 'PUT',
      url: '/api/customer/cart',
      payload: { selectedProductId: bikeService, vehicleId: bike._id, city: 'nagpur' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(MESSAGES.cartAlreadyThere);
    expect(await fetchCart(c)).toHaveLength(1);
    // Another city is another item.
    await addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bike._id, city: 'Pune' });
    expect((await fetchCart(c)).map((i) => i.city)).toEqual(['nagpur', 'pune']);
  });

  it('refuses another customer’s vehicle with 403 and says nothing of it', async () => {
    const owner = await quickCustomer(t);
    const theirs = await saveVehicle(t, owner, 'Bike');
    const c = await quickCustomer(t);
    const res = await as(t.app, c, {
      method: 'PUT',
      url: '/api/customer/cart',
      payload: { selectedProductId: bikeService, vehicleId: theirs._id, city: 'Nagpur' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: MESSAGES.vehicleNotYours });
  });

  it.each([
    ['a car service for a bike', () => ({ selectedProductId: carService }), 400, MESSAGES.priceNotServed],
    [
      'a service with no price in the city',
      () => ({ selectedProductId: acService, city: 'Pune', car: true }),
      400,
      'This service is not yet offered for this vehicle in Pune.',
    ],
    [
      'an unknown service',
      () => ({ selectedProductId: '00000000-0000-4000-8000-000000000000' }),
      404,
      MESSAGES.serviceNotFound,
    ],
    ['a malformed service id', () => ({ selectedProductId: 'abc' }), 400, MESSAGES.invalidId],
    ['an unknown city', () => ({ selectedProductId: bikeService, city: 'Mumbai' }), 400, MESSAGES.chooseCity],
    ['no vehicle', () => ({ selectedProductId: bikeService, noVehicle: true }), 400, MESSAGES.chooseVehicle],
    [
      'an unknown vehicle',
      () => ({ selectedProductId: bikeService, vehicleId: '00000000-0000-4000-8000-000000000000' }),
      404,
      MESSAGES.vehicleNotFound,
    ],
  ] as const)('refuses %s', async (_label, make, status, message) => {
    const c = await quickCustomer(t);
    const spec = make() as Record<string, unknown>;
    const vehicle = await saveVehicle(t, c, spec.car ? 'Car' : 'Bike');
    const { car: _car, noVehicle, ...rest } = spec;
    const payload = { city: 'Nagpur', ...(noVehicle ? {} : { vehicleId: vehicle._id }), ...rest };
    const res = await as(t.app, c, { method: 'PUT', url: '/api/customer/cart', payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await fetchCart(c)).toEqual([]);
  });

  it('refuses a vehicle the catalogue cannot price (a petrol bike without its cc)', async () => {
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c, 'Bike');
    await t.database.db.update(customerVehicles).set({ bikeCc: null }).where(eq(customerVehicles.id, bike._id));
    const res = await as(t.app, c, {
      method: 'PUT',
      url: '/api/customer/cart',
      payload: { selectedProductId: bikeService, vehicleId: bike._id, city: 'Nagpur' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.priceNotPriceable);
  });

  it('re-prices the cart at read time from the current catalogue', async () => {
    const { c } = await shopperWithCart(premiumService);
    expect((await fetchCart(c))[0]?.total).toBe(999);
    const where = and(
      eq(productPrices.productId, premiumService),
      eq(productPrices.city, 'nagpur'),
      eq(productPrices.tier, 'band1'),
    );
    await t.database.db.update(productPrices).set({ pricePaise: 104_900 }).where(where);
    expect((await fetchCart(c))[0]?.total).toBe(1049);
    await t.database.db.delete(productPrices).where(where);
    const [gone] = await fetchCart(c);
    expect(gone).toMatchObject({
      total: null,
      price_tag: null,
      problem: 'This service is not yet offered for this vehicle in Nagpur.',
    });
    await t.database.db
      .insert(productPrices)
      .values({ productId: premiumService, city: 'nagpur', tier: 'band1', pricePaise: 99_900 });
  });

  it('holds at most 20 items', async () => {
    const c = await quickCustomer(t);
    const bikes = [await saveVehicle(t, c), await saveVehicle(t, c)];
    const slugs = [
      'bike-general-service',
      'bike-premium-service',
      'bike-engine-oil-change',
      'bike-yearly-care-plan',
      'breakdown-assistance',
      'flat-tyre-battery-jump-start',
    ];
    const ids = await Promise.all(slugs.map((s) => productId(t, s)));
    const rows = bikes.flatMap((b) =>
      ids.flatMap((p) =>
        (['nagpur', 'pune'] as const).map((city) => ({ customerId: c.id, productId: p, vehicleId: b._id, city })),
      ),
    );
    await t.database.db.insert(cartItems).values(rows.slice(0, 20));
    const [extra] = rows.slice(20);
    const res = await as(t.app, c, {
      method: 'PUT',
      url: '/api/customer/cart',
      payload: { selectedProductId: extra?.productId, vehicleId: extra?.vehicleId, city: extra?.city },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.cartFull);
  });
});

describe('DELETE /api/customer/cart/{id}', () => {
  it('deletes the customer’s own item with the spec’s text', async () => {
    const { c, item } = await shopperWithCart();
    const res = await as(t.app, c, { method: 'DELETE', url: `/api/customer/cart/${item._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Cart item deleted successfully !' });
    expect(await fetchCart(c)).toEqual([]);
  });

  it('answers 403 for another customer’s item (and keeps it), 404 for an unknown one, 400 for a malformed id', async () => {
    const { c: owner, item } = await shopperWithCart();
    const c = await quickCustomer(t);
    const other = await as(t.app, c, { method: 'DELETE', url: `/api/customer/cart/${item._id}` });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, message: MESSAGES.cartItemNotYours });
    expect(await fetchCart(owner)).toHaveLength(1);
    const unknown = await as(t.app, c, {
      method: 'DELETE',
      url: '/api/customer/cart/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.cartItemNotFound);
    const bad = await as(t.app, c, { method: 'DELETE', url: '/api/customer/cart/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.invalidId);
  });
});

describe('the cart count the header shows', () => {
  it('is answered with the session check, and follows the cart', async () => {
    const { c, item } = await shopperWithCart();
    const check = async () =>
      (await as(t.app, c, { method: 'POST', url: '/api/customer/check/logged/in', payload: {} })).json();
    expect(await check()).toEqual({ isCustomerLoggedIn: true, role: 'customer', cartCount: 1 });
    await as(t.app, c, { method: 'DELETE', url: `/api/customer/cart/${item._id}` });
    expect(await check()).toMatchObject({ cartCount: 0 });
    const visitor = await t.app.inject({ method: 'POST', url: '/api/customer/check/logged/in', payload: {} });
    expect(visitor.json()).toEqual({ isCustomerLoggedIn: false, role: null });
  });
});
