// The admins' yearly plans screen (/ops/plans, decision 0023) in a DOM, against the real API and database
// (harness.tsx): the services to choose from and every plans call. Covered: the list as GET answers it; a new plan
// refused beside its fields before sending, then POSTed as a valid OpsPlanInput that the API keeps; an edit PUT; the
// API's field error beside its field (a service that stopped serving bikes while the form was open) and a refusal
// without one (the plan deleted meanwhile); Withdraw from sale and Put back on sale as PATCH. Labelled fields, no axe
// violation.

import { planPrices, planServices, plans, products as productsTable } from '@motomitra/api/db/schema';
import { loginStaff } from '@motomitra/api/testing/operators';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { type OpsProduct, OpsProductsResponseSchema } from '@motomitra/domain/ops-admin';
import {
  type OpsPlan,
  type OpsPlanInput,
  OpsPlanResponseSchema,
  OpsPlansResponseSchema,
} from '@motomitra/domain/plans';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as Plans } from '../src/features/ops/routes/plans.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let boss: Awaited<ReturnType<typeof loginStaff>>;
let products: OpsProduct[];
beforeAll(async () => {
  t = await createTestApp();
  boss = await loginStaff(t, 'admin', { name: 'Bhavna Owner' });
  const res = await t.app.inject({ method: 'GET', url: '/api/ops/products', headers: { cookie: boss.cookie } });
  products = OpsProductsResponseSchema.parse(res.json()).products;
});
afterAll(async () => {
  await t?.close();
});

const productId = (name: string) => {
  const found = products.find((p) => p.product_name === name);
  if (!found) throw new Error(`No product ${name}`);
  return found._id;
};

const texts = (en: string, mr: string, hi: string, description = '') => ({
  en: { name: en, description },
  mr: { name: mr, description: '' },
  hi: { name: hi, description: '' },
});

const bikePlan = (): OpsPlanInput => ({
  vehicleType: 'Bike',
  texts: texts('Bike Care Year', 'बाइक केअर वर्ष', 'बाइक केयर साल', 'Two services and a wash.'),
  services: [{ productId: productId('Bike General Service'), uses: 2 }],
  extraWorkPercent: 10,
  freePickupDrop: true,
  breakdownCalls: 1,
  prices: [
    { city: 'nagpur', tier: 'band1', price: 2499 },
    { city: 'nagpur', tier: 'band3', price: 3499 },
    { city: 'pune', tier: 'band1', price: 2999 },
  ],
});

const carPlan = (): OpsPlanInput => ({
  vehicleType: 'Car',
  texts: texts('Car Shield', 'कार शील्ड', 'कार शील्ड'),
  services: [],
  extraWorkPercent: 0,
  freePickupDrop: false,
  breakdownCalls: 3,
  prices: [{ city: 'pune', tier: 'sedan', price: 7999 }],
});

