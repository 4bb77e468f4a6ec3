// Test fixture: a week of the garage for the owner's reports (decision 0022), ending today (IST), and the week before it,
// set up as the garage and its customers would leave it: orders placed (directly, being dated in the past), extra work
// proposed by the console and approved or declined by the customer, payments confirmed by the console (which issues the
// invoices), a cancelled order whose late gateway payment was given back, a paid order whose payment was refunded, a
// coupon, reminders, reviews and a rider's runs. report-scenario's EXPECTED figures are worked out by hand in its
// comments, never by the code under test.
import { addDays, istDate, istInstant } from '@motomitra/domain/ist';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema.ts';
import { registerCustomer, type TestCustomer } from './customers.ts';
import { loginStaff } from './operators.ts';
import type { OrderRow } from './orders.ts';
import { rateOrders, refundPayments, sendReminders, setSlots, workOnOrders } from './report-scenario-events.ts';
import { placeEarlierOrders, placeRangeOrders, type ScenarioClock } from './report-scenario-orders.ts';
import type { TestApp } from './test-app.ts';

export { SCENARIO_NAMES } from './report-scenario-orders.ts';

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
 * Reminders: Ravi's service reminder today−3 for his bike (110 cc) last serviced in Pune with the bike service (he
 * booked B and E after it), Meera's insurance reminder today−2 for a bike (110 cc) never serviced here (nothing after
 * it). Slots: Nagpur's 4 PM slot today set to 6 places; Pune's 10 AM slot today closed.
 */
export async function seedReportScenario(t: TestApp, admin: { cookie: string }): Promise<ReportScenario> {
  const db = t.database.db;
  const today = istDate(new Date());
  const day = (k: number) => addDays(today, -k);
  const at = (k: number, hhmm = '10:00') => istInstant(day(k), hhmm);
  const clock: ScenarioClock = { today, day, at };

  const asha = await registerCustomer(t.app);
  const ravi = await registerCustomer(t.app);
  const meera = await registerCustomer(t.app);
  const rider = await loginStaff(t, 'rider', { name: 'Rahul Rider' });
  const people = { asha, ravi, meera, riderId: rider.id };
  const { a, b, c, d, e } = await placeRangeOrders(db, clock, people);
  const { f, g } = await placeEarlierOrders(t, clock, meera);

  await workOnOrders(t, admin, people, { a, b });
  await refundPayments(db, clock, { c, e });
  await rateOrders(db, clock, people, a, f);
  await sendReminders(db, clock, people, e.productId);
  await setSlots(db, clock);

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
