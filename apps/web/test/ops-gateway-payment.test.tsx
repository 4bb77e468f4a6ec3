// The garage's order screen shows what the gateway was paid, against the real API and database (harness.tsx): the
// method, the gateway's payment id, the amount and time, and for an order cancelled before the payment came, its
// refund, or that it is not refunded yet.

import { paymentLinks } from '@motomitra/api/db/schema';
import { registerCustomer } from '@motomitra/api/testing/customers';
import { loginOperator } from '@motomitra/api/testing/operators';
import { insertOrder } from '@motomitra/api/testing/orders';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as OpsOrder } from '../src/features/ops/routes/order.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let operator: { cookie: string };
let customerId = '';
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginOperator(t);
  customerId = (await registerCustomer(t.app)).id;
});
afterAll(async () => {
  await t?.close();
});

type Order = Awaited<ReturnType<typeof insertOrder>>;

/** The order's link, paid by UPI at 10:15 IST on 20 November 2026 with payment `paymentId`. */
async function paidLink(o: Order, paymentId: string, refund: { id: string; at: Date } | null = null) {
  await t.database.db.insert(paymentLinks).values({
    orderId: o.id,
    gatewayLinkId: `plink_${o.oid}`,
    shortUrl: 'https://rzp.io/i/x',
    amountPaise: 99_900,
    status: 'paid',
    referenceId: o.oid,
    gatewayPaymentId: paymentId,
    method: 'upi',
    paidAt: new Date('2026-11-20T04:45:00Z'),
    ...(refund ? { refundId: refund.id, refundStatus: 'processed', refundedAt: refund.at } : {}),
  });
}

/** The order on the garage's screen: what its Payment panel says beside a label (null: no such line). */
async function paymentPanel(o: Order) {
  connect(t, operator.cookie);
  renderAt(`/ops/orders/${o.id}`, <Route path="/ops/orders/:id" element={<OpsOrder />} />);
  await screen.findByRole('heading', { level: 1, name: /MM-/ });
  const panel = screen.getByRole('region', { name: 'Payment' });
  return (label: string) =>
    within(panel).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;
}

/** A cancelled order whose link was paid, refunded or not. */
async function paidAfterCancel(refund: { id: string; at: Date } | null) {
  const o = await insertOrder(t.database.db, customerId, { status: 'cancelled', cancelReason: 'Changed plans' });
  const paymentId = `pay_${o.oid.replace(/-/g, '')}`;
  await paidLink(o, paymentId, refund);
  return { detail: await paymentPanel(o), paymentId };
}

describe("the garage's order screen, paid through the gateway", () => {
  it('shows the payment and its refund', async () => {
    const { detail, paymentId } = await paidAfterCancel({ id: 'rfnd_Shown01', at: new Date('2026-11-20T05:00:00Z') });
    expect(detail('Paid online')).toBe(`upi · ${paymentId} · ₹999 · 20/11/2026, 10:15 AM`);
    expect(detail('Refund')).toBe('Refunded in full: rfnd_Shown01 (processed), 20/11/2026, 10:30 AM');
  });

  it('names the gateway’s payment id as the reference of an order it paid, not as the customer’s UTR', async () => {
    const o = await insertOrder(t.database.db, customerId, {
      status: 'inTransitDown',
      paymentStatus: 'paid',
      paymentMethod: 'UPI',
      paymentReference: 'pay_GatewayPaid01',
      paidAt: new Date('2026-11-20T04:45:00Z'),
    });
    await paidLink(o, 'pay_GatewayPaid01');
    const detail = await paymentPanel(o);
    expect(detail('Method and reference')).toBe('UPI through the payment gateway, pay_GatewayPaid01');
    expect(detail('Paid online')).toBe('upi · pay_GatewayPaid01 · ₹999 · 20/11/2026, 10:15 AM');
    expect(detail('Customer’s UTR / reference')).toBeNull();
    expect(detail('Refund')).toBeNull();
  });

  it('says when a payment after cancelling is not refunded yet', async () => {
    const { detail } = await paidAfterCancel(null);
    expect(detail('Refund')).toMatch(/not refunded yet/);
  });
});
