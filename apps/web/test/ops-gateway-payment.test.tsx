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

/** A cancelled order whose link was paid at 10:15 IST on 20 November 2026, refunded or not. */
async function paidAfterCancel(refund: { id: string; at: Date } | null) {
  const o = await insertOrder(t.database.db, customerId, { status: 'cancelled', cancelReason: 'Changed plans' });
  await t.database.db.insert(paymentLinks).values({
    orderId: o.id,
    gatewayLinkId: `plink_${o.oid}`,
    shortUrl: 'https://rzp.io/i/x',
    amountPaise: 99_900,
    status: 'paid',
    referenceId: o.oid,
    gatewayPaymentId: `pay_${o.oid.replace(/-/g, '')}`,
    method: 'upi',
    paidAt: new Date('2026-11-20T04:45:00Z'),
    ...(refund ? { refundId: refund.id, refundStatus: 'processed', refundedAt: refund.at } : {}),
  });
  connect(t, operator.cookie);
  renderAt(`/ops/orders/${o.id}`, <Route path="/ops/orders/:id" element={<OpsOrder />} />);
  await screen.findByRole('heading', { level: 1, name: /MM-/ });
  const panel = screen.getByRole('region', { name: 'Payment' });
  const detail = (label: string) =>
    within(panel).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;
  return { detail, paymentId: `pay_${o.oid.replace(/-/g, '')}` };
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
    await t.database.db.insert(paymentLinks).values({
      orderId: o.id,
      gatewayLinkId: `plink_${o.oid}`,
      shortUrl: 'https://rzp.io/i/y',
      amountPaise: 99_900,
      status: 'paid',
      referenceId: o.oid,
      gatewayPaymentId: 'pay_GatewayPaid01',
      method: 'upi',
      paidAt: new Date('2026-11-20T04:45:00Z'),
    });
    connect(t, operator.cookie);
    renderAt(`/ops/orders/${o.id}`, <Route path="/ops/orders/:id" element={<OpsOrder />} />);
    await screen.findByRole('heading', { level: 1, name: /MM-/ });
    const panel = screen.getByRole('region', { name: 'Payment' });
    const detail = (label: string) =>
      within(panel).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;
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
