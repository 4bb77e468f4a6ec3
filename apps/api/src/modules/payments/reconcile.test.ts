// The reconcile job against a fake Razorpay: a payment whose webhook was lost is settled by the job (invoice once), a
// link the gateway expired is closed, and a link paid after its order was cancelled is refunded in full exactly once,
// however often it is reported, and shown on the order's timeline and console page.
import { istDate } from '@motomitra/domain/ist';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, paymentLinks } from '../../db/schema.ts';
import { as } from '../../testing/customers.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { loginOperator } from '../../testing/operators.ts';
import { askLink, awaitingPayment, deliver, paymentState, startPaymentsApp } from '../../testing/payments.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { OPEN_LINK_GRACE_MS, reconcileJob } from './reconcile.ts';

let t: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let op: { cookie: string };
beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp());
  op = await loginOperator(t);
});
afterAll(() => close());

const db = () => t.database.db;

/** An order waiting for its payment, with its open link (made `ageMs` ago): its ids and the link's gateway id. */
async function openLink(ageMs = OPEN_LINK_GRACE_MS + 60_000) {
  // The fixture's default amount is the order's own total, which its invoice must match.
  const { shopper, id, oid } = await awaitingPayment(t);
  expect((await askLink(t.app, shopper, id)).statusCode).toBe(200);
  const [link] = (await paymentState(db(), id)).links;
  if (!link) throw new Error('no link was made');
  await db()
    .update(paymentLinks)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(paymentLinks.id, link.id));
  return { id, oid, gatewayLinkId: link.gatewayLinkId };
}

const refundEvents = (orderId: string) =>
  db()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toValue, 'refunded')));

describe('the reconcile job', () => {
  it('settles a paid link whose webhook was lost, once, and leaves a young link to its webhook', async () => {
    const young = await openLink(60_000);
    const lost = await openLink();
    fake.pay(young.gatewayLinkId);
    fake.pay(lost.gatewayLinkId, { method: 'card' });
    const job = reconcileJob(t.app);
    const run = await job.runNow();
    expect(run.ran).toBe(true);
    expect(run.settled).toContain('paid');

    const paid = await paymentState(db(), lost.id);
    expect(paid.order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'card' });
    expect(paid.order?.paymentReference).toMatch(/^pay_/);
    expect(paid.invoices).toHaveLength(1);
    expect(paid.links[0]).toMatchObject({ status: 'paid', gatewayPaymentId: paid.order?.paymentReference });
    // The young one's webhook may still come: the job does not ask about it yet.
    expect((await paymentState(db(), young.id)).order?.paymentStatus).toBe('requested');

    await job.runNow();
    expect((await paymentState(db(), lost.id)).invoices).toHaveLength(1);

    // The day's settlement counts it as paid online (the order's method is the gateway's), under its payment id.
    const today = istDate(new Date());
    const day = (await as(t.app, op, { method: 'GET', url: `/api/ops/settlement?date=${today}` })).json();
    expect(day.payments.find((p: { orderId: string }) => p.orderId === lost.id)).toMatchObject({
      way: 'online',
      method: 'card',
      amount: 999,
      reference: paid.order?.paymentReference,
      invoiceNumber: paid.invoices[0]?.number,
    });
  });

  it('closes a link the gateway expired', async () => {
    const open = await openLink();
    const link = fake.links.get(open.gatewayLinkId);
    if (link) link.status = 'expired';
    const run = await reconcileJob(t.app).runNow();
    expect(run.closed).toBeGreaterThanOrEqual(1);
    const state = await paymentState(db(), open.id);
    expect(state.links[0]?.status).toBe('expired');
    expect(state.order?.paymentStatus).toBe('requested');
  });
});

describe('a link paid after its order was cancelled', () => {
  it('is refunded in full exactly once however often it is reported, and the operator sees it', async () => {
    const open = await openLink();
    await db()
      .update(orders)
      .set({ status: 'cancelled', cancelReason: 'Customer changed plans' })
      .where(eq(orders.id, open.id));
    const webhook = fake.pay(open.gatewayLinkId);
    const answers = await Promise.all([deliver(t.app, webhook), deliver(t.app, webhook)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await deliver(t.app, webhook);
    await reconcileJob(t.app).runNow();

    const state = await paymentState(db(), open.id);
    const payment = fake.links.get(open.gatewayLinkId)?.payments?.[0];
    const refunds = fake.refunds.filter((r) => r.payment_id === payment?.payment_id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(99_900);
    expect(state.order).toMatchObject({ status: 'cancelled' });
    expect(state.order?.paymentStatus).not.toBe('paid');
    expect(state.invoices).toHaveLength(0);
    expect(state.links[0]).toMatchObject({
      gatewayPaymentId: payment?.payment_id,
      refundId: refunds[0]?.id,
      refundStatus: 'processed',
    });
    expect(state.links[0]?.refundedAt).toBeInstanceOf(Date);
    const events = await refundEvents(open.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.note).toContain(refunds[0]?.id);

    const page = await as(t.app, op, { method: 'GET', url: `/api/ops/orders/${open.id}` });
    expect(page.json().order.gatewayPayments).toEqual([
      expect.objectContaining({
        paymentId: payment?.payment_id,
        amount: 999,
        refundId: refunds[0]?.id,
        refundStatus: 'processed',
      }),
    ]);
    const day = (await as(t.app, op, { method: 'GET', url: `/api/ops/settlement?date=${istDate(new Date())}` })).json();
    expect(day.refunds.map((r: { orderId: string; refundId: string }) => [r.orderId, r.refundId])).toContainEqual([
      open.id,
      refunds[0]?.id,
    ]);
    expect(day.payments.map((p: { orderId: string }) => p.orderId)).not.toContain(open.id);
  });

  it('is refunded by the job when the gateway refused the refund at first', async () => {
    const open = await openLink();
    await db()
      .update(orders)
      .set({ status: 'cancelled', cancelReason: 'Customer changed plans' })
      .where(eq(orders.id, open.id));
    const webhook = fake.pay(open.gatewayLinkId);
    fake.failNext({ status: 500 });
    expect((await deliver(t.app, webhook)).statusCode).toBe(200);
    expect((await paymentState(db(), open.id)).links[0]?.refundId).toBeNull();

    const run = await reconcileJob(t.app).runNow();
    expect(run.refunded).toBe(1);
    await reconcileJob(t.app).runNow();
    const payment = fake.links.get(open.gatewayLinkId)?.payments?.[0];
    expect(fake.refunds.filter((r) => r.payment_id === payment?.payment_id)).toHaveLength(1);
    expect(await refundEvents(open.id)).toHaveLength(1);
  });
});
