// Test fixture for the owner's reports: the orders of report-scenario.ts's two weeks (A to E placed in the range, F in
// the week before, G before both), inserted directly as checkout would have left them, being dated in the past.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { issueInvoice } from '../modules/invoices/service.ts';
import type { TestCustomer } from './customers.ts';
import { insertOrder } from './orders.ts';
import type { TestApp } from './test-app.ts';

/** Names typed by customers as the CSV must survive them: Devanagari, a formula, a comma, quotes and a line break. */
export const SCENARIO_NAMES = {
  asha: 'आशा पाटील',
  ravi: '=HYPERLINK("http://evil.example","Ravi")',
  meera: 'Meera "Mee" Joshi,\nKothrud',
} as const;

/** The scenario's calendar: `day(k)` is the IST date k days before today, `at(k, hh:mm)` an instant on it. */
export type ScenarioClock = { today: string; day: (k: number) => string; at: (k: number, hhmm?: string) => Date };
export type ScenarioPeople = { asha: TestCustomer; ravi: TestCustomer; meera: TestCustomer; riderId: string };

/** A to E, the orders placed in the range (what each is and what becomes of it: seedReportScenario's comment). */
export async function placeRangeOrders(db: Db, clock: ScenarioClock, people: ScenarioPeople) {
  const { today, day, at } = clock;
  const { asha, ravi, meera, riderId } = people;
  const [car] = await db.select().from(products).where(eq(products.category, 'Car')).limit(1);
  if (!car) throw new Error('no car service in the demo catalogue');

  const a = await insertOrder(db, asha.id, {
    customerName: SCENARIO_NAMES.asha,
    status: 'inService',
    createdAt: at(3),
    servicingDate: day(2),
    expectedDeliveryDate: day(2),
    serviceTimeSlot: '10:00 AM - 12:00 PM',
    subtotalPaise: 99_900,
    totalPaise: 99_900,
    pickupRiderId: riderId,
    dropRiderId: riderId,
  });
  const b = await insertOrder(db, ravi.id, {
    customerName: SCENARIO_NAMES.ravi,
    status: 'inService',
    createdAt: at(1, '18:45'),
    city: 'pune',
    vehicleType: 'Car',
    makeModel: 'Maruti Suzuki Swift',
    bikeCc: null,
    carType: 'hatchback',
    productId: car.id,
    product: {
      productId: car.id,
      product_name: car.productName,
      category: 'Car',
      image: car.image,
      description: [],
    },
    servicingDate: today,
    expectedDeliveryDate: today,
    serviceTimeSlot: '02:00 PM - 04:00 PM',
    subtotalPaise: 249_900,
    discountPaise: 24_990,
    totalPaise: 224_900,
    couponCode: 'DIWALI10',
    pickupRiderId: riderId,
  });
  const c = await insertOrder(db, meera.id, {
    customerName: SCENARIO_NAMES.meera,
    status: 'cancelled',
    cancelReason: 'Customer travelling',
    createdAt: at(4),
    bikeCc: 180,
    servicingDate: day(3),
    expectedDeliveryDate: day(3),
    subtotalPaise: 110_000,
    totalPaise: 110_000,
    pickupRiderId: riderId,
  });
  const d = await insertOrder(db, asha.id, {
    customerName: SCENARIO_NAMES.asha,
    status: 'cancelled',
    cancelReason: ' Customer travelling ',
    createdAt: at(5),
    servicingDate: day(4),
    expectedDeliveryDate: day(4),
  });
  const e = await insertOrder(db, ravi.id, {
    customerName: SCENARIO_NAMES.ravi,
    status: 'delivered',
    paymentStatus: 'paid',
    paymentMethod: 'UPI',
    paymentReference: 'pay_ScenarioRefunded',
    paidAt: at(1, '12:00'),
    createdAt: at(2),
    city: 'pune',
    bikeCc: 250,
    servicingDate: day(1),
    expectedDeliveryDate: day(1),
    subtotalPaise: 300_000,
    totalPaise: 300_000,
  });
  return { a, b, c, d, e };
}

/** F, paid in the week before the range (its invoice issued that day), and G, delivered before both weeks. */
export async function placeEarlierOrders(t: TestApp, clock: ScenarioClock, meera: TestCustomer) {
  const db = t.database.db;
  const { day, at } = clock;
  const f = await insertOrder(db, meera.id, {
    customerName: SCENARIO_NAMES.meera,
    status: 'delivered',
    paymentStatus: 'paid',
    paymentMethod: 'cash',
    paidAt: at(9, '16:00'),
    createdAt: at(10),
    servicingDate: day(9),
    expectedDeliveryDate: day(9),
    subtotalPaise: 50_000,
    totalPaise: 50_000,
  });
  await db.transaction((tx) => issueInvoice(tx, f.id, t.config.seller, at(9, '16:00')));
  const g = await insertOrder(db, meera.id, {
    customerName: SCENARIO_NAMES.meera,
    status: 'delivered',
    createdAt: at(30),
    servicingDate: day(29),
    expectedDeliveryDate: day(29),
  });
  return { f, g };
}
