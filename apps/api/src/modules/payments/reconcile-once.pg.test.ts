// The reconcile job on two API instances over one database and one fake Razorpay: run at the same moments, again and
// again, they settle each lost payment once (one invoice) and refund a payment after cancelling once; while another
// session holds the job's lock, neither runs.
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, paymentLinks } from '../../db/schema.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../testing/fake-razorpay.ts';
import { askLink, awaitingPayment, RAZORPAY_KEYS, razorpayPayments } from '../../testing/payments.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';
import { OPEN_LINK_GRACE_MS, type ReconcileJob, reconcileJob } from './reconcile.ts';

let fake: FakeRazorpay;
let setup: TwoInstances;
let t: TestApp;
let jobs: [ReconcileJob, ReconcileJob];

beforeAll(async () => {
  fake = await startFakeRazorpay(RAZORPAY_KEYS);
  setup = await startTwoInstances({ config: { payments: razorpayPayments(fake) } });
  t = { ...setup.t, close: async () => {} };
  jobs = [reconcileJob(setup.instances[0].app), reconcileJob(setup.instances[1].app)];
});
afterAll(async () => {
  await setup?.close();
  await fake?.close();
});

const db = () => t.database.db;

/** An order with an open link made 16 minutes ago whose customer paid it and whose webhook never came. */
async function paidWithoutWebhook() {
  const { shopper, id } = await awaitingPayment(t);
  expect((await askLink(t.app, shopper, id)).statusCode).toBe(200);
  const [link] = await db().select().from(paymentLinks).where(eq(paymentLinks.orderId, id));
  if (!link) throw new Error('no link was made');
  await db()
    .update(paymentLinks)
    .set({ createdAt: new Date(Date.now() - OPEN_LINK_GRACE_MS - 60_000) })
    .where(eq(paymentLinks.id, link.id));
  fake.pay(link.gatewayLinkId);
  return id;
}

describe('two instances running the reconcile job', () => {
  it('settle each lost payment once and refund a payment after cancelling once', async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await paidWithoutWebhook());
    const cancelled = await paidWithoutWebhook();
    await db()
      .update(orders)
      .set({ status: 'cancelled', cancelReason: 'Customer changed plans' })
      .where(eq(orders.id, cancelled));

    for (let round = 0; round < 3; round++) await Promise.all(jobs.map((j) => j.runNow()));

    const paid = await db().select().from(orders).where(inArray(orders.id, ids));
    expect(paid.map((o) => o.paymentStatus)).toEqual(ids.map(() => 'paid'));
    const issued = await db()
      .select()
      .from(invoices)
      .where(inArray(invoices.orderId, [...ids, cancelled]));
    expect(issued.map((i) => i.orderId).sort()).toEqual([...ids].sort());
    expect(fake.refunds).toHaveLength(1);
    const [link] = await db().select().from(paymentLinks).where(eq(paymentLinks.orderId, cancelled));
    expect(link?.refundId).toBe(fake.refunds[0]?.id);
  });

  it('skip the run while another holds it', async () => {
    const id = await paidWithoutWebhook();
    const holder = new pg.Client({ connectionString: setup.fresh.config.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`select pg_advisory_xact_lock(hashtext('payments:reconcile'))`);
      const runs = await Promise.all(jobs.map((j) => j.runNow()));
      expect(runs.map((r) => r.ran)).toEqual([false, false]);
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    const runs = await Promise.all(jobs.map((j) => j.runNow()));
    expect(runs.some((r) => r.ran)).toBe(true);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order?.paymentStatus).toBe('paid');
  });
});
