// Test fixture: a week of the garage for the owner's reports (decision 0022), ending today (IST), and the week before it,
// set up as the garage and its customers would leave it: orders placed (directly, being dated in the past), extra work
// proposed by the console and approved or declined by the customer, payments confirmed by the console (which issues the
// invoices), a cancelled order whose late gateway payment was given back, a paid order whose payment was refunded, a
// coupon, reminders, reviews and a rider's runs. report-scenario's EXPECTED figures are worked out by hand in its
// comments, never by the code under test.
import { addDays, istDate, istInstant } from '@motomitra/domain/ist';
import { eq } from 'drizzle-orm';
import { customerVehicles, orders, paymentLinks, products, reminders, reviews, slotCapacity } from '../db/schema.ts';
import { issueInvoice } from '../modules/invoices/service.ts';
import { as, registerCustomer, type TestCustomer } from './customers.ts';
import { loginStaff } from './operators.ts';
import { insertOrder, type OrderRow } from './orders.ts';
import type { TestApp } from './test-app.ts';

export type ReportScenario = {
  today: string;
  range: { from: string; to: string };
  previous: { from: string; to: string };
  asha: TestCustomer;
  ravi: TestCustomer;
  meera: TestCustomer;
  riderId: string;
  orders: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g', OrderRow>;
};

/** Names typed by customers as the CSV must survive them: Devanagari, a formula, a comma, quotes and a line break. */
export const SCENARIO_NAMES = {
  asha: 'आशा पाटील',
  ravi: '=HYPERLINK("http://evil.example","Ravi")',
  meera: 'Meera "Mee" Joshi,\nKothrud',
} as const;

async function ok(res: { statusCode: number; body: string }) {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return JSON.parse(res.body);
}

/**
 * The range is the 7 IST days ending today; the previous period the 7 before. Current period (placed):
 * - A (Asha, bike 110 cc, Nagpur): placed today−3, serviced today−2 and delivered; Brake pads ₹450 proposed and approved
 *   by Asha; paid in cash today ₹999 + ₹450 = ₹1,449; picked up and dropped by the rider; rated 4 today.
 * - B (Ravi, car hatchback, Pune): placed today−1 with coupon DIWALI10, ₹2,499 less ₹249.90, total floored to ₹2,249
 *   (₹250 taken off); servicing today, 2 PM slot; Wiper blades 2 × ₹199.50 proposed and declined by Ravi; paid by UPI
 *   today ₹2,249; on its way back (not delivered); picked up by the rider.
 * - C (Meera, bike 180 cc, Nagpur): placed today−4, cancelled ("Customer travelling"), then paid late through a gateway
 *   link (₹1,100), given back in full. A rider had been assigned: no run.
 * - D (Asha, bike 110 cc, Nagpur): placed today−5, cancelled (" Customer travelling ", the same reason once trimmed).
 * - E (Ravi, bike 250 cc, Pune): placed today−2, serviced today−1 and delivered, paid online ₹3,000 yesterday, that very
 *   payment refunded: no revenue.
 * Previous period: F (Meera, bike 110 cc, Nagpur) placed today−10, serviced today−9, paid in cash ₹500 today−9 (invoice
 * issued that day), rated 5 that day. Before both: G (Meera) placed today−30, delivered.
 * Reminders: Ravi's service reminder today−3 (he booked B and E after it), Meera's insurance reminder today−2 (nothing
 * after it). Slots: Nagpur's 4 PM slot today set to 6 places; Pune's 10 AM slot today closed.
 */
