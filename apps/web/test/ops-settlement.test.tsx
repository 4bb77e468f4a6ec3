// The garage's daily settlement screen in a DOM, against the real API and database (harness.tsx): today's payments
// with their way, reference and invoice, the totals per way, another day from the date field, and the day before; a
// yearly plan's payment (decision 0023) named by the plan's reference.

import { invoices, orders, plans, subscriptions } from '@motomitra/api/db/schema';
import { registerCustomer } from '@motomitra/api/testing/customers';
import { loginOperator } from '@motomitra/api/testing/operators';
import { insertOrder } from '@motomitra/api/testing/orders';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { addDays, istDate } from '@motomitra/domain/ist';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as Settlement } from '../src/features/ops/routes/settlement.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let operator: { cookie: string };
let oid = '';
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginOperator(t);
  const asha = await registerCustomer(t.app);
  const o = await insertOrder(t.database.db, asha.id, {
    status: 'inTransitDown',
    paymentStatus: 'requested',
    subtotalPaise: 1_500_50,
    totalPaise: 1_500_50,
  });
  oid = o.oid;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ops/orders/${o.id}/confirm-payment`,
    headers: { cookie: operator.cookie },
    payload: { method: 'IMPS', reference: 'IMPS998877', amount: 1500.5 },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await t.database.db.select().from(orders)).length).toBe(1);
});
afterAll(async () => {
  await t?.close();
});

const details = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("the garage's daily settlement", () => {
  it('shows today’s payment by UTR with its reference and invoice, the totals, and an empty day before', async () => {
    const today = istDate(new Date());
    connect(t, operator.cookie);
    renderAt('/ops/settlement', <Route path="/ops/settlement" element={<Settlement />} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Daily settlement' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: /^Payments on / });
    const row = within(table).getByRole('row', { name: new RegExp(oid) });
    expect(row.textContent).toContain('By UTR (UPI, NEFT, IMPS)');
    expect(row.textContent).toContain('IMPS998877');
    expect(row.textContent).toMatch(/₹1,500\.50/);
    expect(within(row).getByRole('link', { name: oid }).getAttribute('href')).toMatch(/^\/ops\/orders\//);
    const totals = screen.getByRole('region', { name: /^Totals on / });
    expect(details(totals, 'By UTR (UPI, NEFT, IMPS)')).toBe('₹1,500.50');
    expect(details(totals, 'Cash')).toBe('₹0.00');
    expect(details(totals, 'All payments')).toBe('₹1,500.50');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Day before' }));
    await screen.findByText(/^No payments on /);
    expect(window.location.search).toBe(`?date=${addDays(today, -1)}`);

    fireEvent.change(screen.getByLabelText('Day (IST)'), { target: { value: today } });
    await screen.findByRole('table', { name: /^Payments on / });
    expect(window.location.search).toBe(`?date=${today}`);
  });

  it('names a yearly plan’s payment by its reference, as a yearly plan, with no order to open', async () => {
    const asha = await registerCustomer(t.app);
    const db = t.database.db;
    const texts = { name: 'Bike Care Year', description: '' };
    const [plan] = await db
      .insert(plans)
      .values({ vehicleType: 'Bike', texts: { en: texts, mr: texts, hi: texts }, breakdownCalls: 1 })
      .returning();
    if (!plan) throw new Error('no plan written');
    const today = istDate(new Date());
    const [sub] = await db
      .insert(subscriptions)
      .values({
        reference: 'SUB-2026-000777',
        customerId: asha.id,
        planId: plan.id,
        registrationNumber: 'MH31AB0777',
        city: 'nagpur',
        tier: 'band1',
        pricePaise: 99_900,
        sold: {
          texts: { en: texts, mr: texts, hi: texts },
          services: [],
          extraWorkPercent: 0,
          freePickupDrop: false,
          breakdownCalls: 1,
        },
        status: 'active',
        startsOn: today,
        endsOn: addDays(today, 364),
        paidAt: new Date(),
      })
      .returning();
    if (!sub) throw new Error('no subscription written');
    await db.insert(invoices).values({
      subscriptionId: sub.id,
      customerId: asha.id,
      number: 'MM/26-27/900777',
      financialYear: '2026-27',
      sequence: 900_777,
      issuedAt: new Date(),
      seller: { name: 'MotoMitra', address: 'Nagpur', gstin: '27AAAAA0000A1Z5' },
      buyer: { name: asha.name, address: 'Nagpur, Maharashtra', phone: asha.phone },
      lines: [],
      taxablePaise: 84_661,
      cgstPaise: 7_619,
      sgstPaise: 7_620,
      totalPaise: 99_900,
      paymentMethod: 'upi',
      paymentReference: 'pay_PlanSettle1',
    });
    connect(t, operator.cookie);
    renderAt(`/ops/settlement?date=${today}`, <Route path="/ops/settlement" element={<Settlement />} />);
    const table = await screen.findByRole('table', { name: /^Payments on / });
    const row = within(table).getByRole('row', { name: /SUB-2026-000777/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('SUB-2026-000777 Yearly plan');
    expect(within(row).queryByRole('link')).toBeNull();
    expect(row.textContent).toContain('pay_PlanSettle1');
    expect(row.textContent).toMatch(/₹999\.00/);
    const totals = screen.getByRole('region', { name: /^Totals on / });
    expect(details(totals, 'All payments')).toBe('₹2,499.50');
  });
});
