// A yearly plan refunded within its 14 days with a GST credit note (decision 0023), in a DOM against the real API and
// database (harness.tsx): My plans offers "Download credit note" beside the invoice, in English and Hindi, reachable by
// keyboard with no axe violation; the garage's settlement of the day lists the refund as a yearly plan's with its credit
// note, and its totals take it off the day's payments.

import { creditNotes, invoices, paymentLinks, plans, subscriptions } from '@motomitra/api/db/schema';
import { quickCustomer, type Shopper } from '@motomitra/api/testing/booking';
import { loginOperator } from '@motomitra/api/testing/operators';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { istDate } from '@motomitra/domain/ist';
import { planEndsOn } from '@motomitra/domain/subscriptions';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Component as Downloads } from '../src/features/account/routes/downloads.tsx';
import { setSession } from '../src/features/auth/session.ts';
import { Component as Settlement } from '../src/features/ops/routes/settlement.tsx';
import { MyPlans } from '../src/features/plans/components/my-plans.tsx';
import { PACK_HI } from '../src/i18n/hi/pack.ts';
import { addPack, setLanguage } from '../src/i18n/t.ts';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let planId: string;
const texts = {
  en: { name: 'Bike Care Year', description: '' },
  mr: { name: 'बाइक केअर', description: '' },
  hi: { name: 'बाइक केयर', description: '' },
};

beforeAll(async () => {
  t = await createTestApp();
  const [plan] = await t.database.db
    .insert(plans)
    .values({ vehicleType: 'Bike', texts, breakdownCalls: 1 })
    .returning();
  if (!plan) throw new Error('no plan written');
  planId = plan.id;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => setLanguage('en'));

let n = 0;
/**
 * A plan paid today through the gateway, cancelled and refunded in full, as the refund leaves it: the subscription, its
 * invoice, its link with the refund recorded, and the credit note.
 */
async function refundedToday(c: Shopper) {
  const db = t.database.db;
  const today = istDate(new Date());
  n++;
  const reference = `SUB-2026-8${String(n).padStart(5, '0')}`;
  const paymentId = `pay_cnweb${n}${Date.now()}`;
  const [sub] = await db
    .insert(subscriptions)
    .values({
      reference,
      customerId: c.id,
      planId,
      registrationNumber: 'MH31CN0001',
      city: 'nagpur',
      tier: 'band1',
      pricePaise: 99_900,
      sold: { texts, services: [], extraWorkPercent: 0, freePickupDrop: false, breakdownCalls: 1 },
      status: 'cancelled',
      startsOn: today,
      endsOn: planEndsOn(today),
      paidAt: new Date(),
      cancelledAt: new Date(),
      paymentReference: paymentId,
    })
    .returning();
  if (!sub) throw new Error('no subscription written');
  const amounts = { taxablePaise: 84_661, cgstPaise: 7_619, sgstPaise: 7_620, totalPaise: 99_900 };
  const [invoice] = await db
    .insert(invoices)
    .values({
      subscriptionId: sub.id,
      customerId: c.id,
      number: `MM/26-27/8000${n}`,
      financialYear: '2026-27',
      sequence: 800_000 + n,
      issuedAt: new Date(),
      seller: { name: 'MotoMitra', address: 'Nagpur', gstin: '27AAAAA0000A1Z5' },
      buyer: { name: c.name, address: 'Nagpur, Maharashtra', email: c.email },
      lines: [],
      ...amounts,
      paymentMethod: 'upi',
      paymentReference: paymentId,
    })
    .returning();
  if (!invoice) throw new Error('no invoice written');
  await db.insert(paymentLinks).values({
    subscriptionId: sub.id,
    gatewayLinkId: `plink_cnweb${n}${Date.now()}`,
    shortUrl: 'http://localhost/api/test-gateway/x',
    amountPaise: 99_900,
    referenceId: reference,
    status: 'paid',
    gatewayPaymentId: paymentId,
    method: 'upi',
    paidAt: new Date(),
    refundId: `rfnd_cnweb${n}`,
    refundStatus: 'processed',
    refundedAt: new Date(),
  });
  const [note] = await db
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      customerId: c.id,
      number: `MM/CN26-27/${String(8000 + n)}`,
      financialYear: '2026-27',
      sequence: 8000 + n,
      issuedAt: new Date(),
      reason: `Yearly plan ${reference} cancelled within 14 days, refunded in full`,
      ...amounts,
      refundReference: `rfnd_cnweb${n}`,
    })
    .returning();
  if (!note) throw new Error('no credit note written');
  return { sub, invoice, note };
}

