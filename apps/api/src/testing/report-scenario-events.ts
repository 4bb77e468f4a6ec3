// Test fixture for the owner's reports: what happens to report-scenario.ts's orders after booking, done as the garage
// and its customers do it (extra work and payments through the console's and customers' own calls), and what the
// reports read beside orders (refunds, reviews, reminders, slot places), inserted directly.
import type { Db } from '../db/client.ts';
import { customerVehicles, paymentLinks, reminders, reviews, slotCapacity } from '../db/schema.ts';
import { as } from './customers.ts';
import type { OrderRow } from './orders.ts';
import type { ScenarioClock, ScenarioPeople } from './report-scenario-orders.ts';
import type { TestApp } from './test-app.ts';

async function ok(res: { statusCode: number; body: string }) {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return JSON.parse(res.body);
}

/** A's and B's extra work, proposed by the console, answered by Asha and Ravi; both paid at the door, A delivered. */
export async function workOnOrders(
  t: TestApp,
  admin: { cookie: string },
  people: ScenarioPeople,
  { a, b }: { a: OrderRow; b: OrderRow },
) {
  const { asha, ravi } = people;
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
}

/** C's late gateway payment, given back; E's own payment, refunded. */
export async function refundPayments(db: Db, { at }: ScenarioClock, { c, e }: { c: OrderRow; e: OrderRow }) {
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
}

/** Ratings of A (today) and F (in the week before). */
export async function rateOrders(db: Db, { at }: ScenarioClock, people: ScenarioPeople, a: OrderRow, f: OrderRow) {
  const { asha, meera } = people;
  await db.insert(reviews).values([
    { orderId: a.id, customerId: asha.id, rating: 4, firstName: 'Asha', city: 'nagpur', createdAt: new Date() },
    { orderId: f.id, customerId: meera.id, rating: 5, firstName: 'Meera', city: 'nagpur', createdAt: at(9, '18:00') },
  ]);
}

/**
 * Ravi's service reminder (he booked after it) for a bike last serviced in Pune (`service`, the bike service), and
 * Meera's insurance reminder (nothing after it) for a bike never serviced here.
 */
export async function sendReminders(
  db: Db,
  { day, at }: ScenarioClock,
  { ravi, meera }: ScenarioPeople,
  service: string | null,
) {
  const vehicle = async (customerId: string, reg: string, last?: { serviceProductId: string | null }) => {
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
        ...(last ? { ...last, serviceCity: 'pune' as const, serviceDueOn: day(-4) } : {}),
      })
      .returning({ id: customerVehicles.id });
    if (!v) throw new Error('no vehicle');
    return v.id;
  };
  await db.insert(reminders).values([
    {
      customerId: ravi.id,
      vehicleId: await vehicle(ravi.id, 'MH12RV0001', { serviceProductId: service }),
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
}

/** Today's places: Nagpur's 4 PM slot set to 6, Pune's 10 AM slot closed. */
export async function setSlots(db: Db, { today }: ScenarioClock) {
  await db.insert(slotCapacity).values([
    { city: 'nagpur', date: today, slot: '04:00 PM - 06:00 PM', capacity: 6 },
    { city: 'pune', date: today, slot: '10:00 AM - 12:00 PM', capacity: 4, closed: true },
  ]);
}
