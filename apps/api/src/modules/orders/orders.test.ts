// Orders API: placing an order (every rule and text, the same key twice, stale reads), reading and cancelling it.

import { phoneMessage } from '@motomitra/domain/customer-fields';
import { addDays, istDate, istYear } from '@motomitra/domain/ist';
import { englishOf } from '@motomitra/domain/keyed-text';
import { MESSAGES } from '@motomitra/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderEvents, orders, slotCapacity } from '../../db/schema.ts';
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
import {
  carService,
  couponRow,
  fetchCart,
  newCoupon,
  ordersOf,
  premiumService,
  shopperWithCart,
  slotRow,
  t,
  useBookingSuite,
} from '../../testing/booking-suite.ts';
import { as } from '../../testing/customers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

useBookingSuite();

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

  it('validates every field of the body at once, keyed by orderData field names, and changes nothing', async () => {
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
    // The body's schema: each field's rule and the rules between fields. What needs the clock (yesterday), the city
    // (a Pune pincode) or the vehicle (a transmission for a bike) is checked once the body is valid (next test).
    expect(body.fieldErrors).toEqual({
      pickupLocation: MESSAGES.choosePickup,
      serviceTimeSlot: MESSAGES.chooseSlot,
      expectedDeliveryDate: MESSAGES.chooseDeliveryDate,
      state: MESSAGES.stateMaharashtra,
      alternateNumber: englishOf(phoneMessage),
      note: MESSAGES.noteTooLong,
      vehicleInsuranceStatus: MESSAGES.confirmVehicleFirst,
      termsAccepted: MESSAGES.acceptTerms,
    });
    expect(Object.values(body.fieldErrors)).toContain(body.message);
    expect(await fetchCart(c)).toHaveLength(1);
    expect(await ordersOf(c.id)).toBe(0);
  });

  it('answers a date that is no date with that field’s own error (never a 500), and changes nothing', async () => {
    const { c, item } = await shopperWithCart();
    const date = tomorrow();
    const slot = validOrderData().serviceTimeSlot as string;
    const placesBefore = (await slotRow(date, slot))?.booked ?? 0;
    for (const bad of ['', '1', '2026-02-30', '2026-%0011-28', null, 20261128, true, {}, []]) {
      for (const [field, message] of [
        ['servicingDate', MESSAGES.chooseServicingDate],
        ['expectedDeliveryDate', MESSAGES.chooseDeliveryDate],
      ] as const) {
        const res = await t.app.inject(placeOrderRequest(c, item._id, validOrderData({ [field]: bad })));
        expect(res.statusCode, `${field} ${JSON.stringify(bad)}: ${res.body}`).toBe(400);
        // The other date is fine: the rule between the two says nothing about a date that failed its own rule.
        expect(res.json().fieldErrors).toEqual({ [field]: message });
      }
    }
    expect(await fetchCart(c)).toHaveLength(1);
    expect(await ordersOf(c.id)).toBe(0);
    expect((await slotRow(date, slot))?.booked ?? 0).toBe(placesBefore);
  });

  it('checks what needs the clock, the booked city and the vehicle once the body is valid, all at once', async () => {
    const { c, item } = await shopperWithCart();
    const yesterday = addDays(istDate(new Date()), -1);
    const res = await t.app.inject(
      placeOrderRequest(
        c,
        item._id,
        validOrderData({
          servicingDate: yesterday,
          expectedDeliveryDate: yesterday,
          pincode: '411001',
          transmissionType: 'Manual',
        }),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      servicingDate: MESSAGES.servicingDateRange,
      transmissionType: MESSAGES.transmissionCarsOnly,
      pincode: 'Enter a pincode in Nagpur (440xxx–441xxx).',
    });
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
    // The cancelled order's use is given back, but WELCOME100 is for a first booking and the newer booking stands: it
    // is not offered again (eligibility.test.ts has the first-booking rule whole).
    const list = await as(t.app, c, { method: 'GET', url: '/api/coupons/allget?amount=599' });
    expect(list.json().coupons.map((x: { couponCode: string }) => x.couponCode)).not.toContain('WELCOME100');
  });

  it('refuses to cancel an order an operator has moved on', async () => {
    await t.database.db.update(orders).set({ status: 'pickedUp' }).where(eq(orders.id, newer._id));
    const res = await as(t.app, c, { method: 'POST', url: `/api/orders/${newer._id}/cancel`, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.orderCannotCancel);
  });
});

describe('slot and coupon counters', () => {
  // Its own database and a fixed clock (10:00 IST): no other test's orders or seeded counts, the same dates at any
  // time of day.
  const today = '2026-12-01';
  const clock = () => new Date(`${today}T04:30:00Z`);
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await own?.close();
  });

  async function book(service: string, data: Record<string, unknown>) {
    const c = await quickCustomer(own);
    const bike = await saveVehicle(own, c, 'Bike');
    const item = await addCartItem(own, c, { selectedProductId: service, vehicleId: bike._id });
    const res = await own.app.inject(placeOrderRequest(c, item._id, validOrderData(data)));
    expect(res.statusCode, res.body).toBe(201);
    return { c, order: res.json().order as { _id: string } };
  }

  it('keeps every slot place and coupon use equal to the orders that exist, through placing and cancelling', async () => {
    const general = await productId(own, 'bike-general-service'); // Nagpur band 1 ₹599
    const premium = await productId(own, 'bike-premium-service'); // Nagpur band 1 ₹999
    const first = '10:00 AM - 12:00 PM';
    const second = '12:00 PM - 02:00 PM';
    const on = (n: number, slot: string) => ({
      servicingDate: addDays(today, n),
      expectedDeliveryDate: addDays(today, n),
      serviceTimeSlot: slot,
    });
    const a = await book(general, { ...on(1, first), couponCode: 'WELCOME100' });
    await book(premium, { ...on(1, first), couponCode: 'SERVICE10' });
    await book(general, { ...on(2, second), couponCode: 'WELCOME100' });
    await book(premium, on(2, second));
    const cancel = await as(own.app, a.c, { method: 'POST', url: `/api/orders/${a.order._id}/cancel`, payload: {} });
    expect(cancel.statusCode).toBe(200);

    const slots = (await own.database.db.execute(sql`
      select s.date::text as date, s.slot, s.booked,
        (select count(*)::int from orders o where o.city = s.city and o.servicing_date = s.date
          and o.service_time_slot = s.slot and o.status <> 'cancelled') as n
      from slot_capacity s order by s.date, s.slot`)) as unknown as {
      rows: { date: string; slot: string; booked: number; n: number }[];
    };
    expect(slots.rows.map((r) => [r.date, r.slot, r.booked, r.n])).toEqual([
      [addDays(today, 1), first, 1, 1],
      [addDays(today, 2), second, 2, 2],
    ]);
    const used = (await own.database.db.execute(sql`
      select c.code, c.uses,
        (select count(*)::int from orders o where o.coupon_id = c.id and o.status <> 'cancelled') as n
      from coupons c order by c.code`)) as unknown as { rows: { code: string; uses: number; n: number }[] };
    for (const r of used.rows) expect(r.uses, r.code).toBe(r.n);
    expect(used.rows.filter((r) => r.uses > 0).map((r) => [r.code, r.uses])).toEqual([
      ['SERVICE10', 1],
      ['WELCOME100', 1],
    ]);
  });
});
