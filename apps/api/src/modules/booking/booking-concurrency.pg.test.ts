// Concurrency guarantees of checkout on PostgreSQL, with two API instances (two pools, two ports) on one database and
// real parallel HTTP requests: no slot is overbooked, a key makes one order, a coupon is never used past its limit.

import type { TIME_SLOTS } from '@motomitra/domain/constants';
import { addDays, istDate } from '@motomitra/domain/ist';
import { MESSAGES } from '@motomitra/domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, coupons, orders, products, slotCapacity } from '../../db/schema.ts';
import {
  addCartItem,
  type BookingTestApp,
  newKey,
  productId,
  quickCustomer,
  type Shopper,
  saveVehicle,
  validOrderData,
} from '../../testing/booking.ts';
import { type Hold, hold, releaseHolds, untilBlockedBy as untilBlockedByShared } from '../../testing/held-locks.ts';
import { type Instance, startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

let setup: TwoInstances;
let fresh: TwoInstances['fresh'];
let instances: [Instance, Instance];
let t: BookingTestApp;
let bikeService: string;

beforeAll(async () => {
  setup = await startTwoInstances();
  ({ instances, t, fresh } = setup);
  bikeService = await productId(t, 'bike-general-service');
});

afterAll(async () => {
  await setup?.close();
});

type Answer = {
  status: number;
  body: { success: boolean; message: string; order?: { _id: string; discount: number; totalSellingPrice: number } };
};

/** POST /api/newmyorder/generate over real HTTP to instance `n % 2`. */
async function place(n: number, c: Shopper, cartId: string, orderData: Record<string, unknown>, key: string) {
  const instance = instances[n % 2] as Instance;
  const res = await fetch(`${instance.url}/api/newmyorder/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: c.cookie, 'idempotency-key': key },
    body: JSON.stringify({ orderData, cartId }),
  });
  return { status: res.status, body: await res.json() } as Answer;
}

async function shoppers(n: number): Promise<{ c: Shopper; bikeId: string; cartId: string }[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const c = await quickCustomer(t);
      const bike = await saveVehicle(t, c, 'Bike');
      const item = await addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bike._id });
      return { c, bikeId: bike._id, cartId: item._id };
    }),
  );
}

/**
 * One shopper with the bike general service for their bike in the cart, and valid order data for `day` days from now
 * in `slot` (with `extra`, such as a coupon code).
 */
async function oneShopper(day: number, slot: (typeof TIME_SLOTS)[number], extra: Record<string, unknown> = {}) {
  const date = addDays(istDate(new Date()), day);
  const [shopper] = await shoppers(1);
  if (!shopper) throw new Error('no shopper');
  const data = validOrderData({ servicingDate: date, expectedDeliveryDate: date, serviceTimeSlot: slot, ...extra });
  return { date, slot, ...shopper, data };
}

const statuses = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((acc, a) => {
    acc[a.status] = (acc[a.status] ?? 0) + 1;
    return acc;
  }, {});

async function ordersIn(date: string, slot: string) {
  const rows = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.servicingDate, date), eq(orders.serviceTimeSlot, slot as '10:00 AM - 12:00 PM')));
  return rows.length;
}

async function setCapacity(date: string, slot: string, capacity: number) {
  await t.database.db
    .insert(slotCapacity)
    .values({ city: 'nagpur', date, slot: slot as '10:00 AM - 12:00 PM', capacity })
    .onConflictDoUpdate({
      target: [slotCapacity.city, slotCapacity.date, slotCapacity.slot],
      set: { capacity },
    });
}

/** A ₹50 fixed coupon with these limits. */
async function fixedCoupon(code: string, limits: { totalLimit?: number; perCustomerLimit?: number }): Promise<void> {
  await t.database.db.insert(coupons).values({ code, discountType: 'fixed_card_discount', amount: 5_000, ...limits });
}

afterEach(releaseHolds);

/** Another session holding one row of `table` (a customer's, as a checkout of theirs would) until release(). */
function holdRow(table: 'customers' | 'cart_items', id: string): Promise<Hold> {
  return hold(fresh.config.url, `select 1 from ${table} where id = $1 for no key update`, [id]);
}

/** Returns once `n` racing checkouts wait for a lock `held` has (held-locks.ts). */
const untilBlockedBy = (held: Hold, n = 1) =>
  untilBlockedByShared(t.database.db, held, n, 'sessions waited for the held lock');

describe('checkout under concurrency (two instances, one PostgreSQL)', () => {
  it('30 customers racing for one slot of capacity 4 make exactly 4 orders', async () => {
    const date = addDays(istDate(new Date()), 7);
    const slot = '02:00 PM - 04:00 PM';
    const racers = await shoppers(30);
    const data = validOrderData({ servicingDate: date, expectedDeliveryDate: date, serviceTimeSlot: slot });
    const answers = await Promise.all(racers.map((r, i) => place(i, r.c, r.cartId, data, newKey())));
    expect(statuses(answers)).toEqual({ 201: 4, 409: 26 });
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.message).toBe('This time slot was just booked. Please choose another.');
    }
    expect(await ordersIn(date, slot)).toBe(4);
    const [row] = await t.database.db
      .select()
      .from(slotCapacity)
      .where(and(eq(slotCapacity.date, date), eq(slotCapacity.slot, slot)));
    expect(row).toMatchObject({ capacity: 4, booked: 4 });
  });

  it('20 parallel places with one Idempotency-Key make one order, answered to all', async () => {
    const { date, slot, c, cartId, data } = await oneShopper(8, '10:00 AM - 12:00 PM');
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => place(i, c, cartId, data, key)));
    expect(statuses(answers)).toEqual({ 200: 19, 201: 1 });
    expect(new Set(answers.map((a) => a.body.order?._id)).size).toBe(1);
    const mine = await t.database.db.select().from(orders).where(eq(orders.customerId, c.id));
    expect(mine).toHaveLength(1);
    expect(await ordersIn(date, slot)).toBe(1);
  });

  it('10 parallel places of one cart item under different keys make one order; the rest find the item gone (404)', async () => {
    const { date, slot, c, cartId, data } = await oneShopper(9, '12:00 PM - 02:00 PM');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => place(i, c, cartId, data, newKey())));
    expect(statuses(answers)).toEqual({ 201: 1, 404: 9 });
    for (const a of answers.filter((x) => x.status === 404)) expect(a.body.message).toBe(MESSAGES.cartItemNotFound);
    const mine = await t.database.db.select().from(orders).where(eq(orders.customerId, c.id));
    expect(mine).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(slotCapacity)
      .where(and(eq(slotCapacity.date, date), eq(slotCapacity.slot, slot)));
    expect(row?.booked).toBe(1);
  });

  it('a coupon with 5 uses left, raced by 20 customers, discounts exactly 5 orders', async () => {
    await t.database.db.insert(coupons).values({
      code: 'RACE5',
      discountType: 'fixed_card_discount',
      amount: 10_000,
      totalLimit: 10,
      uses: 5,
    });
    const date = addDays(istDate(new Date()), 9);
    const slot = '04:00 PM - 06:00 PM';
    await setCapacity(date, slot, 100);
    const racers = await shoppers(20);
    const data = validOrderData({
      servicingDate: date,
      expectedDeliveryDate: date,
      serviceTimeSlot: slot,
      couponCode: 'RACE5',
    });
    const answers = await Promise.all(racers.map((r, i) => place(i, r.c, r.cartId, data, newKey())));
    expect(statuses(answers)).toEqual({ 201: 5, 409: 15 });
    for (const a of answers.filter((x) => x.status === 201)) expect(a.body.order?.discount).toBe(100);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect([MESSAGES.couponRanOut, MESSAGES.couponUsedUp]).toContain(a.body.message);
    }
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'RACE5'));
    expect(coupon?.uses).toBe(10);
    const used = await t.database.db.select().from(orders).where(eq(orders.couponCode, 'RACE5'));
    expect(used).toHaveLength(5);
    // A refused order took no slot place either.
    expect(await ordersIn(date, slot)).toBe(5);
  });

  it('one customer placing 5 orders at once with a once-per-customer coupon gets it once', async () => {
    await t.database.db.insert(coupons).values({
      code: 'ONCEEACH',
      discountType: 'percentage_discount',
      amount: 10,
      perCustomerLimit: 1,
    });
    const date = addDays(istDate(new Date()), 10);
    const slot = '06:00 PM - 08:30 PM';
    await setCapacity(date, slot, 100);
    const c = await quickCustomer(t);
    const items = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const bike = await saveVehicle(t, c, 'Bike');
        return addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bike._id });
      }),
    );
    const data = validOrderData({
      servicingDate: date,
      expectedDeliveryDate: date,
      serviceTimeSlot: slot,
      couponCode: 'ONCEEACH',
    });
    const answers = await Promise.all(items.map((item, i) => place(i, c, item._id, data, newKey())));
    expect(statuses(answers)).toEqual({ 201: 1, 409: 4 });
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toBe(MESSAGES.couponCustomerLimit);
  });

  it('one new customer placing 5 orders at once with a first-booking coupon gets it on one order only', async () => {
    await t.database.db.insert(coupons).values({
      code: 'FIRSTONLY',
      discountType: 'fixed_card_discount',
      amount: 5_000,
      firstBookingOnly: true,
    });
    const date = addDays(istDate(new Date()), 10);
    const slot = '04:00 PM - 06:00 PM';
    await setCapacity(date, slot, 100);
    const c = await quickCustomer(t);
    const items = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const bike = await saveVehicle(t, c, 'Bike');
        return addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bike._id });
      }),
    );
    const data = validOrderData({
      servicingDate: date,
      expectedDeliveryDate: date,
      serviceTimeSlot: slot,
      couponCode: 'FIRSTONLY',
    });
    // Every request reads "no booking yet" before any commits: only the database's check under the customer's lock
    // can keep the coupon to one order.
    const answers = await Promise.all(items.map((item, i) => place(i, c, item._id, data, newKey())));
    expect(statuses(answers)).toEqual({ 201: 1, 409: 4 });
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.message).toBe(MESSAGES.couponFirstBookingOnly);
    }
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'FIRSTONLY'));
    expect(coupon?.uses).toBe(1);
  });

  it('10 parallel cancels of one order give its slot place back once', async () => {
    const { date, slot, c, cartId, data } = await oneShopper(11, '12:00 PM - 02:00 PM');
    const placed = await place(0, c, cartId, data, newKey());
    expect(placed.status).toBe(201);
    const id = placed.body.order?._id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const instance = instances[i % 2] as Instance;
        const res = await fetch(`${instance.url}/api/orders/${id}/cancel`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: c.cookie },
          body: '{}',
        });
        return { status: res.status, body: await res.json() } as Answer;
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 9 });
    const [row] = await t.database.db
      .select()
      .from(slotCapacity)
      .where(and(eq(slotCapacity.date, date), eq(slotCapacity.slot, slot)));
    expect(row?.booked).toBe(0);
  });

  it('a coupon whose last use is taken while an order waits for it answers 409 "ran out", with no order', async () => {
    await fixedCoupon('LASTUSE', { totalLimit: 1 });
    const { date, slot, c, cartId } = await oneShopper(12, '10:00 AM - 12:00 PM');
    // Someone else takes the last use and has not committed yet: the order checks the coupon (still 0 of 1 used),
    // and place_order then waits on the coupon's row lock.
    const lastUse = await hold(fresh.config.url, 'update coupons set uses = uses + 1 where code = $1', ['LASTUSE']);
    const pending = place(
      0,
      c,
      cartId,
      validOrderData({ servicingDate: date, expectedDeliveryDate: date, serviceTimeSlot: slot, couponCode: 'LASTUSE' }),
      newKey(),
    );
    await untilBlockedBy(lastUse);
    await lastUse.release();
    const answer = await pending;
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(MESSAGES.couponRanOut);
    expect(await t.database.db.select().from(orders).where(eq(orders.customerId, c.id))).toHaveLength(0);
    expect(await ordersIn(date, slot)).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(slotCapacity)
      .where(and(eq(slotCapacity.date, date), eq(slotCapacity.slot, slot)));
    expect(row?.booked ?? 0).toBe(0);
  });

  it('a same-key retry refused by its own checks while the first request is in flight answers the first one’s order', async () => {
    const { c, cartId, data } = await oneShopper(15, '10:00 AM - 12:00 PM');
    const key = newKey();
    const held = await holdRow('customers', c.id);
    const first = place(0, c, cartId, data, key);
    await untilBlockedBy(held);
    // The retry fails the service's own checks at once (a Pune pincode for a Nagpur booking); it must wait for the
    // first request (in placedByKey) rather than answer 400.
    const retry = place(1, c, cartId, { ...data, pincode: '411001' }, key);
    await untilBlockedBy(held, 2);
    await held.release();
    const [a, b] = await Promise.all([first, retry]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(200);
    expect(b.body.order?._id).toBe(a.body.order?._id);
  });

  /**
   * A customer's checkout of the premium bike service on `day` days from now, started while another session holds
   * the customer's row: it has read everything and waits in place_order until `release`.
   */
  async function checkoutHeldAtTheCustomer(day: number) {
    const date = addDays(istDate(new Date()), day);
    const slot = '10:00 AM - 12:00 PM';
    const premium = await productId(t, 'bike-premium-service');
    const c = await quickCustomer(t);
    const bike = await saveVehicle(t, c, 'Bike');
    const item = await addCartItem(t, c, { selectedProductId: premium, vehicleId: bike._id });
    const held = await holdRow('customers', c.id);
    const data = validOrderData({ servicingDate: date, expectedDeliveryDate: date, serviceTimeSlot: slot });
    const pending = place(0, c, item._id, data, newKey());
    await untilBlockedBy(held);
    return { date, slot, premium, c, item, pending, release: () => held.release() };
  }

  it('a service withdrawn while the order waits for the customer’s lock is not booked (400, nothing written)', async () => {
    const { date, slot, premium, c, item, pending, release } = await checkoutHeldAtTheCustomer(13);
    try {
      await t.database.db.update(products).set({ published: false }).where(eq(products.id, premium));
      await release();
      const answer = await pending;
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.serviceNotFound);
      expect(await t.database.db.select().from(orders).where(eq(orders.customerId, c.id))).toHaveLength(0);
      expect(await t.database.db.select().from(cartItems).where(eq(cartItems.id, item._id))).toHaveLength(1);
      expect(await ordersIn(date, slot)).toBe(0);
    } finally {
      await t.database.db.update(products).set({ published: true }).where(eq(products.id, premium));
    }
  });

  it('a price edited while the order waits for the customer’s lock is the price the order is placed at', async () => {
    const { premium, c, item, pending, release } = await checkoutHeldAtTheCustomer(17);
    expect(item.total).toBeGreaterThan(0);
    const by = (paise: number) =>
      sql`update product_prices set price_paise = price_paise + ${paise} where product_id = ${premium}`;
    try {
      await t.database.db.execute(by(10_000));
      await release();
      const answer = await pending;
      expect(answer.status).toBe(201);
      expect(answer.body.order?.totalSellingPrice).toBe(item.total + 100);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.customerId, c.id));
      expect(row?.totalPaise).toBe((item.total + 100) * 100);
    } finally {
      await t.database.db.execute(by(-10_000));
    }
  });

  it('a coupon’s per-customer limit lowered while the order waits is the limit applied (409)', async () => {
    await fixedCoupon('TWICE', { perCustomerLimit: 2 });
    const { c, bikeId, cartId, data } = await oneShopper(14, '10:00 AM - 12:00 PM', { couponCode: 'TWICE' });
    expect((await place(0, c, cartId, data, newKey())).status).toBe(201);
    const second = await addCartItem(t, c, { selectedProductId: bikeService, vehicleId: bikeId });
    const held = await holdRow('customers', c.id);
    const pending = place(1, c, second._id, data, newKey());
    await untilBlockedBy(held);
    await t.database.db.update(coupons).set({ perCustomerLimit: 1 }).where(eq(coupons.code, 'TWICE'));
    await held.release();
    const answer = await pending;
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(MESSAGES.couponCustomerLimit);
    expect(await t.database.db.select().from(orders).where(eq(orders.customerId, c.id))).toHaveLength(1);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'TWICE'));
    expect(coupon?.uses).toBe(1);
  });

  it('a refusal on the per-customer limit is made against the coupon as it is now, not as it was read', async () => {
    await fixedCoupon('ONCEMORE', { perCustomerLimit: 1 });
    const { c, bikeId, cartId: first, data } = await oneShopper(16, '10:00 AM - 12:00 PM', { couponCode: 'ONCEMORE' });
    const oilChange = await productId(t, 'bike-engine-oil-change');
    const second = await addCartItem(t, c, { selectedProductId: oilChange, vehicleId: bikeId });
    // Both orders read the limit of 1 with no use made yet. The first is placed; the second, held at its cart item,
    // counts that use only after the limit was raised to 2.
    const customer = await holdRow('customers', c.id);
    const cartItem = await holdRow('cart_items', second._id);
    const a = place(0, c, first, data, newKey());
    await untilBlockedBy(customer);
    const b = place(1, c, second._id, data, newKey());
    await untilBlockedBy(customer, 2);
    await customer.release();
    expect((await a).status).toBe(201);
    await untilBlockedBy(cartItem);
    await t.database.db.update(coupons).set({ perCustomerLimit: 2 }).where(eq(coupons.code, 'ONCEMORE'));
    await cartItem.release();
    expect((await b).status).toBe(201);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'ONCEMORE'));
    expect(coupon?.uses).toBe(2);
  });

  it('afterwards every counter equals the orders that exist', async () => {
    const slots = (await t.database.db.execute(sql`
      select s.city, s.date::text as date, s.slot, s.booked,
        (select count(*)::int from orders o where o.city = s.city and o.servicing_date = s.date
          and o.service_time_slot = s.slot and o.status <> 'cancelled') as n
      from slot_capacity s`)) as unknown as { rows: { booked: number; n: number }[] };
    expect(slots.rows.length).toBeGreaterThan(0);
    for (const r of slots.rows) expect(r).toMatchObject({ booked: r.n });
    const couponRows = (await t.database.db.execute(sql`
      select c.code, c.uses,
        (select count(*)::int from orders o where o.coupon_id = c.id and o.status <> 'cancelled') as n
      from coupons c`)) as unknown as { rows: { code: string; uses: number; n: number }[] };
    for (const r of couponRows.rows) {
      // RACE5 started with 5 uses made before this suite; LASTUSE's one use was taken outside any order.
      const outside: Record<string, number> = { RACE5: 5, LASTUSE: 1 };
      expect(r.uses).toBe(r.n + (outside[r.code] ?? 0));
    }
  });
});