async function expectAxeClean() {
  const found = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target).join(', ')}`)).toEqual([]);
}

describe('a refunded plan’s credit note', () => {
  it('is offered for download in My plans beside the invoice', async () => {
    const c = await quickCustomer(t);
    const { invoice, note } = await refundedToday(c);
    setSession({ isLoggedIn: true, role: 'customer' });
    connect(t, c.cookie);
    renderAt(
      '/Subscription',
      <main>
        <MyPlans />
      </main>,
    );
    const card = (await screen.findByRole('heading', { level: 3, name: 'Bike Care Year' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Cancelled · refunded')).toBeTruthy();
    const link = within(card).getByRole('link', { name: `Download credit note ${note.number}` });
    expect(link.getAttribute('href')).toBe(`/api/customer/credit-notes/${note.id}/pdf`);
    expect(link.textContent).toBe('Download credit note');
    expect(within(card).getByRole('link', { name: `Download invoice ${invoice.number}` })).toBeTruthy();
    link.focus();
    expect(document.activeElement).toBe(link);
    await expectAxeClean();
  });

  it('is offered on the invoices page beside the invoice it credits', async () => {
    const c = await quickCustomer(t);
    const { invoice, note } = await refundedToday(c);
    setSession({ isLoggedIn: true, role: 'customer' });
    connect(t, c.cookie);
    renderAt(
      '/my-account/downloads',
      <main>
        <Route path="/my-account/downloads" element={<Downloads />} />
      </main>,
    );
    const row = (await screen.findByText(invoice.number)).closest('tr') as HTMLElement;
    const link = within(row).getByRole('link', {
      name: `Credit note PDF ${note.number}, against invoice ${invoice.number}`,
    });
    expect(link.getAttribute('href')).toBe(`/api/customer/credit-notes/${note.id}/pdf`);
    expect(link.textContent).toBe('Credit note PDF');
    await expectAxeClean();
  });

  it('is named in Hindi on a Hindi page', async () => {
    const c = await quickCustomer(t);
    const { note } = await refundedToday(c);
    addPack('hi', PACK_HI);
    setLanguage('hi');
    setSession({ isLoggedIn: true, role: 'customer' });
    connect(t, c.cookie);
    renderAt(
      '/hi/Subscription',
      <main>
        <MyPlans />
      </main>,
    );
    const link = await screen.findByRole('link', { name: `क्रेडिट नोट डाउनलोड करें: ${note.number}` });
    expect(link.textContent).toBe('क्रेडिट नोट डाउनलोड करें');
  });

  it('is in the garage’s settlement of the day, as a yearly plan’s refund taken off the day’s total', async () => {
    const c = await quickCustomer(t);
    const { sub, note } = await refundedToday(c);
    const operator = await loginOperator(t);
    connect(t, operator.cookie);
    const today = istDate(new Date());
    renderAt(
      `/ops/settlement?date=${today}`,
      <Route
        path="/ops/settlement"
        element={
          <main>
            <Settlement />
          </main>
        }
      />,
    );
    const given = await screen.findByRole('region', { name: 'Given back' });
    const row = within(given).getByRole('row', { name: new RegExp(sub.reference) });
    expect(within(row).getByRole('rowheader').textContent).toBe(`${sub.reference} Yearly plan`);
    expect(row.textContent).toContain(note.number);
    expect(row.textContent).toContain(note.refundReference);
    expect(row.textContent).toMatch(/₹999\.00/);
    const totals = screen.getByRole('region', { name: /^Totals on / });
    const value = (label: string) =>
      within(totals).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
    // Other tests' payments share the day: the credit note is at least this one's, and the net is all less it.
    const rupees = (label: string) => {
      const text = value(label);
      expect(text, label).toMatch(/^-?₹[\d,]+\.\d\d$/);
      return Math.round(Number(text.replace(/[₹,]/g, '')) * 100);
    };
    expect(rupees('Refunded with credit notes')).toBeGreaterThanOrEqual(note.totalPaise);
    expect(rupees('Net of refunds')).toBe(rupees('All payments') - rupees('Refunded with credit notes'));
    await expectAxeClean();
  });
});
