// The booking suites' shared setup (cart, coupons, slots, orders): one app over a fresh, seeded database per test
// file, the seeded services' ids, and the reads those suites make. A file calls useBookingSuite() once; the bindings
// below are set by its beforeAll (ES module bindings are live, so importers see them).
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { coupons, orders, slotCapacity } from '../db/schema.ts';
import { addCartItem, productId, quickCustomer, type Shopper, saveVehicle, tomorrow } from './booking.ts';
import { as } from './customers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export let t: TestApp;
/** bike-general-service: Nagpur ₹599 / ₹799 / ₹1199, Pune ₹649 … */
export let bikeService: string;
/** bike-premium-service: Nagpur band 1 ₹999 */
export let premiumService: string;
/** car-basic-service: Nagpur hatchback ₹2499 */
export let carService: string;
/** car-ac-service: Nagpur only */
export let acService: string;

export function useBookingSuite(): void {
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
}

export const fetchCart = async (c: Shopper) =>
  (await as(t.app, c, { method: 'GET', url: '/api/customer/fetch/single' })).json().customer.mycart as {
    _id: string;
    total: number | null;
    price_tag: number | null;
    city: string;
    coupon: { couponCode: string; discount: number; finalTotal: number } | null;
    couponDropped: { couponCode: string; reason: string } | null;
  }[];
export const slotRow = async (date: string, slot: string, city = 'nagpur') =>
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
export const couponRow = async (code: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0];
export const ordersOf = async (customerId: string) =>
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)))[0]?.n ?? 0;
export async function newCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  await t.database.db.insert(coupons).values({ discountType: 'fixed_card_discount', amount: 5_000, ...values });
}

/** A customer with a bike and one cart item for bike-general-service in Nagpur (₹599). */
export async function shopperWithCart(productSlugId = bikeService) {
  const c = await quickCustomer(t);
  const bike = await saveVehicle(t, c, 'Bike');
  const item = await addCartItem(t, c, { selectedProductId: productSlugId, vehicleId: bike._id });
  return { c, bike, item };
}
