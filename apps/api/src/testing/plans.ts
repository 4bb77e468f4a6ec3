// Fixtures for the yearly plans' suites (decision 0023): a plan on sale written as the console writes it, a customer's
// saved vehicle, and a plan already bought and paid.
import { randomUUID } from 'node:crypto';
import { istDate } from '@motomitra/domain/ist';
import type { OpsPlanInput } from '@motomitra/domain/plans';
import { planEndsOn } from '@motomitra/domain/subscriptions';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customerVehicles, products, subscriptions } from '../db/schema.ts';
import { createPlan } from '../modules/plans/service.ts';

/** A bike plan with 2 uses of the first bike service: ₹999 for band 1 and ₹1,199 for band 2 in Nagpur, ₹1,049 band 1 in Pune. */
export async function bikePlanOnSale(db: Db, overrides: Partial<OpsPlanInput> = {}) {
  const [bike] = await db.select().from(products).where(eq(products.category, 'Bike'));
  if (!bike) throw new Error('no bike service seeded');
  const plan = await createPlan(db, {
    vehicleType: 'Bike',
    texts: {
      en: { name: 'Bike Care Yearly', description: 'Two services a year.' },
      mr: { name: 'बाइक केअर वार्षिक', description: '' },
      hi: { name: 'बाइक केयर सालाना', description: '' },
    },
    services: [{ productId: bike.id, uses: 2 }],
    extraWorkPercent: 10,
    freePickupDrop: true,
    breakdownCalls: 1,
    prices: [
      { city: 'nagpur', tier: 'band1', price: 999 },
      { city: 'nagpur', tier: 'band2', price: 1199 },
      { city: 'pune', tier: 'band1', price: 1049 },
    ],
    ...overrides,
  });
  return { plan, serviceId: bike.id };
}

let registrations = 0;
/** A saved vehicle of `customerId`: a bike of `cc` (a car hatchback when `cc` is 'car'). */
export async function savedVehicle(db: Db, customerId: string, cc: number | 'car' = 110) {
  registrations++;
  const car = cc === 'car';
  const [v] = await db
    .insert(customerVehicles)
    .values({
      customerId,
      vehicleType: car ? 'Car' : 'Bike',
      makeModel: car ? 'Maruti Swift' : 'Honda Shine',
      variant: 'Standard',
      fuelType: 'Petrol',
      bikeCc: car ? null : cc,
      carType: car ? 'hatchback' : null,
      vehicleImage: car ? '/img/car.svg' : '/img/bike.svg',
      regNumber: `MH31PL${String(registrations).padStart(4, '0')}`,
    })
    .returning();
  if (!v) throw new Error('no vehicle');
  return v;
}

/**
 * A plan already bought and paid for `vehicleId` in `city` (active from today for a year), including `uses` of the
 * service `productId`: written as the gateway's confirmation leaves it. Paid `at` (the app's clock, app.now(), where the
 * test gives the app one; else the wall clock), the day it starts that instant's IST day.
 */
export async function activePlan(
  db: Db,
  who: { customerId: string; vehicleId: string; productId: string },
  { city = 'nagpur' as const, uses = 2, at = new Date() }: { city?: 'nagpur' | 'pune'; uses?: number; at?: Date } = {},
) {
  const { plan } = await bikePlanOnSale(db, { services: [{ productId: who.productId, uses }] });
  const today = istDate(at);
  const [sub] = await db
    .insert(subscriptions)
    .values({
      reference: `SUB-TEST-${randomUUID().slice(0, 8)}`,
      customerId: who.customerId,
      planId: plan._id,
      vehicleId: who.vehicleId,
      registrationNumber: 'MH31TEST',
      city,
      tier: 'band1',
      pricePaise: 99_900,
      sold: {
        texts: plan.texts,
        services: plan.services,
        extraWorkPercent: plan.extraWorkPercent,
        freePickupDrop: plan.freePickupDrop,
        breakdownCalls: plan.breakdownCalls,
      },
      status: 'active',
      startsOn: today,
      endsOn: planEndsOn(today),
      paidAt: at,
    })
    .returning();
  if (!sub) throw new Error('no subscription');
  return sub;
}
