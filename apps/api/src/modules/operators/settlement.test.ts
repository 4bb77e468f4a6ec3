// The daily settlement: a day with one payment online, one by UTR, one in cash and one given back lists each with its
// reference and invoice, and its totals per way are the day's invoices' totals to the paise; another day's payment
// stays out; only operators may read it, for a real date.
import { addDays, istDate } from '@motomitra/domain/ist';
import type { Settlement } from '@motomitra/domain/settlement';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, paymentLinks } from '../../db/schema.ts';
import { as, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueInvoice } from '../invoices/service.ts';

let t: TestApp;
let op: { cookie: string };
let asha: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
  asha = await registerCustomer(t.app);
});
afterAll(() => t?.close());

const db = () => t.database.db;

/** An order the garage asked payment for, confirmed through the console as the operator does. */
async function confirmedByOperator(totalPaise: number, method: 'UPI' | 'cash', reference: string) {
  const o = await insertOrder(db(), asha.id, {
    status: 'inTransitDown',
    paymentStatus: 'requested',
    subtotalPaise: totalPaise,
    totalPaise,
  });
  const res = await as(t.app, op, {
    method: 'POST',
    url: `/api/ops/orders/${o.id}/confirm-payment`,
    payload: { method, reference, amount: totalPaise / 100 },
  });
  expect(res.statusCode).toBe(200);
  return o;
}

/** An order paid through a gateway link at `at`, with its invoice, as the gateway's settling leaves it. */
async function paidOnline(totalPaise: number, paymentId: string, at: Date) {
  const o = await insertOrder(db(), asha.id, {
    status: 'inTransitDown',
    paymentStatus: 'paid',
    paymentMethod: 'online',
    paymentReference: paymentId,
    paidAt: at,
    subtotalPaise: totalPaise,
    totalPaise,
  });
  await db()
    .insert(paymentLinks)
    .values({
      orderId: o.id,
      gatewayLinkId: `plink_${paymentId}`,
      shortUrl: 'https://rzp.io/i/test',
      amountPaise: totalPaise,
      status: 'paid',
      referenceId: o.oid,
      gatewayPaymentId: paymentId,
      method: 'upi',
      paidAt: at,
      createdAt: at,
    });
  await db().transaction((tx) => issueInvoice(tx, o.id, t.config.seller, at));
  return o;
}

describe('the daily settlement', () => {
  it('lists the day’s payments each way with totals equal to the day’s invoices, to the paise', async () => {
    const now = new Date();
    const today = istDate(now);
    const online = await paidOnline(1_234_56, 'pay_SettleOnline1', now);
    const utr = await confirmedByOperator(2_000_01, 'UPI', 'UTR4455667788');
    const cash = await confirmedByOperator(999_99, 'cash', '');
    await paidOnline(5_000_00, 'pay_SettleYesterday', new Date(now.getTime() - 24 * 3600_000));
    const cancelled = await insertOrder(db(), asha.id, { status: 'cancelled', totalPaise: 777_77 });
    await db().insert(paymentLinks).values({
      orderId: cancelled.id,
      gatewayLinkId: 'plink_settle_refunded',
      shortUrl: 'https://rzp.io/i/refunded',
      amountPaise: 777_77,
      status: 'paid',
      referenceId: cancelled.oid,
      gatewayPaymentId: 'pay_SettleRefunded',
      method: 'card',
      paidAt: now,
      refundId: 'rfnd_Settle1',
      refundStatus: 'processed',
      refundedAt: now,
    });

    const res = await as(t.app, op, { method: 'GET', url: `/api/ops/settlement?date=${today}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Settlement;
    const mine = body.payments.filter((p) => [online.id, utr.id, cash.id].includes(p.orderId ?? ''));
    expect(mine.map((p) => [p.OID, p.way, p.method, p.amount, p.reference])).toEqual([
      [online.oid, 'online', 'upi', 1234.56, 'pay_SettleOnline1'],
      [utr.oid, 'utr', 'UPI', 2000.01, 'UTR4455667788'],
      [cash.oid, 'cash', 'cash', 999.99, ''],
    ]);
    expect(mine.every((p) => p.invoiceNumber.length > 0)).toBe(true);
    expect(body.payments.some((p) => p.reference === 'pay_SettleYesterday')).toBe(false);
    expect(body.totals).toEqual({
      online: 1234.56,
      utr: 2000.01,
      card: 0,
      cash: 999.99,
      all: 4234.56,
      refunded: 0,
      net: 4234.56,
    });

    // The totals are the invoices issued that day, added in paise.
    const issued = await db().select().from(invoices);
    const dayPaise = issued.filter((i) => istDate(i.issuedAt) === today).reduce((sum, i) => sum + i.totalPaise, 0);
    expect(Math.round(body.totals.all * 100)).toBe(dayPaise);

    expect(body.refunds).toEqual([
      {
        orderId: cancelled.id,
        OID: cancelled.oid,
        subscriptionId: null,
        creditNoteNumber: null,
        method: 'card',
        amount: 777.77,
        reference: 'pay_SettleRefunded',
        at: now.toISOString(),
        refundId: 'rfnd_Settle1',
        refundStatus: 'processed',
        refundedAt: now.toISOString(),
      },
    ]);
    const [order] = await db().select().from(orders).where(eq(orders.id, cancelled.id));
    expect(order?.paymentStatus).not.toBe('paid');

    const before = await as(t.app, op, { method: 'GET', url: `/api/ops/settlement?date=${addDays(today, -1)}` });
    expect(before.json().payments.map((p: { reference: string }) => p.reference)).toEqual(['pay_SettleYesterday']);
  });

  it('refuses customers and a date that is not one', async () => {
    const customer = await as(t.app, asha, { method: 'GET', url: '/api/ops/settlement?date=2026-11-20' });
    expect(customer.statusCode).toBe(403);
    for (const date of ['2026-02-30', 'yesterday', '']) {
      const res = await as(t.app, op, { method: 'GET', url: `/api/ops/settlement?date=${date}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/date/i);
    }
    const none = await as(t.app, op, { method: 'GET', url: '/api/ops/settlement' });
    expect(none.statusCode).toBe(400);
  });
});
