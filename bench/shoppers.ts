// The bench's shoppers and what they order: customers registered over HTTP (as people do); their vehicles and cart
// items, a coupon anyone may use and room in every slot written directly, being many; the order data they send.
import { randomBytes } from 'node:crypto';
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { addDays, istDate } from '@motomitra/domain/ist';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import {
  cartItems,
  coupons,
  customers,
  customerVehicles,
  products,
  slotCapacity,
  vehicleCatalogue,
} from '../apps/api/src/db/schema.ts';
import { validOrderData } from '../apps/api/src/testing/booking.ts';

const BIKE_SLUGS = [
  'bike-general-service',
  'bike-premium-service',
  'bike-engine-oil-change',
  'bike-yearly-care-plan',
  'breakdown-assistance',
  'flat-tyre-battery-jump-start',
];

export type Shopper = { id: string; cookie: string; cartIds: string[]; vehicleIds: string[] };

/** How many customers, the cart items each checks out, and the services each adds in the cart pass. */
export type ShopperPlan = { customers: number; cartItemsEach: number; cartAddsEach: number };

/** Customers register over HTTP (as people do); their vehicles and cart items are written directly, being many. */
export async function prepareShoppers(url: string, databaseUrl: string, plan: ShopperPlan): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < plan.customers; i++) {
    const tag = randomBytes(4).toString('hex');
    const res = await fetch(`${url}/api/customer/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerData: {
          name: `Bench Customer ${i + 1}`,
          email: `bench.${tag}@example.in`,
          phone_no: `98${String(10_000_000 + i).padStart(8, '0')}`,
          password: `Bench#${tag}9`,
        },
      }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    const cookie = (res.headers.getSetCookie().find((c) => c.startsWith('mm_sid=')) ?? '').split(';')[0] ?? '';
    shoppers.push({ id: '', cookie, cartIds: [], vehicleIds: [] });
  }

  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  try {
    const db = database.db;
    const rows = await db.select({ id: customers.id }).from(customers).orderBy(customers.number);
    rows.forEach((r, i) => {
      const s = shoppers[i];
      if (s) s.id = r.id;
    });
    const [bike] = await db.select().from(vehicleCatalogue).where(eq(vehicleCatalogue.model, 'Splendor Plus'));
    if (!bike) throw new Error('no catalogue bike');
    const productIds = (
      await db.select({ id: products.id }).from(products).where(inArray(products.slug, BIKE_SLUGS))
    ).map((p) => p.id);
    // Enough vehicles for the cart items the orders use, and for the cart pass's adds.
    const vehiclesEach = Math.ceil(Math.max(plan.cartItemsEach, plan.cartAddsEach) / productIds.length);
    for (const s of shoppers) {
      const vehicles = await db
        .insert(customerVehicles)
        .values(
          Array.from({ length: vehiclesEach }, (_, v) => ({
            customerId: s.id,
            catalogueId: bike.id,
            vehicleType: bike.vehicleType,
            makeModel: `${bike.make} ${bike.model}`,
            variant: bike.variant,
            fuelType: bike.fuelType,
            bikeCc: bike.bikeCc,
            carType: bike.carType,
            vehicleImage: bike.image,
            regNumber: `MH31AB${String(1000 + v)}`,
          })),
        )
        .returning({ id: customerVehicles.id });
      s.vehicleIds = vehicles.map((v) => v.id);
      const items = vehicles
        .flatMap((v) =>
          productIds.map((p) => ({ customerId: s.id, productId: p, vehicleId: v.id, city: 'nagpur' as const })),
        )
        .slice(0, plan.cartItemsEach);
      s.cartIds = (await db.insert(cartItems).values(items).returning({ id: cartItems.id })).map((r) => r.id);
    }
    // A coupon any number of orders may use, so that coupon orders are counted, not refused.
    await db.insert(coupons).values({ code: 'BENCH50', discountType: 'fixed_card_discount', amount: 5_000 });
    // Room for every order: the bench measures checkout, not a full slot's 409.
    const today = istDate(new Date());
    await db.insert(slotCapacity).values(
      Array.from({ length: 30 }, (_, d) =>
        TIME_SLOTS.map((slot) => ({
          city: 'nagpur' as const,
          date: addDays(today, d + 1),
          slot,
          capacity: 1_000_000,
        })),
      ).flat(),
    );
  } finally {
    await database.close();
  }
  return shoppers;
}

/** The tests' valid order data (every checkout rule passes), spread over 30 days and the five slots. */
export function orderData(n: number) {
  const date = addDays(istDate(new Date()), 1 + (n % 30));
  return validOrderData({
    servicingDate: date,
    expectedDeliveryDate: date,
    serviceTimeSlot: TIME_SLOTS[n % TIME_SLOTS.length],
    couponCode: n % 4 === 0 ? 'BENCH50' : undefined,
  });
}

/** The bike services the cart pass adds, by id. */
export async function bikeServiceIds(databaseUrl: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    return (await database.db.select({ id: products.id }).from(products).where(inArray(products.slug, BIKE_SLUGS))).map(
      (p) => p.id,
    );
  } finally {
    await database.close();
  }
}
