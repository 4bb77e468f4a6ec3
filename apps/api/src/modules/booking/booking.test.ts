// Booking API: cart, coupons, slots, orders — every rule and text, ownership, and that client prices are ignored.

import { phoneMessage } from '@motomitra/domain/accounts';
import { addDays, istDate, istYear } from '@motomitra/domain/ist';
import { MESSAGES } from '@motomitra/domain/messages';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cartItems,
  coupons,
  customerVehicles,
  orderEvents,
  orders,
  productPrices,
  slotCapacity,
} from '../../db/schema.ts';
import {
  addCartItem,
  newKey,
  placeOrderRequest,
  productId,
  quickCustomer,
  type Shopper,
  saveVehicle,
  tomorrow,
  validOrderData,
} from '../../testing/booking.ts';
import { as, json } from '../../testing/customers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let bikeService: string; // bike-general-service: Nagpur ₹599 / ₹799 / ₹1199, Pune ₹649 …
let premiumService: string; // bike-premium-service: Nagpur band 1 ₹999
let carService: string; // car-basic-service: Nagpur hatchback ₹2499
let acService: string; // car-ac-service: Nagpur only
beforeAll(async () => {
  t = await createTestApp();
  bikeService = await productId(t, 'bike-general-service');
  premiumService = await productId(t, 'bike-premium-service');
  carService = await productId(t, 'car-basic-service');
  acService = await productId(t, 'car-ac-service');
  // Most tests book tomorrow's first slot: give it room for all of them (the default is 4).
  for (const city of ['nagpur', 'pune'] as const) {
    await t.database.db
      .insert(slotCapacity)
      .values({ city, date: tomorrow(), slot: '10:00 AM - 12:00 PM', capacity: 500 });
  }
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const fetchCart = async (c: Shopper) =>
  (await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/single' })).json().customer.mycart as {
    _id: string;
    total: number | null;
    price_tag: number | null;
    city: string;
  }[];
const slotRow = async (date: string, slot: string, city = 'nagpur') =>
  (
    await t.database.db
      .select()
      .from(slotCapacity)
      .where(
        and(
          eq(slotCapacity.city, city as 'nagpur'),
          eq(slotCapacity.date, date),
          eq(slotCapacity.slot, slot as '10:00 AM - 12:00 PM'),
        ),
      )
  )[0];
const couponRow = async (code: string) => (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0];
const ordersOf = async (customerId: string) =>
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)))[0]?.n ?? 0;
async function newCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  await t.database.db.insert(coupons).values({ discountType: 'fixed_card_discount', amount: 5_000, ...values });
}

/** A customer with a bike and one cart item for bike-general-service in Nagpur (₹599). */
async function shopperWithCart(productSlugId = bikeService) {
  const c = await quickCustomer(t);
  const bike = await saveVehicle(t, c, 'Bike');
  const item = await addCartItem(t, c, { selectedProductId: productSlugId, vehicleId: bike._id });
  return { c, bike, item };
}

describe('who may call the booking API', () => {
  it.each([
    ['PUT', '/api/customer/cart'],
    ['DELETE', '/api/customer/cart/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/coupons/allget?amount=599'],
    ['POST', '/api/coupons/apply/coupon'],
    ['GET', `/api/slots?city=nagpur&date=2026-01-01`],
    ['POST', '/api/newmyorder/generate'],
    ['GET', '/api/v1/order/fetch/order/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/customer/fetch/customers/orders'],
    ['POST', '/api/orders/00000000-0000-4000-8000-000000000000/cancel'],
  ] as const)('%s %s without a session is 401', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const res = await t.app.inject({ method, url, headers: body ? json : {}, payload: body });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Please log in to continue.' });
  });
});

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

