// The admins' yearly plans screen (/ops/plans, decision 0023) in a DOM. The console's other calls (the services to
// choose from, GET /api/ops/products) are answered by the real API and database (harness.tsx); the plans calls by a
// stand-in played here over that network, which checks each body with the contract's own schemas
// (packages/domain/src/plans.ts) and answers as the contract says, so that a test can also have the server refuse
// what the form cannot know (the API's own checks are tested in apps/api/src/modules/plans). Covered: the list as GET
// answers it; a new plan refused beside its fields before sending, then POSTed as a valid OpsPlanInput; an edit PUT;
// a 400's field errors beside their fields; Withdraw from sale and Put back on sale as PATCH. Labelled fields, no axe
// violation.

import { randomUUID } from 'node:crypto';
import { loginStaff } from '@motomitra/api/testing/operators';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { type OpsProduct, OpsProductsResponseSchema } from '@motomitra/domain/ops-admin';
import { type OpsPlan, OpsPlanInputSchema, SetPlanOnSaleBodySchema } from '@motomitra/domain/plans';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const bikePlan = (): OpsPlan => ({
  _id: randomUUID(),
  vehicleType: 'Bike',
  texts: texts('Bike Care Year', 'बाइक केअर वर्ष', 'बाइक केयर साल', 'Two services and a wash.'),
  services: [{ productId: productId('Bike General Service'), productName: 'Bike General Service', uses: 2 }],
  extraWorkPercent: 10,
  freePickupDrop: true,
  breakdownCalls: 1,
  prices: [
    { city: 'nagpur', tier: 'band1', price: 2499 },
    { city: 'nagpur', tier: 'band3', price: 3499 },
    { city: 'pune', tier: 'band1', price: 2999 },
  ],
  onSale: true,
});

const carPlan = (): OpsPlan => ({
  _id: randomUUID(),
  vehicleType: 'Car',
  texts: texts('Car Shield', 'कार शील्ड', 'कार शील्ड'),
  services: [],
  extraWorkPercent: 0,
  freePickupDrop: false,
  breakdownCalls: 3,
  prices: [{ city: 'pune', tier: 'sedan', price: 7999 }],
  onSale: false,
});

type Answer = { status: number; body: unknown };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The plans calls as the contract answers them, over `stored`; `refusals` are answered, one per call, to the next
 * POST or PUT whose body the schema takes. Every other call goes to the real API.
 */
function plansStandIn(stored: OpsPlan[], refusals: Answer[]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const real = globalThis.fetch;
  const schemaRefusal = (issues: { path: PropertyKey[]; message: string }[]) =>
    json(400, {
      success: false,
      message: issues[0]?.message ?? 'The request is not valid.',
      fieldErrors: Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message])),
    });
  const answer = (method: string, id: string | undefined, body: unknown): Response => {
    if (method === 'GET') return json(200, { success: true, plans: stored });
    const at = stored.findIndex((p) => p._id === id);
    if (method === 'PATCH') {
      const change = SetPlanOnSaleBodySchema.safeParse(body);
      if (!change.success) return schemaRefusal(change.error.issues);
      const plan = { ...(stored[at] as OpsPlan), onSale: change.data.onSale };
      stored[at] = plan;
      return json(200, { success: true, plan });
    }
    const input = OpsPlanInputSchema.safeParse(body);
    if (!input.success) return schemaRefusal(input.error.issues);
    const refusal = refusals.shift();
    if (refusal) return json(refusal.status, refusal.body);
    const services = input.data.services.map((s) => ({
      ...s,
      productName: products.find((p) => p._id === s.productId)?.product_name ?? '',
    }));
    const plan: OpsPlan = { ...input.data, services, _id: id ?? randomUUID(), onSale: stored[at]?.onSale ?? true };
    if (at >= 0) stored[at] = plan;
    else stored.push(plan);
    return json(method === 'POST' ? 201 : 200, { success: true, plan });
  };
  globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input), window.location.href);
    const path = /^\/api\/ops\/plans(?:\/([^/]+))?$/.exec(url.pathname);
    if (!path) return real(input, init);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: url.pathname, body });
    return answer(method, path[1], body);
  };
  return sent;
}

