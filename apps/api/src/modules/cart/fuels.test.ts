// A service is offered only for the fuels it is for: a Tata Nexon EV cannot have the car basic service
// ("Engine oil and oil filter replacement") put in its cart nor booked, a petrol Nexon can, and an item whose
// vehicle's fuel the garage has since taken off the service stays in the cart saying why and cannot be checked out.
// The garage sets a service's fuels in the console (PATCH /api/ops/products/{id}).
import { MESSAGES } from '@motomitra/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, products } from '../../db/schema.ts';
import {
  addCartItem,
  placeOrderRequest,
  productId,
  quickCustomer,
  type Shopper,
  saveCatalogueVehicle,
  validOrderData,
} from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});
afterAll(() => t?.close());

/** Saves a catalogue vehicle (model and variant) for the customer through the API. */
const save = (c: Shopper, model: string, variant: string) => saveCatalogueVehicle(t, c, model, variant);

const addToCart = (c: Shopper, selectedProductId: string, vehicleId: string, language = 'en') =>
  as(t.app, c, {
    method: 'PUT',
    url: '/api/customer/cart',
    headers: { 'accept-language': language },
    payload: { selectedProductId, vehicleId, city: 'Pune' },
  });

const cartOf = async (c: Shopper) => await t.database.db.select().from(cartItems).where(eq(cartItems.customerId, c.id));

const setFuels = (id: string, fuels: unknown) =>
  as(t.app, op, { method: 'PATCH', url: `/api/ops/products/${id}`, payload: { fuels } });

describe('a service for the fuels it names', () => {
  it('is refused for a Nexon EV with the reason in the language asked, and nothing goes into the cart', async () => {
    const c = await quickCustomer(t);
    const ev = await save(c, 'Nexon EV', 'Empowered 45');
    const basic = await productId(t, 'car-basic-service');

    const en = await addToCart(c, basic, ev._id);
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('This service is not for Electric vehicles.');
    expect(en.json().fieldErrors).toEqual({ selectedProductId: 'This service is not for Electric vehicles.' });
    const mr = await addToCart(c, basic, ev._id, 'mr');
    expect(mr.statusCode).toBe(400);
    expect(mr.json().message).toBe('ही सर्व्हिस इलेक्ट्रिक गाड्यांसाठी नाही.');
    const hi = await addToCart(c, basic, ev._id, 'hi');
    expect(hi.json().message).toBe('यह सर्विस इलेक्ट्रिक गाड़ियों के लिए नहीं है।');
    expect(await cartOf(c)).toEqual([]);

    // The same car with an engine, and a service for every fuel for the EV, go in.
    const petrol = await save(c, 'Nexon', 'Smart');
    const added = await addToCart(c, basic, petrol._id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().cartItem.total).toBe(3499);
    const wash = await addToCart(c, await productId(t, 'car-wash-interior-detailing'), ev._id);
    expect(wash.statusCode, wash.body).toBe(200);
    expect(await cartOf(c)).toHaveLength(2);
  });

  it('says which fuels it is for on the wire, to the shop and to the console', async () => {
    const basic = await productId(t, 'car-basic-service');
    const one = await t.app.inject({ url: `/api/products/${basic}` });
    expect(one.json().fuels).toEqual(['Petrol', 'Diesel', 'CNG']);
    const list = (await t.app.inject({ url: '/api/products/allproducts' })).json() as { _id: string; fuels: unknown }[];
    expect(list.find((p) => p._id === basic)?.fuels).toEqual(['Petrol', 'Diesel', 'CNG']);
    expect(list.find((p) => p.fuels === null)).toBeDefined();
    const ops = (await as(t.app, op, { method: 'GET', url: '/api/ops/products' })).json().products as {
      _id: string;
      fuels: unknown;
    }[];
    expect(ops.find((p) => p._id === basic)?.fuels).toEqual(['Petrol', 'Diesel', 'CNG']);
  });

  it('refuses at checkout an item whose vehicle the garage has since taken off the service, and books none', async () => {
    const c = await quickCustomer(t);
    const diesel = await save(c, 'Nexon', 'Pure Diesel');
    const ac = await productId(t, 'car-ac-service');
    const item = await addCartItem(t, c, { selectedProductId: ac, vehicleId: diesel._id });

    // The garage now offers the AC service to petrol and CNG cars only.
    const changed = await setFuels(ac, ['Petrol', 'CNG']);
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      const me = await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/single' });
      const line = me.json().customer.mycart.find((i: { _id: string }) => i._id === item._id);
      expect(line).toMatchObject({ total: null, problem: 'This service is not for Diesel vehicles.' });
      const inMarathi = await as(t.app, c, {
        method: 'GET',
        url: '/api/customer/fetch/single',
        headers: { 'accept-language': 'mr' },
      });
      expect(inMarathi.json().customer.mycart[0].problem).toBe('ही सर्व्हिस डिझेल गाड्यांसाठी नाही.');

      const request = placeOrderRequest(c, item._id, validOrderData({ transmissionType: 'Manual' }));
      const res = await t.app.inject({ ...request, headers: { ...request.headers, 'accept-language': 'mr' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('ही सर्व्हिस डिझेल गाड्यांसाठी नाही.');
      expect(await t.database.db.select().from(orders).where(eq(orders.customerId, c.id))).toEqual([]);
      expect(await cartOf(c)).toHaveLength(1);
    } finally {
      await setFuels(ac, null);
    }
    // Every fuel again: the same item is booked.
    const placed = await t.app.inject(placeOrderRequest(c, item._id, validOrderData({ transmissionType: 'Manual' })));
    expect(placed.statusCode, placed.body).toBe(201);
  });
});

describe('the fuels the garage sets on a service', () => {
  it('are kept in the domain order, every fuel as null, and refused when none or an unknown one is ticked', async () => {
    const wash = await productId(t, 'car-wash-interior-detailing');
    const stored = async () =>
      (await t.database.db.select({ fuels: products.fuels }).from(products).where(eq(products.id, wash)))[0]?.fuels;

    const ok = await setFuels(wash, ['Electric', 'Petrol', 'Electric']);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().products.find((p: { _id: string }) => p._id === wash).fuels).toEqual(['Petrol', 'Electric']);
    expect(await stored()).toEqual(['Petrol', 'Electric']);

    const none = await setFuels(wash, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Tick at least one fuel.');
    const unknown = await setFuels(wash, ['Hydrogen']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Choose petrol, diesel, CNG or electric.');
    expect(await stored()).toEqual(['Petrol', 'Electric']);

    const every = await setFuels(wash, ['Petrol', 'Diesel', 'CNG', 'Electric']);
    expect(every.statusCode, every.body).toBe(200);
    expect(await stored()).toBeNull();
    expect((await setFuels(wash, ['Diesel'])).statusCode).toBe(200);
    expect((await setFuels(wash, null)).statusCode).toBe(200);
    expect(await stored()).toBeNull();
  });

  it('are the garage’s to change: a customer gets 403', async () => {
    const c = await quickCustomer(t);
    const res = await as(t.app, c, {
      method: 'PATCH',
      url: `/api/ops/products/${await productId(t, 'car-ac-service')}`,
      payload: { fuels: ['Petrol'] },
    });
    expect(res.statusCode).toBe(403);
    expect(MESSAGES.operatorsOnly).toBe(res.json().message);
  });
});