/** `input` saved through the API, as another admin would have: the plan it answers. */
async function saved(input: OpsPlanInput, onSale = true): Promise<OpsPlan> {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/ops/plans',
    headers: { cookie: boss.cookie },
    payload: input,
  });
  expect(made.statusCode, made.body).toBe(201);
  const plan = OpsPlanResponseSchema.parse(made.json()).plan;
  if (onSale) return plan;
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/ops/plans/${plan._id}`,
    headers: { cookie: boss.cookie },
    payload: { onSale: false },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...plan, onSale: false };
}

/** The plans as the API keeps them, without their ids. */
async function stored() {
  const res = await t.app.inject({ method: 'GET', url: '/api/ops/plans', headers: { cookie: boss.cookie } });
  return OpsPlansResponseSchema.parse(res.json()).plans;
}

/** The screen, as an admin; what it sent to the plans calls, and the calls that change something. */
function open() {
  const net = connect(t, boss.cookie);
  // In a main landmark, as the shell puts every screen.
  renderAt(
    '/ops/plans',
    <main>
      <Route path="/ops/plans" element={<Plans />} />
    </main>,
  );
  const ofPlans = () => net.sent.filter((r) => r.path.startsWith('/api/ops/plans'));
  return { sent: ofPlans, changes: () => ofPlans().filter((r) => r.method !== 'GET') };
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;
/** The error line a field names in aria-describedby. */
const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;

/** axe over the page as it stands. happy-dom lays nothing out: contrast is left to Chromium (e2e). */
async function expectAxeClean() {
  const found = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

describe('the yearly plans screen', () => {
  // Each test starts from no plan at all (nothing in this file sells one).
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(planPrices);
    await db.delete(planServices);
    await db.delete(plans);
  });

  it('lists each plan from GET with its vehicle, status, what it includes and its prices, and passes axe', async () => {
    await saved(bikePlan());
    await saved(carPlan(), false);
    const { sent } = open();
    const bike = await rowOf('Bike Care Year');
    for (const text of [
      'Bike',
      'On sale',
      '2 × Bike General Service',
      '10% off approved extra work',
      'Free pickup and drop',
      '1 breakdown assistance call',
      'Nagpur: ₹2,499 to ₹3,499',
      'Pune: ₹2,999',
    ]) {
      expect(within(bike).getByText(text)).toBeTruthy();
    }
    expect(within(bike).getByRole('button', { name: 'Withdraw from sale Bike Care Year' })).toBeTruthy();
    const car = await rowOf('Car Shield');
    for (const text of ['Car', 'Withdrawn', '3 breakdown assistance calls', 'Pune: ₹7,999']) {
      expect(within(car).getByText(text)).toBeTruthy();
    }
    expect(within(car).getByRole('button', { name: 'Put back on sale Car Shield' })).toBeTruthy();
    expect(sent().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/ops/plans']);
    await expectAxeClean();
  });

  it('refuses an empty plan beside its fields without sending, then POSTs a valid OpsPlanInput the API keeps', async () => {
    const { changes } = open();
    const user = userEvent.setup();
    await screen.findByText('No plans yet: add the first one.');
    await user.click(screen.getByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    const add = () => user.click(within(dialog).getByRole('button', { name: 'Add the plan' }));

    await add();
    await waitFor(() => expect(field(/^Name \(English\)/).getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field(/^Name \(English\)/))).toBe('A name is 2 to 60 characters.');
    expect(document.activeElement).toBe(field(/^Name \(English\)/));
    expect(within(dialog).getByText('Give the plan at least one price.')).toBeTruthy();
    expect(changes()).toEqual([]);

    await user.type(field(/^Name \(English\)/), 'Bike Care Year');
    await user.type(field(/^Description \(English\)/), 'Two services and a wash.');
    await user.type(field(/^Name \(Marathi\)/), 'बाइक केअर वर्ष');
    await user.type(field(/^Name \(Hindi\)/), 'बाइक केयर साल');
    await user.click(within(dialog).getByRole('button', { name: 'Add a service' }));
    expect(document.activeElement).toBe(field(/^Service 1/));
    await user.selectOptions(field(/^Service 1/), 'Bike General Service');
    await user.clear(field(/^Uses in the year \(service 1\)/));
    await user.type(field(/^Uses in the year \(service 1\)/), '2');
    await user.clear(field(/^Percent off approved extra work/));
    await user.type(field(/^Percent off approved extra work/), '10');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Free pickup and drop' }));
    await user.clear(field(/^Breakdown assistance calls/));
    await user.type(field(/^Breakdown assistance calls/), '1');
    await user.type(field(/^Below 150 cc and electric in Nagpur/), '2,499');
    await user.type(field(/^Above 200 cc in Nagpur/), '3499');
    await user.type(field(/^Below 150 cc and electric in Pune/), '2999');
    await expectAxeClean();
    await add();

    await screen.findByText('Bike Care Year is added.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = changes();
    expect(posted.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/ops/plans']);
    expect(posted[0]?.body).toEqual(bikePlan());
    // What the API kept is what was typed, on sale.
    const [kept] = await stored();
    expect(kept).toMatchObject({ ...bikePlan(), services: [expect.objectContaining(bikePlan().services[0])] });
    expect(kept?.onSale).toBe(true);
    expect(within(await rowOf('Bike Care Year')).getByText('On sale')).toBeTruthy();
  });

  it('edits a plan: the form opens with it, and PUTs the whole plan with the change', async () => {
    const plan = await saved(carPlan());
    const { changes } = open();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Car Shield')).getByRole('button', { name: 'Edit Car Shield' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Car Shield' });
    expect((within(dialog).getByRole('radio', { name: 'Car' }) as HTMLInputElement).checked).toBe(true);
    const sedanPune = within(dialog).getByLabelText(/^Sedan in Pune/) as HTMLInputElement;
    expect(sedanPune.value).toBe('7999');
    await user.clear(sedanPune);
    await user.type(sedanPune, '8499');
    await user.click(within(dialog).getByRole('button', { name: 'Save the plan' }));
    await screen.findByText('Car Shield is saved.');
    const changed = { ...carPlan(), prices: [{ city: 'pune', tier: 'sedan', price: 8499 }] };
    expect(changes()).toEqual([
      expect.objectContaining({ method: 'PUT', path: `/api/ops/plans/${plan._id}`, body: changed }),
    ]);
    expect(await stored()).toEqual([{ ...plan, prices: changed.prices }]);
    expect(within(await rowOf('Car Shield')).getByText('Pune: ₹8,499')).toBeTruthy();
  });

  it('shows the API’s field error beside its field, focused, and a refusal without one in the form', async () => {
    // Another bike service, which the garage turns into a car service while the form is open.
    const other = products.find((p) => p.category === 'Bike' && p.product_name !== 'Bike General Service');
    if (!other) throw new Error('no second bike service');
    const plan = await saved({ ...bikePlan(), services: [{ productId: other._id, uses: 2 }] });
    const { changes } = open();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Bike Care Year')).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bike Care Year' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    const save = () => user.click(within(dialog).getByRole('button', { name: 'Save the plan' }));

    await t.database.db.update(productsTable).set({ category: 'Car' }).where(eq(productsTable.id, other._id));
    try {
      await save();
      await waitFor(() => expect(field(/^Service 1/).getAttribute('aria-invalid')).toBe('true'));
      expect(errorOf(field(/^Service 1/))).toBe('This service is not for a bike.');
      expect(field(/^Below 150 cc and electric in Nagpur/).getAttribute('aria-invalid')).toBeNull();
      expect(document.activeElement).toBe(field(/^Service 1/));
      expect(within(dialog).queryByRole('alert')).toBeNull();
      await expectAxeClean();
    } finally {
      await t.database.db
        .update(productsTable)
        .set({ category: other.category })
        .where(eq(productsTable.id, other._id));
    }

    // Another admin deleted the plan meanwhile.
    await t.database.db.delete(planPrices).where(eq(planPrices.planId, plan._id));
    await t.database.db.delete(planServices).where(eq(planServices.planId, plan._id));
    await t.database.db.delete(plans).where(eq(plans.id, plan._id));
    await save();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No such plan.');
    expect(field(/^Service 1/).getAttribute('aria-invalid')).toBeNull();
    expect(changes().map((r) => r.method)).toEqual(['PUT', 'PUT']);
  });

  it('withdraws a plan from sale with PATCH {onSale: false}, and puts it back with {onSale: true}', async () => {
    const plan = await saved(bikePlan());
    const { changes } = open();
    const user = userEvent.setup();
    const name = 'Bike Care Year';
    await user.click(within(await rowOf(name)).getByRole('button', { name: 'Withdraw from sale Bike Care Year' }));
    await screen.findByText('Bike Care Year is withdrawn from sale.');
    expect(within(await rowOf(name)).getByText('Withdrawn')).toBeTruthy();
    expect(changes()).toEqual([
      expect.objectContaining({ method: 'PATCH', path: `/api/ops/plans/${plan._id}`, body: { onSale: false } }),
    ]);
    expect((await stored())[0]?.onSale).toBe(false);

    await user.click(within(await rowOf(name)).getByRole('button', { name: 'Put back on sale Bike Care Year' }));
    await screen.findByText('Bike Care Year is on sale again.');
    expect(within(await rowOf(name)).getByText('On sale')).toBeTruthy();
    expect(changes().map((r) => r.body)).toEqual([{ onSale: false }, { onSale: true }]);
    expect((await stored())[0]?.onSale).toBe(true);
  });
});