describe('GET /api/slots', () => {
  it('lists the five slots of a day with the default capacity of 4', async () => {
    const c = await quickCustomer(t);
    const date = addDays(istDate(new Date()), 3);
    const res = await as(t.app, c, { method: 'GET', url: `/api/slots?city=Pune&date=${date}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      city: 'pune',
      date,
      slots: [
        '10:00 AM - 12:00 PM',
        '12:00 PM - 02:00 PM',
        '02:00 PM - 04:00 PM',
        '04:00 PM - 06:00 PM',
        '06:00 PM - 08:30 PM',
      ].map((slot) => ({ slot, capacity: 4, remaining: 4, available: true, reason: null })),
    });
  });

  it('marks full and closed slots unavailable, using slot_capacity rows', async () => {
    const c = await quickCustomer(t);
    const date = addDays(istDate(new Date()), 4);
    await t.database.db.insert(slotCapacity).values([
      { city: 'nagpur', date, slot: '10:00 AM - 12:00 PM', capacity: 2, booked: 2 },
      { city: 'nagpur', date, slot: '12:00 PM - 02:00 PM', capacity: 6, booked: 1 },
      { city: 'nagpur', date, slot: '02:00 PM - 04:00 PM', capacity: 4, booked: 0, closed: true },
    ]);
    const res = await as(t.app, c, { method: 'GET', url: `/api/slots?city=nagpur&date=${date}` });
    const [full, roomy, closed, free] = res.json().slots;
    expect(full).toMatchObject({ capacity: 2, remaining: 0, available: false, reason: 'full' });
    expect(roomy).toMatchObject({ capacity: 6, remaining: 5, available: true, reason: null });
    expect(closed).toMatchObject({ available: false, reason: 'closed' });
    expect(free).toMatchObject({ capacity: 4, remaining: 4, available: true });
  });

  it('marks today’s slots that have started (IST clock) unavailable', async () => {
    const c = await quickCustomer(t);
    // 13:00 IST today: the first slot has started, the second too (12:00), the third not yet.
    const today = istDate(new Date());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T07:30:00Z`));
    const res = await as(t.app, c, { method: 'GET', url: `/api/slots?city=nagpur&date=${today}` });
    vi.useRealTimers();
    expect(res.json().slots.map((s: { reason: string | null }) => s.reason)).toEqual([
      'started',
      'started',
      null,
      null,
      null,
    ]);
  });

  it('refuses dates outside today..today+30 and unknown cities', async () => {
    const c = await quickCustomer(t);
    const today = istDate(new Date());
    for (const date of [addDays(today, -1), addDays(today, 31)]) {
      const res = await as(t.app, c, { method: 'GET', url: `/api/slots?city=nagpur&date=${date}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.servicingDateRange);
    }
    const city = await as(t.app, c, { method: 'GET', url: `/api/slots?city=mumbai&date=${today}` });
    expect(city.statusCode).toBe(400);
    expect(city.json().message).toBe(MESSAGES.chooseCity);
    const date = await as(t.app, c, { method: 'GET', url: '/api/slots?city=nagpur&date=2026-02-30' });
    expect(date.statusCode).toBe(400);
  });
});

describe('POST /api/newmyorder/generate', () => {
  it('places the order from server prices: 201, OID, snapshot, amounts, cart consumed, slot taken', async () => {
    const { c, bike, item } = await shopperWithCart();
    const date = addDays(istDate(new Date()), 2);
    const res = await t.app.inject(
      placeOrderRequest(
        c,
        item._id,
        validOrderData({
          servicingDate: date,
          expectedDeliveryDate: date,
          serviceTimeSlot: '04:00 PM - 06:00 PM',
          // Everything a client says about money, the customer and the vehicle is ignored.
          total: 1,
          finalTotal: 1,
          customerName: 'Someone Else',
          email: 'else@example.in',
          makeModel: 'Royal Enfield Himalayan',
          vehicleType: 'Car',
          registrationNumber: 'DL3CAB1234',
          city: 'pune',
          productsBuyed: [{ product_name: 'Free', price_tag: 1 }],
          note: 'Gate code 1234',
        }),
      ),
    );
    expect(res.statusCode).toBe(201);
    const { success, message, order } = res.json();
    expect(success).toBe(true);
    expect(message).toBe(MESSAGES.orderPlaced);
    expect(order.OID).toMatch(new RegExp(`^MM-${istYear(new Date())}-\\d{6}$`));
    expect(order).toMatchObject({
      status: 'new',
      paymentStatus: 'pending',
      subtotal: 599,
      discount: 0,
      totalSellingPrice: 599,
      couponCode: null,
      servicingDate: date,
      serviceTimeSlot: '04:00 PM - 06:00 PM',
      expectedDeliveryDate: date,
      makeModel: 'Hero Splendor Plus',
      registrationNumber: bike.reg_number,
      vehicleType: 'Bike',
      city: 'nagpur',
      address: '12, Shivaji Nagar, Nagpur 440010',
      transmissionType: null,
      state: 'Maharashtra',
      pincode: '440010',
      alternateNumber: '+919822012345',
      note: 'Gate code 1234',
      customerName: c.name,
      productsBuyed: [{ product_name: 'Bike General Service', category: 'Bike', image: expect.any(String) }],
    });
    expect(order.productsBuyed[0].description.length).toBeGreaterThan(0);
    expect(order.pickupLocation).toEqual(order.dropLocation);
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);
    expect(await fetchCart(c)).toEqual([]);
    expect((await slotRow(date, '04:00 PM - 06:00 PM'))?.booked).toBe(1);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(events).toMatchObject([{ kind: 'placed', toValue: 'new', actorRole: 'customer' }]);
    expect(JSON.stringify(order)).not.toContain('Someone Else');
  });

  it('answers the same order (200) for the same Idempotency-Key, and never makes a second', async () => {
    const { c, item } = await shopperWithCart();
    const key = newKey();
    const first = await t.app.inject(placeOrderRequest(c, item._id, validOrderData(), key));
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject(placeOrderRequest(c, item._id, validOrderData(), key));
    expect(again.statusCode).toBe(200);
    expect(again.json().order).toEqual(first.json().order);
    expect(await ordersOf(c.id)).toBe(1);
    // The same key from another customer is that customer's own key.
    const other = await shopperWithCart();
    const theirs = await t.app.inject(placeOrderRequest(other.c, other.item._id, validOrderData(), key));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().order._id).not.toBe(first.json().order._id);
  });

  it('requires an Idempotency-Key of 8 to 100 characters', async () => {
    const { c, item } = await shopperWithCart();
    for (const key of [null, 'short', 'x'.repeat(101)]) {
      const res = await t.app.inject(placeOrderRequest(c, item._id, validOrderData(), key));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.idempotencyKeyRequired);
    }
    expect(await ordersOf(c.id)).toBe(0);
  });

  it('validates every field at once, keyed by orderData field names, and changes nothing', async () => {
    const { c, item } = await shopperWithCart();
    const res = await t.app.inject(
      placeOrderRequest(c, item._id, {
        servicingDate: addDays(istDate(new Date()), -1),
        serviceTimeSlot: '09:00 AM - 10:00 AM',
        expectedDeliveryDate: 'soon',
        state: 'Gujarat',
        pincode: '411001',
        alternateNumber: '12345',
        transmissionType: 'Manual',
        vehicleInsuranceStatus: 'valid',
        note: 'x'.repeat(501),
      }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.fieldErrors).toEqual({
      pickupLocation: MESSAGES.choosePickup,
      servicingDate: MESSAGES.servicingDateRange,
      serviceTimeSlot: MESSAGES.chooseSlot,
      expectedDeliveryDate: MESSAGES.chooseDeliveryDate,
      transmissionType: MESSAGES.transmissionCarsOnly,
      state: MESSAGES.stateMaharashtra,
      pincode: 'Enter a pincode in Nagpur (440xxx–441xxx).',
      alternateNumber: phoneMessage,
      note: MESSAGES.noteTooLong,
      vehicleInsuranceStatus: MESSAGES.confirmVehicleFirst,
      termsAccepted: MESSAGES.acceptTerms,
    });
    expect(Object.values(body.fieldErrors)).toContain(body.message);
    expect(await fetchCart(c)).toHaveLength(1);
    expect(await ordersOf(c.id)).toBe(0);
  });

  it.each([
    [
      'a delivery date before servicing',
      { expectedDeliveryDate: addDays(tomorrow(), -1) },
      'expectedDeliveryDate',
      MESSAGES.deliveryBeforeServicing,
    ],
    [
      'an insurance status before confirming the vehicle',
      { verifyRegistrationNumber: false, verifyVehicleInsurance: true, vehicleInsuranceStatus: 'valid' },
      'vehicleInsuranceStatus',
      MESSAGES.confirmVehicleFirst,
    ],
    [
      'a pickup outside Nagpur',
      { pickupLocation: { address: 'Shivajinagar, Pune', coordinates: { lat: 18.5308, lng: 73.8475 } } },
      'pickupLocation',
      'We do not serve this location yet. Please choose a place in Nagpur.',
    ],
  ])('refuses %s', async (_label, change, field, message) => {
    const { c, item } = await shopperWithCart();
    const res = await t.app.inject(placeOrderRequest(c, item._id, validOrderData(change)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, fieldErrors: { [field]: message } });
  });

  it.each([
    ['a pincode that is not 6 digits', { pincode: '44001' }, 'pincode', MESSAGES.pincodeFormat],
    [
      'a drop location without coordinates',
      { dropLocation: { address: 'Sitabuldi' } },
      'dropLocation',
      MESSAGES.chooseDrop,
    ],
    [
      'a drop outside Nagpur',
      { dropLocation: { address: 'Shivajinagar, Pune', coordinates: { lat: 18.5308, lng: 73.8475 } } },
      'dropLocation',
      'We do not serve this location yet. Please choose a place in Nagpur.',
    ],
    ['an impossible servicing date', { servicingDate: '2026-02-30' }, 'servicingDate', MESSAGES.chooseServicingDate],
    [
      'a delivery date 31 days after servicing',
      { expectedDeliveryDate: addDays(tomorrow(), 31) },
      'expectedDeliveryDate',
      MESSAGES.deliveryTooLate,
    ],
    [
      'a made-up insurance status',
      { verifyVehicleInsurance: true, vehicleInsuranceStatus: 'maybe' },
      'vehicleInsuranceStatus',
      MESSAGES.chooseInsuranceStatus,
    ],
    [
      'an insurance status without insurance servicing',
      { vehicleInsuranceStatus: 'valid' },
      'vehicleInsuranceStatus',
      MESSAGES.insuranceStatusOnlyWhenInsured,
    ],
    ['a flag that is not a boolean', { verifyBreakdown: 'yes' }, 'verifyBreakdown', MESSAGES.mustBeTrueOrFalse],
    ['an address over 300 characters', { address: 'x'.repeat(301) }, 'address', MESSAGES.addressTooLong],
  ])('refuses %s with its text and changes nothing', async (_label, change, field, message) => {
    const { c, item } = await shopperWithCart();
    const booked = (await slotRow(tomorrow(), '10:00 AM - 12:00 PM'))?.booked;
    expect(booked).toEqual(expect.any(Number));
    const res = await t.app.inject(placeOrderRequest(c, item._id, validOrderData(change)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, fieldErrors: { [field]: message } });
    expect(await ordersOf(c.id)).toBe(0);
    expect((await fetchCart(c)).map((i) => i._id)).toEqual([item._id]);
    expect((await slotRow(tomorrow(), '10:00 AM - 12:00 PM'))?.booked).toBe(booked);
  });

  it('refuses a slot of today that has started', async () => {
    const { c, item } = await shopperWithCart();
    const today = istDate(new Date());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T07:30:00Z`)); // 13:00 IST
    const res = await t.app.inject(
      placeOrderRequest(c, item._id, validOrderData({ servicingDate: today, expectedDeliveryDate: today })),
    );
    vi.useRealTimers();
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ serviceTimeSlot: MESSAGES.slotStarted });
  });

  it('requires a transmission type for a car, and stores it', async () => {
    const c = await quickCustomer(t);
    const car = await saveVehicle(t, c, 'Car');
    const item = await addCartItem(t, c, { selectedProductId: carService, vehicleId: car._id });
    const without = await t.app.inject(placeOrderRequest(c, item._id, validOrderData()));
    expect(without.statusCode).toBe(400);
    expect(without.json().fieldErrors).toEqual({ transmissionType: MESSAGES.chooseTransmission });
    const res = await t.app.inject(placeOrderRequest(c, item._id, validOrderData({ transmissionType: 'Automatic' })));
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      transmissionType: 'Automatic',
      vehicleType: 'Car',
      totalSellingPrice: 2499,
    });
  });

  it('applies a coupon from the server’s price, counts its use, and refuses it once the customer’s limit is reached', async () => {
    const { c, bike, item } = await shopperWithCart(premiumService);
    const before = (await couponRow('SERVICE10'))?.uses ?? 0;
    const res = await t.app.inject(
      placeOrderRequest(c, item._id, validOrderData({ couponCode: 'service10', finalTotal: 1 })),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      subtotal: 999,
      discount: 99.9,
      totalSellingPrice: 899,
      couponCode: 'SERVICE10',
    });
    expect((await couponRow('SERVICE10'))?.uses).toBe(before + 1);

    const next = await addCartItem(t, c, { selectedProductId: premiumService, vehicleId: bike._id, city: 'Pune' });
    const applied = await as(t.app, c, {
      method: 'POST',
      url: '/api/coupons/apply/coupon',
      payload: { couponCode: 'SERVICE10', cartId: next._id },
    });
    expect(applied.statusCode).toBe(409);
    expect(applied.json().message).toBe(MESSAGES.couponCustomerLimit);
    const second = await t.app.inject(
      placeOrderRequest(
        c,
        next._id,
        validOrderData({
          couponCode: 'SERVICE10',
          pincode: '411001',
          pickupLocation: { address: 'Shivajinagar, Pune', coordinates: { lat: 18.5308, lng: 73.8475 } },
        }),
      ),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      success: false,
      message: MESSAGES.couponCustomerLimit,
      fieldErrors: { couponCode: MESSAGES.couponCustomerLimit },
    });
    expect((await couponRow('SERVICE10'))?.uses).toBe(before + 1);
  });

  it('refuses a coupon below its minimum at checkout', async () => {
    const { c, item } = await shopperWithCart();
    const res = await t.app.inject(placeOrderRequest(c, item._id, validOrderData({ couponCode: 'FLAT500' })));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.couponAmountNotEligible);
    expect(await ordersOf(c.id)).toBe(0);
  });

  it('answers 409 for a full slot and rolls everything back (no order, cart kept, coupon not counted)', async () => {
    const { c, item } = await shopperWithCart();
    const date = addDays(istDate(new Date()), 5);
    await t.database.db
      .insert(slotCapacity)
      .values({ city: 'nagpur', date, slot: '12:00 PM - 02:00 PM', capacity: 3, booked: 3 });
    const uses = (await couponRow('WELCOME100'))?.uses;
    const res = await t.app.inject(
      placeOrderRequest(
        c,
        item._id,
        validOrderData({
          servicingDate: date,
          expectedDeliveryDate: date,
          serviceTimeSlot: '12:00 PM - 02:00 PM',
          couponCode: 'WELCOME100',
        }),
      ),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This time slot was just booked. Please choose another.');
    expect(res.json().fieldErrors).toEqual({ serviceTimeSlot: MESSAGES.slotJustBooked });
    expect(await ordersOf(c.id)).toBe(0);
    expect(await fetchCart(c)).toHaveLength(1);
    expect((await couponRow('WELCOME100'))?.uses).toBe(uses);
    expect((await slotRow(date, '12:00 PM - 02:00 PM'))?.booked).toBe(3);
  });

  it('answers 409 for a closed slot', async () => {
    const { c, item } = await shopperWithCart();
    const date = addDays(istDate(new Date()), 6);
    await t.database.db
      .insert(slotCapacity)
      .values({ city: 'nagpur', date, slot: '10:00 AM - 12:00 PM', capacity: 4, closed: true });
    const res = await t.app.inject(
      placeOrderRequest(c, item._id, validOrderData({ servicingDate: date, expectedDeliveryDate: date })),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.slotClosed);
    // Beside the slot picker: the web shows a refusal where its field errors point.
    expect(res.json().fieldErrors).toEqual({ serviceTimeSlot: MESSAGES.slotClosed });
  });

  it('answers 409 for a coupon that is used up, with no order', async () => {
    await newCoupon({ code: 'T-LASTONE', totalLimit: 1, uses: 1 });
    const { c, item } = await shopperWithCart();
    const res = await t.app.inject(placeOrderRequest(c, item._id, validOrderData({ couponCode: 'T-LASTONE' })));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.couponUsedUp);
    expect(await ordersOf(c.id)).toBe(0);
  });

  it('refuses another customer’s cart item (403), an unknown one (404), a malformed id (400)', async () => {
    const { c: owner, item } = await shopperWithCart();
    const c = await quickCustomer(t);
    const theirs = await t.app.inject(placeOrderRequest(c, item._id, validOrderData()));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ success: false, message: MESSAGES.cartItemNotYours });
    expect(await fetchCart(owner)).toHaveLength(1);
    const unknown = await t.app.inject(placeOrderRequest(c, '00000000-0000-4000-8000-000000000000', validOrderData()));
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject(placeOrderRequest(c, 'nope', validOrderData()));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ cartId: MESSAGES.invalidId });
    const noData = await t.app.inject({ ...placeOrderRequest(c, item._id, {}), payload: { cartId: item._id } });
    expect(noData.statusCode).toBe(400);
  });

  it('reads and decides again when the database finds the order stale, then answers 409 after three tries', async () => {
    const { c, item } = await shopperWithCart();
    const date = addDays(istDate(new Date()), 7);
    // A catalogue or coupon edit landing between every read and its write, made certain: each attempt's insert of
    // this customer's order is refused as place_order refuses a stale one, and counted (a sequence is not rolled back).
    const ddl = async (...statements: string[]) => {
      for (const statement of statements) await t.database.db.execute(sql.raw(statement));
    };
    await ddl(
      'create sequence stale_attempts',
      `create function refuse_as_stale() returns trigger language plpgsql as $$
        begin
          perform nextval('stale_attempts');
          raise exception 'stale' using errcode = 'MM409';
        end $$`,
      `create trigger refuse_as_stale before insert on orders for each row
        when (new.customer_id = '${c.id}') execute function refuse_as_stale()`,
    );
    try {
      const res = await t.app.inject(
        placeOrderRequest(c, item._id, validOrderData({ servicingDate: date, expectedDeliveryDate: date })),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.checkoutChanged);
      const [attempts] = (
        (await t.database.db.execute(sql`select last_value::int as n from stale_attempts`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(attempts?.n).toBe(3);
      expect(await ordersOf(c.id)).toBe(0);
      expect(await fetchCart(c)).toHaveLength(1);
      expect(await slotRow(date, '10:00 AM - 12:00 PM')).toBeUndefined();
    } finally {
      await ddl(
        'drop trigger refuse_as_stale on orders',
        'drop function refuse_as_stale()',
        'drop sequence stale_attempts',
      );
    }
  });

  it('a cart item is consumed once: a second order for it (another key) is 404', async () => {
    const { c, item } = await shopperWithCart();
    expect((await t.app.inject(placeOrderRequest(c, item._id, validOrderData()))).statusCode).toBe(201);
    const second = await t.app.inject(placeOrderRequest(c, item._id, validOrderData()));
    expect(second.statusCode).toBe(404);
    expect(second.json().message).toBe(MESSAGES.cartItemNotFound);
  });
});

describe('reading and cancelling orders', () => {
  let c: Shopper;
  let older: { _id: string; OID: string };
  let newer: { _id: string; OID: string };
  beforeAll(async () => {
    const first = await shopperWithCart();
    c = first.c;
    older = (
      await t.app.inject(placeOrderRequest(c, first.item._id, validOrderData({ couponCode: 'WELCOME100' })))
    ).json().order;
    const item = await addCartItem(t, c, { selectedProductId: premiumService, vehicleId: first.bike._id });
    newer = (await t.app.inject(placeOrderRequest(c, item._id, validOrderData()))).json().order;
  });

  it('GET /api/v1/order/fetch/order/{id} answers the customer’s own order', async () => {
    const res = await as(t.app, c, { method: 'GET', url: `/api/v1/order/fetch/order/${older._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      orderData: { _id: older._id, OID: older.OID, couponCode: 'WELCOME100' },
    });
  });

  it('answers 403 (nothing of theirs) for another customer’s order, 404 unknown, 400 malformed', async () => {
    const stranger = await quickCustomer(t);
    for (const url of [`/api/v1/order/fetch/order/${older._id}`]) {
      const res = await as(t.app, stranger, { method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: MESSAGES.orderNotYours });
      expect(res.body).not.toContain(older.OID);
    }
    const cancel = await as(t.app, stranger, {
      method: 'POST',
      url: `/api/orders/${older._id}/cancel`,
      payload: {},
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.body).not.toContain(older.OID);
    const unknown = await as(t.app, stranger, {
      method: 'GET',
      url: '/api/v1/order/fetch/order/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.orderNotFound);
    const bad = await as(t.app, stranger, { method: 'GET', url: '/api/v1/order/fetch/order/1%27%20or%201=1' });
    expect(bad.statusCode).toBe(400);
    const badCancel = await as(t.app, stranger, { method: 'POST', url: '/api/orders/xyz/cancel', payload: {} });
    expect(badCancel.statusCode).toBe(400);
    const legacy = await as(t.app, stranger, { method: 'GET', url: `/api/customer/${c.id}` });
    expect(legacy.statusCode).toBe(403);
    expect(legacy.body).not.toContain(older.OID);
  });

  it('lists the customer’s orders newest first, also in the legacy GET /api/customer/{id}', async () => {
    const res = await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/customers/orders' });
    expect(res.json().orders.map((o: { _id: string }) => o._id)).toEqual([newer._id, older._id]);
    const legacy = await as(t.app, c, { method: 'GET', url: `/api/customer/${c.id}` });
    expect(legacy.json().myOrders.map((o: { _id: string }) => o._id)).toEqual([newer._id, older._id]);
  });

  it('cancels while new, giving back the slot place and the coupon use; then 409', async () => {
    const date = tomorrow();
    const slotBefore = (await slotRow(date, '10:00 AM - 12:00 PM'))?.booked ?? 0;
    const usesBefore = (await couponRow('WELCOME100'))?.uses ?? 0;
    const res = await as(t.app, c, { method: 'POST', url: `/api/orders/${older._id}/cancel`, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MESSAGES.orderCancelled,
      order: { status: 'cancelled' },
    });
    expect((await slotRow(date, '10:00 AM - 12:00 PM'))?.booked).toBe(slotBefore - 1);
    expect((await couponRow('WELCOME100'))?.uses).toBe(usesBefore - 1);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, older._id));
    expect(events.map((e) => [e.kind, e.fromValue, e.toValue])).toContainEqual(['status', 'new', 'cancelled']);
    const again = await as(t.app, c, { method: 'POST', url: `/api/orders/${older._id}/cancel`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.orderCannotCancel);
    // The coupon the cancelled order used is the customer's to use again.
    const list = await as(t.app, c, { method: 'GET', url: '/api/coupons/allget?amount=599' });
    expect(list.json().coupons.find((x: { couponCode: string }) => x.couponCode === 'WELCOME100').eligible).toBe(true);
  });

  it('refuses to cancel an order an operator has moved on', async () => {
    await t.database.db.update(orders).set({ status: 'pickedUp' }).where(eq(orders.id, newer._id));
    const res = await as(t.app, c, { method: 'POST', url: `/api/orders/${newer._id}/cancel`, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.orderCannotCancel);
  });

  it('keeps every counter equal to the orders that exist', async () => {
    // Counts seeded by the tests above without orders behind them; every other count is orders alone.
    const today = istDate(new Date());
    const seededBooked: Record<string, number> = {
      [`${addDays(today, 4)}/10:00 AM - 12:00 PM`]: 2,
      [`${addDays(today, 4)}/12:00 PM - 02:00 PM`]: 1,
      [`${addDays(today, 5)}/12:00 PM - 02:00 PM`]: 3,
    };
    const seededUses: Record<string, number> = { 'T-USEDUP': 3, 'T-LASTONE': 1 };
    const slots = (await t.database.db.execute(sql`
      select s.date::text as date, s.slot, s.booked,
        (select count(*)::int from orders o where o.city = s.city and o.servicing_date = s.date
          and o.service_time_slot = s.slot and o.status <> 'cancelled') as n
      from slot_capacity s`)) as unknown as { rows: { date: string; slot: string; booked: number; n: number }[] };
    expect(slots.rows.some((r) => r.n > 0)).toBe(true);
    for (const r of slots.rows) expect(r.booked).toBe(r.n + (seededBooked[`${r.date}/${r.slot}`] ?? 0));
    const used = (await t.database.db.execute(sql`
      select c.code, c.uses,
        (select count(*)::int from orders o where o.coupon_id = c.id and o.status <> 'cancelled') as n
      from coupons c`)) as unknown as { rows: { code: string; uses: number; n: number }[] };
    expect(used.rows.some((r) => r.n > 0)).toBe(true);
    for (const r of used.rows) expect(r.uses).toBe(r.n + (seededUses[r.code] ?? 0));
  });
});