/** The screen, as an admin, over `plans`; what the screen sent to the plans calls. */
function open(plans: OpsPlan[] = [], refusals: Answer[] = []) {
  connect(t, boss.cookie);
  const sent = plansStandIn(plans, refusals);
  // In a main landmark, as the shell puts every screen.
  renderAt(
    '/ops/plans',
    <main>
      <Route path="/ops/plans" element={<Plans />} />
    </main>,
  );
  return { sent, changes: () => sent.filter((r) => r.method !== 'GET') };
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
  it('lists each plan from GET with its vehicle, status, what it includes and its prices, and passes axe', async () => {
    const { sent } = open([bikePlan(), carPlan()]);
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
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/ops/plans']);
    await expectAxeClean();
  });

  it('refuses an empty plan beside its fields without sending, then POSTs a valid OpsPlanInput', async () => {
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
    const { _id, onSale, ...expected } = bikePlan();
    const posted = changes();
    expect(posted.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/ops/plans']);
    expect(posted[0]?.body).toEqual({
      ...expected,
      services: [{ productId: expected.services[0]?.productId, uses: 2 }],
    });
    expect(OpsPlanInputSchema.safeParse(posted[0]?.body).success).toBe(true);
    expect(within(await rowOf('Bike Care Year')).getByText('On sale')).toBeTruthy();
  });

  it('edits a plan: the form opens with it, and PUTs the whole plan with the change', async () => {
    const plan = carPlan();
    const { changes } = open([plan]);
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
    const { _id, onSale, ...rest } = plan;
    expect(changes()).toEqual([
      {
        method: 'PUT',
        path: `/api/ops/plans/${plan._id}`,
        body: { ...rest, prices: [{ city: 'pune', tier: 'sedan', price: 8499 }] },
      },
    ]);
    expect(within(await rowOf('Car Shield')).getByText('Pune: ₹8,499')).toBeTruthy();
  });

  it('shows a 400’s field errors beside their fields, the first focused, and a refusal without one in the form', async () => {
    const refusals: Answer[] = [
      {
        status: 400,
        body: {
          success: false,
          message: 'Another plan has this name.',
          fieldErrors: {
            'texts.mr.name': 'Another plan has this name.',
            'services.0.productId': 'Bike General Service is not for sale.',
            'prices.1.price': 'At most ₹1,00,000.',
          },
        },
      },
      { status: 409, body: { success: false, message: 'The plan was changed meanwhile: open it again.' } },
    ];
    const { changes } = open([bikePlan()], refusals);
    const user = userEvent.setup();
    await user.click(within(await rowOf('Bike Care Year')).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bike Care Year' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    const save = () => user.click(within(dialog).getByRole('button', { name: 'Save the plan' }));

    await save();
    await waitFor(() => expect(field(/^Name \(Marathi\)/).getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field(/^Name \(Marathi\)/))).toBe('Another plan has this name.');
    expect(errorOf(field(/^Service 1/))).toBe('Bike General Service is not for sale.');
    // The second price sent is Nagpur's above 200 cc (city by city, tier by tier).
    expect(errorOf(field(/^Above 200 cc in Nagpur/))).toBe('At most ₹1,00,000.');
    expect(field(/^Below 150 cc and electric in Nagpur/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field(/^Name \(Marathi\)/));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await expectAxeClean();

    await save();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The plan was changed meanwhile: open it again.',
    );
    expect(field(/^Name \(Marathi\)/).getAttribute('aria-invalid')).toBeNull();
    expect(changes().map((r) => r.method)).toEqual(['PUT', 'PUT']);
  });

  it('withdraws a plan from sale with PATCH {onSale: false}, and puts it back with {onSale: true}', async () => {
    const plan = bikePlan();
    const { changes } = open([plan]);
    const user = userEvent.setup();
    const name = 'Bike Care Year';
    await user.click(within(await rowOf(name)).getByRole('button', { name: 'Withdraw from sale Bike Care Year' }));
    await screen.findByText('Bike Care Year is withdrawn from sale.');
    expect(within(await rowOf(name)).getByText('Withdrawn')).toBeTruthy();
    expect(changes()).toEqual([{ method: 'PATCH', path: `/api/ops/plans/${plan._id}`, body: { onSale: false } }]);

    await user.click(within(await rowOf(name)).getByRole('button', { name: 'Put back on sale Bike Care Year' }));
    await screen.findByText('Bike Care Year is on sale again.');
    expect(within(await rowOf(name)).getByText('On sale')).toBeTruthy();
    expect(changes().map((r) => r.body)).toEqual([{ onSale: false }, { onSale: true }]);
  });
});
