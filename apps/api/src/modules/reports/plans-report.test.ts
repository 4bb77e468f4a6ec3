// The yearly plans in the owner's report (decisions 0022 and 0023), through the real API: plans bought and paid by the
// gateway's webhook (a fake Razorpay) are counted sold on the day paid at their price, in their city and under their
// plan; a plan whose payment was given back is counted refunded; a covered booking placed (not cancelled) is a use;
// a plan paid the week before counts for the previous period; an unpaid one nowhere; and none of it is revenue.
import { addDays, istDate } from '@motomitra/domain/ist';
import { ReportSummarySchema } from '@motomitra/domain/reports';
import { PurchaseResponseSchema } from '@motomitra/domain/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinks, subscriptions } from '../../db/schema.ts';
import {
  addCartItem,
  freeSlot,
  newKey,
  placeOrderRequest,
  productId,
  quickCustomer,
  type Shopper,
  validOrderData,
} from '../../testing/booking.ts';
import { clearOfMidnight } from '../../testing/clock.ts';
import { as } from '../../testing/customers.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { loginOperator } from '../../testing/operators.ts';
import { deliver, startPaymentsApp } from '../../testing/payments.ts';
import { bikePlanOnSale, savedVehicle } from '../../testing/plans.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let admin: { cookie: string };
let service: string;
let yearly: string;
let plus: string;
/** The app's clock (payments, bookings): no IST midnight passes between what is counted and the week asked for. */
const clock = clearOfMidnight();
beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp({ clock }));
  admin = await loginOperator(t);
  service = await productId(t, 'bike-general-service');
  yearly = (await bikePlanOnSale(t.database.db, { services: [{ productId: service, uses: 2 }] })).plan._id;
  plus = (
    await bikePlanOnSale(t.database.db, {
      services: [{ productId: service, uses: 4 }],
      texts: {
        en: { name: 'Bike Care Plus', description: 'Four services a year.' },
        mr: { name: 'बाइक केअर प्लस', description: '' },
        hi: { name: 'बाइक केयर प्लस', description: '' },
      },
    })
  ).plan._id;
});
afterAll(() => close());

/** A customer's bike of `cc` with `plan` bought in `city`: paid through the gateway's webhook unless `paid` is false. */
async function bought(plan: string, city: 'nagpur' | 'pune', cc = 110, paid = true) {
  const shopper = await quickCustomer(t);
  const vehicle = await savedVehicle(t.database.db, shopper.id, cc);
  const res = await as(t.app, shopper, {
    method: 'POST',
    url: `/api/plans/${plan}/purchase`,
    payload: { vehicleId: vehicle.id, city },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = PurchaseResponseSchema.parse(res.json());
  const link = [...fake.links.values()].find((l) => l.short_url === url);
  if (!link) throw new Error('no link at the gateway');
  if (paid) expect((await deliver(t.app, fake.pay(link.id, { method: 'upi' }))).json().outcome).toBe('paid');
  const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.reference, link.reference_id));
  if (!sub) throw new Error('no subscription');
  return { shopper, vehicle, sub };
}

/** Books the covered service for the bike in Nagpur: the order's id. */
async function bookCovered(c: Shopper, vehicleId: string): Promise<string> {
  const item = await addCartItem(t, c, { selectedProductId: service, vehicleId, city: 'Nagpur' });
  const data = validOrderData(await freeSlot(t, c, 'nagpur'));
  const res = await t.app.inject(placeOrderRequest(c, item._id, data, newKey()));
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().order.totalSellingPrice).toBe(0);
  return res.json().order._id;
}

describe('yearly plans in the report', () => {
  it('counts plans sold, refunded and used this week and the week before, per city and per plan, apart from revenue', async () => {
    // This week: Bike Care Yearly in Nagpur (₹999, band 1), used once and booked once more then cancelled;
    // Bike Care Plus in Pune (₹1,049 as priced by the fixture's Pune band 1); Bike Care Yearly in Nagpur for a 180 cc
    // bike (₹1,199, band 2), then cancelled and its payment refunded.
    const used = await bought(yearly, 'nagpur');
    await bookCovered(used.shopper, used.vehicle.id);
    const cancelled = await bookCovered(used.shopper, used.vehicle.id);
    const cancel = await as(t.app, used.shopper, {
      method: 'POST',
      url: `/api/orders/${cancelled}/cancel`,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await bought(plus, 'pune');
    const refunded = await bought(yearly, 'nagpur', 180);
    // As the cancel-and-refund path leaves it: the plan cancelled, the refund on the link whose payment activated it.
    await t.database.db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: clock() })
      .where(eq(subscriptions.id, refunded.sub.id));
    await t.database.db
      .update(paymentLinks)
      .set({ refundId: 'rfnd_TestPlan0001', refundStatus: 'processed', refundedAt: clock() })
      .where(eq(paymentLinks.gatewayPaymentId, refunded.sub.paymentReference as string));
    // The week before: one paid 9 days ago. Never paid: one waiting for its payment.
    const before = await bought(yearly, 'nagpur');
    await t.database.db
      .update(subscriptions)
      .set({ paidAt: new Date(clock().getTime() - 9 * 86_400_000) })
      .where(eq(subscriptions.id, before.sub.id));
    await bought(plus, 'pune', 110, false);

    const today = istDate(clock());
    const res = await as(t.app, admin, {
      method: 'GET',
      url: `/api/ops/reports/summary?from=${addDays(today, -6)}&to=${today}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = ReportSummarySchema.parse(res.json());
    const { plans } = report;
    expect(plans.current).toEqual({
      sold: 3,
      soldPaise: 99_900 + 104_900 + 119_900,
      refunded: 1,
      refundedPaise: 119_900,
      usesTaken: 1,
    });
    expect(plans.previous).toEqual({ sold: 1, soldPaise: 99_900, refunded: 0, refundedPaise: 0, usesTaken: 0 });
    expect(plans.byCity).toEqual([
      {
        key: 'nagpur',
        label: 'Nagpur',
        sold: 2,
        soldPaise: 219_800,
        refunded: 1,
        refundedPaise: 119_900,
        usesTaken: 1,
      },
      { key: 'pune', label: 'Pune', sold: 1, soldPaise: 104_900, refunded: 0, refundedPaise: 0, usesTaken: 0 },
    ]);
    expect(plans.byPlan).toEqual([
      {
        key: yearly,
        label: 'Bike Care Yearly',
        sold: 2,
        soldPaise: 219_800,
        refunded: 1,
        refundedPaise: 119_900,
        usesTaken: 1,
      },
      { key: plus, label: 'Bike Care Plus', sold: 1, soldPaise: 104_900, refunded: 0, refundedPaise: 0, usesTaken: 0 },
    ]);
    // Plans are not orders: no revenue, no paid order; the covered bookings count as bookings (one cancelled).
    expect(report.current.revenue).toMatchObject({ paidOrders: 0, totalPaise: 0 });
    expect(report.byCity.every((r) => r.revenuePaise === 0)).toBe(true);
    expect(report.current).toMatchObject({ bookings: 2, cancelled: 1 });
  });
});
