// A yearly plan's percentage off extra work (decision 0023) on the screens, against the real API and database
// (harness.tsx): the customer's order says "Yearly plan: 10% off" beside the discounted amount of the item they are
// asked to approve, in English, Marathi and Hindi; the garage's job card says it too. axe finds nothing on either.
import { quickCustomer, type Shopper } from '@motomitra/api/testing/booking';
import { as } from '@motomitra/api/testing/customers';
import { loginOperator } from '@motomitra/api/testing/operators';
import { insertOrder } from '@motomitra/api/testing/orders';
import { activePlan, savedVehicle } from '@motomitra/api/testing/plans';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { orderPagePath } from '@motomitra/domain/order-page';
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Component as Orders } from '../src/features/account/routes/orders.tsx';
import { Component as OpsOrder } from '../src/features/ops/routes/order.tsx';
import { BOOKING_HI } from '../src/i18n/hi/booking.ts';
import { PACK_HI } from '../src/i18n/hi/pack.ts';
import { BOOKING_MR } from '../src/i18n/mr/booking.ts';
import { PACK_MR } from '../src/i18n/mr/pack.ts';
import { addPack, setLanguage } from '../src/i18n/t.ts';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let operator: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginOperator(t);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  cleanup();
  setLanguage('en');
});

/** An order in service for a bike with a running plan (10% off extra work), and ₹850 of brake pads proposed on it. */
async function proposedOnPlan(): Promise<{ c: Shopper; orderId: string }> {
  const c = await quickCustomer(t);
  const vehicle = await savedVehicle(t.database.db, c.id);
  const order = await insertOrder(t.database.db, c.id, { status: 'inService', registrationNumber: vehicle.regNumber });
  await activePlan(t.database.db, { customerId: c.id, vehicleId: vehicle.id, productId: order.productId ?? '' });
  const res = await as(t.app, operator, {
    method: 'POST',
    url: `/api/ops/orders/${order.id}/items`,
    payload: { name: 'Brake pads', quantity: 1, unitPrice: 850 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { c, orderId: order.id };
}

/**
 * axe over the page as it stands. happy-dom lays nothing out: contrast is left to Chromium (e2e); the route renders
 * here without the app's layout, whose <main> holds it (axe's `region`).
 */
async function expectAxeClean() {
  const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
  const found = await axe.run(document.body, { rules });
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** The customer's order, opened from its address, and its extra work's region. */
async function customersExtraWork(title: string) {
  const { c, orderId } = await proposedOnPlan();
  connect(t, c.cookie);
  renderAt(orderPagePath(orderId), <Route path="/my-account/orders" element={<Orders />} />);
  const dialog = await screen.findByRole('dialog');
  return within(dialog).findByRole('region', { name: title });
}

describe('a yearly plan’s percentage off extra work, on screen', () => {
  it('is said beside the discounted amount on the customer’s order, which passes axe', async () => {
    const extra = await customersExtraWork('Extra work proposed by the garage');
    expect(within(extra).getByText('Yearly plan: 10% off')).toBeTruthy();
    expect(within(extra).getByText('₹765')).toBeTruthy();
    expect(extra.textContent).not.toContain('₹850');
    await expectAxeClean();
  });

  it.each([
    ['mr', PACK_MR, BOOKING_MR],
    ['hi', PACK_HI, BOOKING_HI],
  ] as const)('is said in the page’s language (%s)', async (lang, pack, texts) => {
    addPack(lang, pack);
    setLanguage(lang);
    const extra = await customersExtraWork(texts['extra.title']);
    expect(within(extra).getByText(texts['extra.planOff'].replace('{percent}', '10'))).toBeTruthy();
  });

  it('is shown on the garage’s job card with the unit price and the discounted amount, which passes axe', async () => {
    const { orderId } = await proposedOnPlan();
    connect(t, operator.cookie);
    renderAt(`/ops/orders/${orderId}`, <Route path="/ops/orders/:id" element={<OpsOrder />} />);
    const card = await screen.findByRole('region', { name: 'Job card' });
    const row = within(card).getByText('Yearly plan: 10% off').closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Brake pads × 1 @ ₹850');
    expect(row.textContent).toContain('₹765');
    await expectAxeClean();
  });
});
