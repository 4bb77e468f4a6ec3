// Extra work (decision 0011): the garage proposes job-card items, the customer is asked by e-mail and approves
// or declines each (or says so by phone, which an operator records with who and when); only approved items count,
// and payment can be requested only once nothing waits. Through the real API over the test database.
import { JobItemSchema } from '@motomitra/domain/job-card';
import { OpsOrderResponseSchema, PaymentSheetSchema } from '@motomitra/domain/ops';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invoices, jobItems, orderEvents, orders, outbox } from '../../db/schema.ts';
import { as, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let op: { cookie: string };
let asha: TestCustomer;
let ravi: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
  asha = await registerCustomer(t.app);
  ravi = await registerCustomer(t.app);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const ItemsSchema = z.array(JobItemSchema);

/** An order of Asha's booked at ₹2,249 (₹2,499 less ₹250), in service: the garage has inspected the vehicle. */
const inService = () =>
  insertOrder(db(), asha.id, {
    status: 'inService',
    subtotalPaise: 249_900,
    discountPaise: 25_000,
    totalPaise: 224_900,
    couponCode: 'SAVE10',
  });

async function propose(orderId: string, name: string, unitPrice: number, quantity = 1) {
  const res = await as(t.app, op, {
    method: 'POST',
    url: `/api/ops/orders/${orderId}/items`,
    payload: { name, quantity, unitPrice },
  });
  expect(res.statusCode, res.body).toBe(200);
  const items = ItemsSchema.parse(res.json().order.items);
  const item = items.at(-1);
  if (!item) throw new Error('no item proposed');
  return item;
}

const decide = (who: { cookie: string }, orderId: string, itemId: string, approve: unknown) =>
  as(t.app, who, { method: 'POST', url: `/api/orders/${orderId}/items/${itemId}/decision`, payload: { approve } });

const requestPayment = (orderId: string) =>
  as(t.app, op, { method: 'POST', url: `/api/ops/orders/${orderId}/request-payment`, payload: {} });

/** What the customer would pay (paise): the final amount once a decision set it, else the booked total. */
const finalOf = async (orderId: string) => {
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  return row ? (row.finalTotalPaise ?? row.totalPaise) : null;
};

describe('extra work proposed by the garage', () => {
  it('is a proposal: not billed, on the timeline, and the customer gets an e-mail with the price and both totals', async () => {
    const o = await inService();
    const pads = await propose(o.id, 'Brake pads', 850);
    expect(pads).toMatchObject({ decision: 'proposed', decidedAt: null, decidedVia: null, amount: 850 });
    const seen = OpsOrderResponseSchema.parse(
      (await as(t.app, op, { method: 'GET', url: `/api/ops/orders/${o.id}` })).json(),
    ).order;
    expect(seen.finalTotal).toBe(2249);
    expect(seen.events.map((e) => e.note)).toContain('Proposed 1 × Brake pads (₹850)');

    const mails = await db().select().from(outbox).where(eq(outbox.orderId, o.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: asha.email,
      subject: `Order ${o.oid}: extra work needs your approval`,
    });
    expect(mails[0]?.body).toContain('1 × Brake pads, ₹850');
    expect(mails[0]?.body).toContain('comes to ₹2,249 now, and to ₹3,099 if you approve this work');

    const mine = await as(t.app, asha, { method: 'GET', url: `/api/v1/order/fetch/order/${o.id}` });
    expect(mine.json().orderData).toMatchObject({
      finalTotal: 2249,
      items: [{ name: 'Brake pads', decision: 'proposed' }],
    });
  });

  it('counts only what the customer approves; a decision is taken once, by the order’s own customer', async () => {
    const o = await inService();
    const pads = await propose(o.id, 'Brake pads', 850);
    const wipers = await propose(o.id, 'Wiper blades', 499);

    expect((await decide(asha, o.id, pads._id, 'yes')).statusCode).toBe(400);
    const notHers = await decide(ravi, o.id, pads._id, true);
    expect(notHers.statusCode).toBe(403);
    expect((await decide(asha, o.id, '00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    expect(await finalOf(o.id)).toBe(224_900);

    const declined = await decide(asha, o.id, wipers._id, false);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      message: 'Declined. This work is not done or billed.',
      order: { finalTotal: 2249 },
    });
    const approved = await decide(asha, o.id, pads._id, true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().order.finalTotal).toBe(2249 + 850);
    const items = ItemsSchema.parse(approved.json().order.items);
    expect(items.map((i) => [i.name, i.decision, i.decidedVia])).toEqual([
      ['Brake pads', 'approved', 'customer'],
      ['Wiper blades', 'declined', 'customer'],
    ]);

    const again = await decide(asha, o.id, wipers._id, true);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This item was already declined.');
    expect(await finalOf(o.id)).toBe(224_900 + 85_000);
    const notes = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).map((e) => e.note);
    expect(notes).toEqual(
      expect.arrayContaining(['Declined 1 × Wiper blades (₹499)', 'Approved 1 × Brake pads (₹850)']),
    );
  });

  it('records a decision given by phone with who answered and when, and refuses a call in the future', async () => {
    const o = await inService();
    const pads = await propose(o.id, 'Brake pads', 850);
    // Proposed an hour ago; the customer rang back a minute ago.
    await db()
      .update(jobItems)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(jobItems.id, pads._id));
    const url = `/api/ops/orders/${o.id}/items/${pads._id}/decision`;
    const call = (payload: object) => as(t.app, op, { method: 'POST', url, payload });

    expect((await call({ approve: true })).statusCode).toBe(400);
    const future = await call({ approve: true, decidedBy: 'Asha', at: new Date(Date.now() + 3600_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldErrors).toEqual({ at: 'Check the time of the call.' });
    const early = await call({ approve: true, decidedBy: 'Asha', at: '2020-01-01T10:00:00+05:30' });
    expect(early.statusCode).toBe(400);
    expect(await finalOf(o.id)).toBe(224_900);

    const at = new Date(Date.now() - 60_000).toISOString();
    const res = await call({ approve: true, decidedBy: 'Asha (owner), on 98220 98220', at });
    expect(res.statusCode, res.body).toBe(200);
    const order = OpsOrderResponseSchema.parse(res.json()).order;
    expect(order.finalTotal).toBe(3099);
    expect(order.items[0]).toMatchObject({
      decision: 'approved',
      decidedVia: 'phone',
      decidedBy: 'Asha (owner), on 98220 98220',
      decidedAt: at,
    });
    const [row] = await db().select().from(jobItems).where(eq(jobItems.id, pads._id));
    expect(row?.recordedBy).toBeTruthy();
    expect(order.events.map((e) => e.note)).toContain(
      'Approved 1 × Brake pads (₹850) by phone: Asha (owner), on 98220 98220',
    );
  });

  it('holds the payment request while a proposal waits, then bills the approved items only, to the invoice', async () => {
    const o = await inService();
    const pads = await propose(o.id, 'Brake pads', 850);
    const wipers = await propose(o.id, 'Wiper blades', 499);
    await db().update(orders).set({ status: 'inTransitDown' }).where(eq(orders.id, o.id));

    const held = await requestPayment(o.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      'Payment can be requested once the customer has approved or declined every proposed item.',
    );
    await decide(asha, o.id, pads._id, true);
    expect((await requestPayment(o.id)).statusCode).toBe(409);
    await decide(asha, o.id, wipers._id, false);
    const requested = await requestPayment(o.id);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().order).toMatchObject({ paymentStatus: 'requested', finalTotal: 3099 });

    // The payment sheet says what the amount is made of.
    const sheet = PaymentSheetSchema.parse(
      (await as(t.app, asha, { method: 'GET', url: `/api/orders/${o.id}/payment` })).json(),
    );
    expect(sheet.amount).toBe(3099);
    expect(sheet.lines).toEqual({
      service: { name: o.product.product_name, amount: 2499 },
      items: [{ name: 'Brake pads', quantity: 1, amount: 850, discountPercent: 0 }],
      discount: 250,
      couponCode: 'SAVE10',
    });
    // Decided: nothing more to approve or add once payment is asked for.
    expect((await decide(asha, o.id, wipers._id, true)).statusCode).toBe(409);

    const paid = await as(t.app, op, {
      method: 'POST',
      url: `/api/ops/orders/${o.id}/confirm-payment`,
      payload: { method: 'cash', amount: 3099 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, o.id)));
    expect(invoice?.totalPaise).toBe(309_900);
    expect(invoice?.lines.map((l) => l.description)).not.toContain('Wiper blades');
    expect(invoice?.lines.map((l) => l.description)).toContain('Brake pads');
    // The customer's order links its invoice.
    const mine = await as(t.app, asha, { method: 'GET', url: `/api/v1/order/fetch/order/${o.id}` });
    expect(mine.json().orderData.invoice).toEqual({ _id: invoice?.id, number: invoice?.number });
  });
});
