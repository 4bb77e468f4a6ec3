// A yearly plan's percentage off approved extra work (decision 0023), through the real API over the test database: an
// item proposed on an order whose vehicle has a plan running in the order's city keeps the plan's percentage; the
// customer is asked, approves and pays the discounted amounts; the invoice's lines and total agree with the order; the
// owner's report counts what was billed. Without such a plan (none, another city's, expired, pending, another
// customer's) an item is at its full price.
import { addDays, istDate } from '@motomitra/domain/ist';
import { itemAmountPaise } from '@motomitra/domain/lifecycle';
import { OpsOrderResponseSchema, PaymentSheetSchema } from '@motomitra/domain/ops';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, invoices, jobItems, orders, outbox, subscriptions } from '../../db/schema.ts';
import { quickCustomer, type Shopper } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { activePlan, savedVehicle } from '../../testing/plans.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { recordConsent } from '../customers/channels.ts';
import { extraWorkQuery } from '../reports/period-queries.ts';
import { n, periodsOf } from '../reports/query-runner.ts';
import { plansUsed } from '../subscriptions/refund-view.ts';

let t: TestApp;
let op: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

/** A customer with a saved bike, its plan (10% off extra work) running in `city`, and an order for it in Nagpur. */
async function planVehicleOrder(city: 'nagpur' | 'pune' = 'nagpur') {
  const c = await quickCustomer(t);
  const vehicle = await savedVehicle(db(), c.id);
  const order = await insertOrder(db(), c.id, { status: 'inService', registrationNumber: vehicle.regNumber });
  const productId = order.productId ?? '';
  const sub = await activePlan(db(), { customerId: c.id, vehicleId: vehicle.id, productId }, { city });
  return { c, vehicle, order, sub };
}

async function propose(orderId: string, name: string, unitPrice: number, quantity = 1) {
  const res = await as(t.app, op, {
    method: 'POST',
    url: `/api/ops/orders/${orderId}/items`,
    payload: { name, quantity, unitPrice },
  });
  ok(res);
  const item = OpsOrderResponseSchema.parse(res.json()).order.items.at(-1);
  if (!item) throw new Error('no item proposed');
  return item;
}

const decide = (c: Shopper, orderId: string, itemId: string) =>
  as(t.app, c, { method: 'POST', url: `/api/orders/${orderId}/items/${itemId}/decision`, payload: { approve: true } });

const stored = async (itemId: string) => (await db().select().from(jobItems).where(eq(jobItems.id, itemId)))[0];

