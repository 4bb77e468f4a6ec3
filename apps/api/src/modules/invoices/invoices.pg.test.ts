// Gap-free invoice numbers under real concurrency (PostgreSQL only): 20 payments confirmed at once in 20
// transactions get numbers 1..20, and numbers taken by transactions that roll back are given back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueInvoice } from './service.ts';

let t: TestApp;
let asha: TestCustomer;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  asha = await registerCustomer(t.app);
});
afterAll(() => t?.close());

const paidOrders = (n: number) =>
  Promise.all(
    Array.from({ length: n }, () =>
      insertOrder(db(), asha.id, { status: 'delivered', paymentStatus: 'paid', paymentMethod: 'UPI' }),
    ),
  );

/** Resolves once `n` callers have arrived: every transaction is open before any of them issues. */
function barrier(n: number) {
  let arrived = 0;
  let release: () => void = () => {};
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  return async () => {
    arrived++;
    if (arrived === n) release();
    await all;
  };
}

const sequencesOf = async (fy: string) =>
  (await db().select({ sequence: invoices.sequence }).from(invoices).where(sql`${invoices.financialYear} = ${fy}`))
    .map((r) => r.sequence)
    .sort((a, b) => a - b);

describe('invoice numbers on PostgreSQL', () => {
  it('20 concurrent issues in 20 transactions get 1..20: no gap, no duplicate', async () => {
    const orders = await paidOrders(20);
    const at = new Date('2040-07-01T06:00:00Z');
    const ready = barrier(20);
    const issued = await Promise.all(
      orders.map((order) =>
        db().transaction(async (tx) => {
          await tx.execute(sql`select 1`); // the transaction holds its own connection from here on
          await ready();
          return issueInvoice(tx, order.id, t.config.seller, at);
        }),
      ),
    );
    const numbers = issued.map((i) => Number(i.number.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(issued.map((i) => i.number)).size).toBe(20);
    expect(issued.every((i) => i.number.startsWith('MM/40-41/'))).toBe(true);
    expect(await sequencesOf('2040-41')).toEqual(numbers);
  });

  it('numbers taken by transactions that roll back are given back: the series stays gap-free', async () => {
    const orders = await paidOrders(10);
    const at = new Date('2041-07-01T06:00:00Z');
    const ready = barrier(10);
    const results = await Promise.allSettled(
      orders.map((order, i) =>
        db().transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await ready();
          const issued = await issueInvoice(tx, order.id, t.config.seller, at);
          // Every third confirmation fails after its invoice was numbered.
          if (i % 3 === 0) throw new Error('payment confirmation failed');
          return issued;
        }),
      ),
    );
    const committed = results.filter((r) => r.status === 'fulfilled');
    expect(committed).toHaveLength(6);
    expect(await sequencesOf('2041-42')).toEqual([1, 2, 3, 4, 5, 6]);

    // The orders whose confirmation failed are invoiced later, continuing the series.
    const retried: string[] = [];
    for (const [i, order] of orders.entries()) {
      if (i % 3 !== 0) continue;
      retried.push((await db().transaction((tx) => issueInvoice(tx, order.id, t.config.seller, at))).number);
    }
    expect(retried).toEqual(['MM/41-42/000007', 'MM/41-42/000008', 'MM/41-42/000009', 'MM/41-42/000010']);
    expect(await sequencesOf('2041-42')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('two concurrent issues for one order: one invoice, the other refused with 409', async () => {
    const [order] = await paidOrders(1);
    if (!order) throw new Error('no order');
    const at = new Date('2042-07-01T06:00:00Z');
    const ready = barrier(2);
    const results = await Promise.allSettled(
      [0, 1].map(() =>
        db().transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await ready();
          return issueInvoice(tx, order.id, t.config.seller, at);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    expect(await sequencesOf('2042-43')).toEqual([1]);
  });
});
