// The checkout's WhatsApp box (decision 0019): its answer is kept as a consent with source 'checkout' when it changes
// where the customer stands, with the order it came with; a box ticked again, a replayed key or a refused checkout
// adds nothing, and a box that is not true or false is refused.
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, outbox } from '../../db/schema.ts';
import {
  addCartItem,
  newKey,
  placeOrderRequest,
  productId,
  quickCustomer,
  type Shopper,
  saveVehicle,
  validOrderData,
} from '../../testing/booking.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let service: string;
beforeAll(async () => {
  t = await createTestApp();
  service = await productId(t, 'bike-general-service');
});
afterAll(() => t?.close());

let booked = 0;
/** A slot of its own for each booking, so that none fills. */
const nextSlot = () => TIME_SLOTS[booked++ % TIME_SLOTS.length];

async function book(c: Shopper, whatsappOptIn: unknown, key = newKey()) {
  const bike = await saveVehicle(t, c, 'Bike');
  const item = await addCartItem(t, c, { selectedProductId: service, vehicleId: bike._id });
  const request = placeOrderRequest(c, item._id, validOrderData({ serviceTimeSlot: nextSlot() }), key);
  const payload = request.payload as Record<string, unknown>;
  return t.app.inject({
    ...request,
    payload: { ...payload, ...(whatsappOptIn === undefined ? {} : { whatsappOptIn }) },
  });
}

const consentsOf = async (id: string) =>
  (await t.database.db.select().from(consents).where(eq(consents.customerId, id)).orderBy(asc(consents.at))).map(
    (r) => [r.channel, r.granted, r.source],
  );

describe("the checkout's WhatsApp box", () => {
  it('keeps a change as a consent from checkout, once, and sends the confirmation on WhatsApp', async () => {
    const c = await quickCustomer(t, 'Meera Kulkarni');
    const placed = await book(c, true);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await consentsOf(c.id)).toEqual([['whatsapp', true, 'checkout']]);
    const sent = await t.database.db.select().from(outbox).where(eq(outbox.customerId, c.id));
    expect(sent.map((m) => m.channel)).toContain('whatsapp');

    // Ticked again: nothing changes, nothing is added.
    expect((await book(c, true)).statusCode).toBe(201);
    // Left out: the consent stands as it is.
    expect((await book(c, undefined)).statusCode).toBe(201);
    expect(await consentsOf(c.id)).toEqual([['whatsapp', true, 'checkout']]);

    const off = await book(c, false);
    expect(off.statusCode).toBe(201);
    expect(await consentsOf(c.id)).toEqual([
      ['whatsapp', true, 'checkout'],
      ['whatsapp', false, 'checkout'],
    ]);
  });

  it('adds nothing for a replayed key, nor for a refused checkout', async () => {
    const c = await quickCustomer(t, 'Sunil Pawar');
    const key = newKey();
    expect((await book(c, false, key)).statusCode).toBe(201);
    // Unchanged (WhatsApp was off): no row.
    expect(await consentsOf(c.id)).toEqual([]);
    // The same key again, the box ticked this time: the order placed before answers, and nothing is kept.
    const replay = await book(c, true, key);
    expect(replay.statusCode).toBe(200);
    expect(await consentsOf(c.id)).toEqual([]);
    const bike = await saveVehicle(t, c, 'Bike');
    const item = await addCartItem(t, c, { selectedProductId: service, vehicleId: bike._id });
    const refused = await t.app.inject({
      ...placeOrderRequest(c, item._id, validOrderData({ pincode: '12' })),
      payload: { orderData: validOrderData({ pincode: '12' }), cartId: item._id, whatsappOptIn: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(await consentsOf(c.id)).toEqual([]);
  });

  it.each([['yes'], [1], [null], [{}]])('refuses whatsappOptIn %j with 400', async (value) => {
    const c = await quickCustomer(t, 'Anil Shinde');
    const res = await book(c, value);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await consentsOf(c.id)).toEqual([]);
  });
});