describe('a yearly plan’s percentage off extra work', () => {
  it('is fixed on the proposal, shown to the customer, approved, paid and invoiced at the discounted amounts', async () => {
    const { c, order } = await planVehicleOrder();
    const pads = await propose(order.id, 'Brake pads', 850);
    expect(pads).toMatchObject({ unitPrice: 850, discountPercent: 10, amount: 765 });
    expect((await stored(pads._id))?.discountPercent).toBe(10);
    // 3 × ₹333.33 = ₹999.99; 10% is 9,999.9 paise, rounded down to 9,999: the line is ₹900.00.
    const chain = await propose(order.id, 'Chain set', 333.33, 3);
    expect(chain).toMatchObject({ unitPrice: 333.33, discountPercent: 10, amount: 900 });

    // The approval request says the discounted amount and the plan's discount.
    const mails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, order.id), eq(outbox.channel, 'email')));
    const body = mails.map((m) => m.body).join('\n');
    expect(body).toContain('1 × Brake pads, ₹765 (10% off with your yearly plan)');
    expect(body).toContain('3 × Chain set, ₹900 (10% off with your yearly plan)');
    expect(body).toContain('and to ₹2,664 if you approve this work');

    // The customer's own order shows the same.
    const mine = await as(t.app, c, { method: 'GET', url: `/api/v1/order/fetch/order/${order.id}` });
    ok(mine);
    expect(mine.json().orderData.items).toEqual([
      expect.objectContaining({ name: 'Brake pads', amount: 765, discountPercent: 10 }),
      expect.objectContaining({ name: 'Chain set', amount: 900, discountPercent: 10 }),
    ]);

    ok(await decide(c, order.id, pads._id));
    const approved = await decide(c, order.id, chain._id);
    ok(approved);
    expect(approved.json().order.finalTotal).toBe(999 + 765 + 900);
    await db().update(orders).set({ status: 'inTransitDown' }).where(eq(orders.id, order.id));
    ok(await as(t.app, op, { method: 'POST', url: `/api/ops/orders/${order.id}/request-payment`, payload: {} }));

    const sheet = PaymentSheetSchema.parse(
      (await as(t.app, c, { method: 'GET', url: `/api/orders/${order.id}/payment` })).json(),
    );
    expect(sheet.amount).toBe(2664);
    expect(sheet.lines.items).toEqual([
      { name: 'Brake pads', quantity: 1, amount: 765, discountPercent: 10 },
      { name: 'Chain set', quantity: 3, amount: 900, discountPercent: 10 },
    ]);

    ok(
      await as(t.app, op, {
        method: 'POST',
        url: `/api/ops/orders/${order.id}/confirm-payment`,
        payload: { method: 'cash', amount: 2664 },
      }),
    );
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(invoice?.totalPaise).toBe(266_400);
    expect(invoice?.totalPaise).toBe(paid?.finalTotalPaise);
    expect(invoice?.lines.slice(1)).toEqual([
      {
        description: 'Brake pads (10% off with your yearly plan)',
        sac: '998714',
        quantity: 1,
        unitPricePaise: 85_000,
        amountPaise: 76_500,
      },
      {
        description: 'Chain set (10% off with your yearly plan)',
        sac: '998714',
        quantity: 3,
        unitPricePaise: 33_333,
        amountPaise: 90_000,
      },
    ]);
    expect(invoice?.lines.reduce((sum, l) => sum + l.amountPaise, 0)).toBe(invoice?.totalPaise);

    // The operator's timeline says the discounted amount too.
    const seen = OpsOrderResponseSchema.parse(
      (await as(t.app, op, { method: 'GET', url: `/api/ops/orders/${order.id}` })).json(),
    ).order;
    expect(seen.events.map((e) => e.note)).toContain('Proposed 1 × Brake pads (₹765, 10% off with the yearly plan)');
  });

  it('is said in the customer’s language on WhatsApp', async () => {
    const { c, order } = await planVehicleOrder();
    await db().update(customers).set({ language: 'hi' }).where(eq(customers.id, c.id));
    await recordConsent(db(), c.id, 'whatsapp', true, 'account');
    await propose(order.id, 'ब्रेक पैड', 850);
    const [message] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, order.id), eq(outbox.channel, 'whatsapp')));
    expect(message?.template).toBe('extra_work_approval');
    expect(message?.variables).toContain('1 × ब्रेक पैड (₹765, आपके सालाना प्लान से 10% की छूट)');
  });

  it('is kept once proposed, whatever becomes of the plan', async () => {
    const { c, order, sub } = await planVehicleOrder();
    const pads = await propose(order.id, 'Brake pads', 850);
    await db().update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, sub.id));
    ok(await decide(c, order.id, pads._id));
    expect((await stored(pads._id))?.discountPercent).toBe(10);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.finalTotalPaise).toBe(99_900 + 76_500);
    // Proposed after the plan ended: full price.
    expect(await propose(order.id, 'Air filter', 300)).toMatchObject({ discountPercent: 0, amount: 300 });
  });

  it('names the plan that gave it, which then counts as used (no 14-day refund) unless the customer declines', async () => {
    const { c, order, sub } = await planVehicleOrder();
    const used = async () => (await plansUsed(db(), [sub.id])).has(sub.id);
    expect(await used()).toBe(false);
    const pads = await propose(order.id, 'Brake pads', 850);
    expect((await stored(pads._id))?.planSubscriptionId).toBe(sub.id);
    expect(await used()).toBe(true);
    const declined = await as(t.app, c, {
      method: 'POST',
      url: `/api/orders/${order.id}/items/${pads._id}/decision`,
      payload: { approve: false },
    });
    ok(declined);
    expect(await used()).toBe(false);
    // Without a plan's discount, no plan is named.
    const plain = await insertOrder(db(), c.id, { status: 'inService', registrationNumber: 'MH49ZZ0001' });
    const full = await propose(plain.id, 'Brake pads', 850);
    expect(await stored(full._id)).toMatchObject({ discountPercent: 0, planSubscriptionId: null });
  });

  it('is none without a plan running for the order’s vehicle and city on the day', async () => {
    const today = istDate(new Date());
    const none = await quickCustomer(t);
    const withoutPlan = await insertOrder(db(), none.id, { status: 'inService' });

    const pune = await planVehicleOrder('pune');

    const expired = await planVehicleOrder();
    await db()
      .update(subscriptions)
      .set({ startsOn: addDays(today, -365), endsOn: addDays(today, -1) })
      .where(eq(subscriptions.id, expired.sub.id));

    const pending = await planVehicleOrder();
    await db()
      .update(subscriptions)
      .set({ status: 'pending', startsOn: null, endsOn: null, paidAt: null })
      .where(eq(subscriptions.id, pending.sub.id));

    // Another customer's order for a vehicle of the same registration: the plan is not theirs.
    const planned = await planVehicleOrder();
    const other = await quickCustomer(t);
    const othersOrder = await insertOrder(db(), other.id, {
      status: 'inService',
      registrationNumber: planned.vehicle.regNumber,
    });

    for (const orderId of [withoutPlan.id, pune.order.id, expired.order.id, pending.order.id, othersOrder.id]) {
      const item = await propose(orderId, 'Brake pads', 850);
      expect(item, orderId).toMatchObject({ discountPercent: 0, amount: 850 });
      expect((await stored(item._id))?.discountPercent).toBe(0);
    }
  });

  it('counts in the owner’s report as billed: the report’s sum is the items’ amounts', async () => {
    const { c, order } = await planVehicleOrder();
    ok(await decide(c, order.id, (await propose(order.id, 'Chain set', 333.33, 3))._id));
    const today = istDate(new Date());
    const periods = periodsOf({ from: addDays(today, -1), to: addDays(today, 1) });
    const [current] = (await extraWorkQuery(db(), periods)).filter((r) => r.cur === true);
    const approved = await db().select().from(jobItems).where(eq(jobItems.decision, 'approved'));
    expect(approved.some((i) => i.discountPercent > 0)).toBe(true);
    expect(n(current?.value_added)).toBe(approved.reduce((sum, i) => sum + itemAmountPaise(i), 0));
  });
});
