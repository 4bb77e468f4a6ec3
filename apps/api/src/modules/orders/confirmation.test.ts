// The booking confirmation: placing an order queues one "order placed" e-mail with the
// number, service, vehicle, date, slot, pickup, amount and how to cancel, in the same call as the order; a refused
// checkout queues none, and a replay of the same Idempotency-Key no second one.
import { MESSAGES } from '@motomitra/domain/messages';
import { CUSTOMER_MESSAGES_MR } from '@motomitra/domain/messages-customer-mr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, customerVehicles, outbox, slotCapacity } from '../../db/schema.ts';
import {
  addCartItem,
  newKey,
  placeOrderRequest,
  productId,
  quickCustomer,
  saveVehicle,
  tomorrow,
  validOrderData,
} from '../../testing/booking.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { longDate } from '../notifications/letters.ts';

let t: TestApp;
let service: string;
beforeAll(async () => {
  t = await createTestApp();
  service = await productId(t, 'bike-general-service');
});
afterAll(() => t?.close());

const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, to));

async function readyToBook(name: string) {
  const c = await quickCustomer(t, name);
  const bike = await saveVehicle(t, c, 'Bike');
  const item = await addCartItem(t, c, { selectedProductId: service, vehicleId: bike._id });
  return { c, bike, item };
}

describe('the booking confirmation e-mail', () => {
  it('is queued with the order: what, which vehicle, when, where from, how much, and how to cancel', async () => {
    const { c, bike, item } = await readyToBook('Kavita Rao');
    const [saved] = await t.database.db.select().from(customerVehicles).where(eq(customerVehicles.id, bike._id));
    const key = newKey();
    const placed = await t.app.inject(
      placeOrderRequest(c, item._id, validOrderData({ serviceTimeSlot: '02:00 PM - 04:00 PM' }), key),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;

    const mails = await mailsTo(c.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      orderId: order._id,
      subject: `Booking confirmed: order ${order.OID}`,
      status: 'pending',
    });
    for (const expected of [
      'Hello Kavita Rao,',
      `Your order ${order.OID} is confirmed.`,
      `Service: ${order.productsBuyed[0].product_name}`,
      `Vehicle: ${saved?.makeModel}, ${bike.reg_number}`,
      `Pickup: ${longDate(tomorrow())}, 02:00 PM - 04:00 PM`,
      'Pickup from: Dharampeth, Nagpur, Maharashtra 440010',
      `Amount: ₹${order.totalSellingPrice.toLocaleString('en-IN')}, paid when the work is done`,
      'choose Cancel while the order is Booking Confirmed',
    ]) {
      expect(mail?.body, expected).toContain(expected);
    }

    // The same key again: the same order, and no second e-mail.
    const replay = await t.app.inject(placeOrderRequest(c, item._id, validOrderData(), key));
    expect(replay.statusCode).toBe(200);
    expect(await mailsTo(c.email)).toHaveLength(1);
  });

  it('is not queued when the booking is refused (a closed slot)', async () => {
    const { c, item } = await readyToBook('Nikhil Deshmukh');
    await t.database.db
      .insert(slotCapacity)
      .values({ city: 'nagpur', date: tomorrow(), slot: '06:00 PM - 08:30 PM', capacity: 4, closed: true })
      .onConflictDoUpdate({
        target: [slotCapacity.city, slotCapacity.date, slotCapacity.slot],
        set: { closed: true },
      });
    const refused = await t.app.inject(
      placeOrderRequest(c, item._id, validOrderData({ serviceTimeSlot: '06:00 PM - 08:30 PM' })),
    );
    expect(refused.statusCode).toBe(409);
    expect(await mailsTo(c.email)).toHaveLength(0);
  });

  it('carries the flat or house and a landmark for the rider, to the order and the e-mail', async () => {
    const { c, item } = await readyToBook('Sunita Wagh');
    const long = await t.app.inject(placeOrderRequest(c, item._id, validOrderData({ flat: 'x'.repeat(121) })));
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.flat).toBe('Keep it under 120 characters.');
    const placed = await t.app.inject(
      placeOrderRequest(
        c,
        item._id,
        validOrderData({
          serviceTimeSlot: '12:00 PM - 02:00 PM',
          flat: 'B-402, Sai Residency',
          landmark: 'Opp. Futala Lake',
        }),
      ),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ flat: 'B-402, Sai Residency', landmark: 'Opp. Futala Lake' });
    const [mail] = await mailsTo(c.email);
    // The landmark on a line of its own, as typed ("near" added to it doubled the customer's own word).
    expect(mail?.body).toContain(
      'Pickup from: B-402, Sai Residency, Dharampeth, Nagpur, Maharashtra 440010\nLandmark: Opp. Futala Lake',
    );
  });

  it('keeps a drop at another place with its own flat and landmark, and none for a drop at the pickup', async () => {
    const sitabuldi = { address: 'Sitabuldi, Nagpur, Maharashtra 440012', coordinates: { lat: 21.1458, lng: 79.0882 } };
    const other = await readyToBook('Anil Kale');
    const long = await t.app.inject(
      placeOrderRequest(
        other.c,
        other.item._id,
        validOrderData({ dropLocation: sitabuldi, dropLandmark: 'y'.repeat(121) }),
      ),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.dropLandmark).toBe('Keep it under 120 characters.');
    const placed = await t.app.inject(
      placeOrderRequest(
        other.c,
        other.item._id,
        validOrderData({
          serviceTimeSlot: '02:00 PM - 04:00 PM',
          dropLocation: sitabuldi,
          dropFlat: 'Shop 4, Variety Square',
          dropLandmark: 'Near Sitabuldi Fort gate',
        }),
      ),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({
      dropLocation: sitabuldi,
      dropFlat: 'Shop 4, Variety Square',
      dropLandmark: 'Near Sitabuldi Fort gate',
    });
    const same = await readyToBook('Meena Kale');
    const atPickup = await t.app.inject(
      placeOrderRequest(
        same.c,
        same.item._id,
        validOrderData({ serviceTimeSlot: '02:00 PM - 04:00 PM', dropFlat: 'ignored', dropLandmark: 'ignored' }),
      ),
    );
    expect(atPickup.statusCode, atPickup.body).toBe(201);
    expect(atPickup.json().order).toMatchObject({ dropFlat: '', dropLandmark: '' });
  });

  it('refuses an alternate number that is the customer’s own mobile, with nothing booked', async () => {
    const { c, item } = await readyToBook('Ravi Gaikwad');
    const [me] = await t.database.db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, c.id));
    const own = (me?.phone ?? '').slice(3);
    const res = await t.app.inject(placeOrderRequest(c, item._id, validOrderData({ alternateNumber: own })));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.alternateNumber).toBe(MESSAGES.alternateSameAsMobile);
    const mr = await t.app.inject({
      ...placeOrderRequest(c, item._id, validOrderData({ alternateNumber: own })),
      headers: { ...placeOrderRequest(c, item._id, {}).headers, 'accept-language': 'mr' },
    });
    expect(mr.json().fieldErrors.alternateNumber).toBe(CUSTOMER_MESSAGES_MR.alternateSameAsMobile);
    expect(await mailsTo(c.email)).toHaveLength(0);
  });

  it('names a date as customers read it', () => {
    expect(longDate('2026-11-26')).toBe('Thursday, 26 November 2026');
    expect(longDate('2027-01-01')).toBe('Friday, 1 January 2027');
  });
});