export async function seedReportScenario(t: TestApp, admin: { cookie: string }): Promise<ReportScenario> {
  const db = t.database.db;
  const today = istDate(new Date());
  const day = (k: number) => addDays(today, -k);
  const at = (k: number, hhmm = '10:00') => istInstant(day(k), hhmm);

  const asha = await registerCustomer(t.app);
  const ravi = await registerCustomer(t.app);
  const meera = await registerCustomer(t.app);
  const rider = await loginStaff(t, 'rider', { name: 'Rahul Rider' });
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
    pickupRiderId: rider.id,
    dropRiderId: rider.id,
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
    pickupRiderId: rider.id,
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
    pickupRiderId: rider.id,
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

  // Extra work through the console and the customers' own answers.
  const propose = async (orderId: string, name: string, unitPrice: number, quantity: number) => {
    const body = await ok(
      await as(t.app, admin, {
        method: 'POST',
        url: `/api/ops/orders/${orderId}/items`,
        payload: { name, quantity, unitPrice },
      }),
    );
    return body.order.items.at(-1)._id as string;
  };
  const brakes = await propose(a.id, 'Brake pads', 450, 1);
  await ok(
    await as(t.app, asha, {
      method: 'POST',
      url: `/api/orders/${a.id}/items/${brakes}/decision`,
      payload: { approve: true },
    }),
  );
  const wipers = await propose(b.id, 'Wiper blades', 199.5, 2);
  await ok(
    await as(t.app, ravi, {
      method: 'POST',
      url: `/api/orders/${b.id}/items/${wipers}/decision`,
      payload: { approve: false },
    }),
  );

  // Both taken back and paid at the door, as the console does it (the confirmation issues the invoice).
  const payAtDoor = async (orderId: string, method: 'cash' | 'UPI', reference: string, amount: number) => {
    await ok(
      await as(t.app, admin, {
        method: 'POST',
        url: `/api/ops/orders/${orderId}/status`,
        payload: { to: 'inTransitDown' },
      }),
    );
    await ok(
      await as(t.app, admin, { method: 'POST', url: `/api/ops/orders/${orderId}/request-payment`, payload: {} }),
    );
    await ok(
      await as(t.app, admin, {
        method: 'POST',
        url: `/api/ops/orders/${orderId}/confirm-payment`,
        payload: { method, reference, amount },
      }),
    );
  };
  await payAtDoor(a.id, 'cash', '', 1449);
  await payAtDoor(b.id, 'UPI', 'UTR5566778899', 2249);
  await ok(
    await as(t.app, admin, { method: 'POST', url: `/api/ops/orders/${a.id}/status`, payload: { to: 'delivered' } }),
  );

  // C's late gateway payment, given back; E's own payment, refunded.
  await db.insert(paymentLinks).values([
    {
      orderId: c.id,
      gatewayLinkId: 'plink_scenario_c',
      shortUrl: 'https://rzp.io/i/c',
      amountPaise: 110_000,
      status: 'paid',
      referenceId: c.oid,
      gatewayPaymentId: 'pay_ScenarioLate',
      method: 'upi',
      paidAt: at(3, '11:00'),
      refundId: 'rfnd_ScenarioLate',
      refundStatus: 'processed',
      refundedAt: at(3, '11:05'),
    },
    {
      orderId: e.id,
      gatewayLinkId: 'plink_scenario_e',
      shortUrl: 'https://rzp.io/i/e',
      amountPaise: 300_000,
      status: 'paid',
      referenceId: e.oid,
      gatewayPaymentId: 'pay_ScenarioRefunded',
      method: 'upi',
      paidAt: at(1, '12:00'),
      refundId: 'rfnd_ScenarioRefunded',
      refundStatus: 'processed',
      refundedAt: at(0, '09:00'),
    },
  ]);

  await db.insert(reviews).values([
    { orderId: a.id, customerId: asha.id, rating: 4, firstName: 'Asha', city: 'nagpur', createdAt: new Date() },
    { orderId: f.id, customerId: meera.id, rating: 5, firstName: 'Meera', city: 'nagpur', createdAt: at(9, '18:00') },
  ]);

  const vehicle = async (customerId: string, reg: string) => {
    const [v] = await db
      .insert(customerVehicles)
      .values({
        customerId,
        vehicleType: 'Bike',
        makeModel: 'Honda Activa 6G',
        variant: 'Standard',
        fuelType: 'Petrol',
        bikeCc: 110,
        vehicleImage: '/img/bike.svg',
        regNumber: reg,
      })
      .returning({ id: customerVehicles.id });
    if (!v) throw new Error('no vehicle');
    return v.id;
  };
  await db.insert(reminders).values([
    {
      customerId: ravi.id,
      vehicleId: await vehicle(ravi.id, 'MH12RV0001'),
      kind: 'service',
      dueOn: day(-4),
      sentAt: at(3, '08:00'),
    },
    {
      customerId: meera.id,
      vehicleId: await vehicle(meera.id, 'MH12MJ0001'),
      kind: 'insurance',
      dueOn: day(-13),
      sentAt: at(2, '08:00'),
    },
  ]);

  await db.insert(slotCapacity).values([
    { city: 'nagpur', date: today, slot: '04:00 PM - 06:00 PM', capacity: 6 },
    { city: 'pune', date: today, slot: '10:00 AM - 12:00 PM', capacity: 4, closed: true },
  ]);

  const [aNow, bNow] = await Promise.all([a, b].map((o) => db.select().from(orders).where(eq(orders.id, o.id))));
  return {
    today,
    range: { from: day(6), to: today },
    previous: { from: day(13), to: day(7) },
    asha,
    ravi,
    meera,
    riderId: rider.id,
    orders: { a: aNow?.[0] ?? a, b: bNow?.[0] ?? b, c, d, e, f, g },
  };
}
