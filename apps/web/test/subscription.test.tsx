// The yearly plans page (/Subscription, decision 0023) in a DOM. The plans on sale (GET /api/plans, over two plans
// written straight into the test database), the customer's vehicles and profile are answered by the real API and
// database (harness.tsx); the customer's plans (GET /api/customer/subscriptions) and buying (POST
// /api/plans/{id}/purchase), which the API does not have yet, by a stand-in played here over that network, which
// checks each body with the contract's schemas (packages/domain/src/subscriptions.ts) and answers as the contract says.
// Covered: a visitor sees each plan's inclusions and lowest price and a link to log in that comes back here; a customer
// chooses a vehicle of the plan's type and a city, sees the plan's price for both or that it is not sold for them,
// and buys (the browser leaves for the gateway's page); a 400's and a 409's message in the form; the customer's own
// plans with their status, days and uses left. Labelled fields, keyboard, no axe violation.

import { randomUUID } from 'node:crypto';
import { planPrices, planServices, plans } from '@motomitra/api/db/schema';
import { productId, quickCustomer, saveCatalogueVehicle, saveVehicle } from '@motomitra/api/testing/booking';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import {
  CustomerSubscriptionsResponseSchema,
  PurchaseBodySchema,
  type Subscription,
} from '@motomitra/domain/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT, setSession } from '../src/features/auth/session.ts';
import { Component as Subscriptions } from '../src/features/plans/routes/subscription.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let bikePlanId: string;
let generalService: string;
const texts = (name: string, description = '') => ({
  en: { name, description },
  mr: { name, description },
  hi: { name, description },
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  generalService = await productId(t, 'bike-general-service');
  const [bike] = await db
    .insert(plans)
    .values({
      vehicleType: 'Bike',
      texts: texts('Bike Care Year', 'Two services, a discount and help on the road.'),
      extraWorkPercent: 10,
      freePickupDrop: true,
      breakdownCalls: 2,
    })
    .returning();
  const [car] = await db
    .insert(plans)
    .values({ vehicleType: 'Car', texts: texts('Car Shield'), breakdownCalls: 1 })
    .returning();
  if (!bike || !car) throw new Error('no plans written');
  bikePlanId = bike.id;
  await db.insert(planServices).values({ planId: bike.id, productId: generalService, uses: 2 });
  await db.insert(planPrices).values([
    { planId: bike.id, city: 'nagpur', tier: 'band1', pricePaise: 249_900 },
    { planId: bike.id, city: 'nagpur', tier: 'band3', pricePaise: 349_900 },
    { planId: bike.id, city: 'pune', tier: 'band1', pricePaise: 299_900 },
    { planId: car.id, city: 'pune', tier: 'sedan', pricePaise: 799_900 },
  ]);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => vi.restoreAllMocks());

type Answer = { status: number; body: unknown };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The customer's plans and buying as the contract answers them: `mine` to GET, and to each POST whose body the schema
 * takes the next of `refusals`, else a payment link. Every other call goes on to the real API.
 */
function subscriptionsStandIn(mine: Subscription[], refusals: Answer[] = []) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input), window.location.href);
    const purchase = /^\/api\/plans\/([^/]+)\/purchase$/.exec(url.pathname);
    if (url.pathname !== '/api/customer/subscriptions' && !purchase) return real(input, init);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: url.pathname, body });
    if (!purchase) return json(200, CustomerSubscriptionsResponseSchema.parse({ success: true, subscriptions: mine }));
    const asked = PurchaseBodySchema.safeParse(body);
    if (!asked.success) return json(400, { success: false, message: asked.error.issues[0]?.message });
    const refusal = refusals.shift();
    if (refusal) return json(refusal.status, refusal.body);
    return json(200, { success: true, url: `https://pay.example.in/plink_${purchase[1]}` });
  };
  return sent;
}

/** A plan the customer bought for `vehicle`, as GET /api/customer/subscriptions answers it. */
const bought = (vehicle: { _id: string; reg_number: string }, change: Partial<Subscription>): Subscription => ({
  _id: randomUUID(),
  reference: 'SUB-1001',
  planId: bikePlanId,
  name: 'Bike Care Year',
  vehicleId: vehicle._id,
  registrationNumber: vehicle.reg_number,
  city: 'nagpur',
  status: 'active',
  price: 2499,
  startsOn: '2026-12-01',
  endsOn: '2027-11-30',
  uses: [{ productId: generalService, productName: 'Bike General Service', included: 2, used: 1, left: 1 }],
  extraWorkPercent: 10,
  freePickupDrop: true,
  breakdownCalls: 2,
  ...change,
});

/** The page, in a main landmark as the shell puts every screen. */
function open() {
  renderAt(
    '/Subscription',
    <main>
      <Route path="/Subscription" element={<Subscriptions />} />
    </main>,
  );
}

/** A logged-in customer with a bike below 150 cc and one above 200 cc, on the page; what the stand-in was sent. */
async function openAsCustomer(mine: Subscription[] = [], refusals: Answer[] = []) {
  const c = await quickCustomer(t);
  const small = await saveVehicle(t, c, 'Bike');
  const big = await saveCatalogueVehicle(t, c, 'Pulsar 220F');
  setSession({ isLoggedIn: true, role: 'customer' });
  const net = connect(t, c.cookie);
  const sent = subscriptionsStandIn(mine, refusals);
  const leave = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  open();
  return { small, big, net, sent, leave };
}

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

/** A plan's buying form, once the customer's vehicles are in. */
async function buyForm(plan: string) {
  const card = await cardOf(plan);
  const vehicle = (await within(card).findByRole('combobox', { name: /^Your vehicle/ })) as HTMLSelectElement;
  const city = within(card).getByRole('combobox', { name: /^City/ }) as HTMLSelectElement;
  const buy = within(card).getByRole('button', { name: `Buy ${plan}` }) as HTMLButtonElement;
  return { card, vehicle, city, buy };
}

/** axe over the page as it stands. happy-dom lays nothing out: contrast is left to Chromium (e2e). */
async function expectAxeClean() {
  const found = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

describe('the yearly plans page', () => {
  it('shows a visitor each plan, what it includes and its lowest price, and a login that comes back here', async () => {
    setSession(LOGGED_OUT);
    const net = connect(t, '');
    open();
    const bike = await cardOf('Bike Care Year');
    for (const text of [
      'For bikes',
      'Two services, a discount and help on the road.',
      '2 × Bike General Service',
      '10% off approved extra work',
      'Free pickup and drop',
      '2 breakdown assistance calls',
      'from ₹2,499 a year',
    ]) {
      expect(within(bike).getByText(text)).toBeTruthy();
    }
    const car = await cardOf('Car Shield');
    for (const text of ['For cars', '1 breakdown assistance call', 'from ₹7,999 a year']) {
      expect(within(car).getByText(text)).toBeTruthy();
    }
    expect(screen.queryByRole('region', { name: 'My plans' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(net.sent.filter((r) => r.path !== '/api/plans')).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Yearly plans | MotoMitra'));
    await expectAxeClean();

    const login = within(bike).getByRole('link', { name: 'Log in to buy' });
    expect(login.getAttribute('href')).toBe('/login');
    await userEvent.setup().click(login);
    expect(window.location.pathname).toBe('/login');
    expect((window.history.state as { usr?: unknown }).usr).toEqual({ from: '/Subscription' });
  });

  it('prices the plan for the customer’s vehicle and city, or says it is not sold for them, and buys it', async () => {
    const { small, big, net, sent, leave } = await openAsCustomer();
    const user = userEvent.setup();
    expect(await screen.findByText('You have no yearly plan yet.')).toBeTruthy();
    const { card, vehicle, city, buy } = await buyForm('Bike Care Year');
    // Both bikes, chosen from; the customer's profile names no city.
    expect([...vehicle.options].map((o) => o.value)).toEqual(['', small._id, big._id]);
    expect(city.value).toBe('');
    expect(buy.disabled).toBe(true);

    await user.selectOptions(vehicle, small._id);
    await user.selectOptions(city, 'nagpur');
    expect(await within(card).findByText(`₹2,499 a year for ${small.reg_number} in Nagpur`)).toBeTruthy();
    await user.selectOptions(vehicle, big._id);
    await user.selectOptions(city, 'pune');
    expect(await within(card).findByText('This plan is not sold for this vehicle in Pune.')).toBeTruthy();
    expect(buy.disabled).toBe(true);
    await user.selectOptions(city, 'nagpur');
    expect(await within(card).findByText(`₹3,499 a year for ${big.reg_number} in Nagpur`)).toBeTruthy();
    await expectAxeClean();

    await user.click(buy);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`https://pay.example.in/plink_${bikePlanId}`));
    expect(buy.textContent).toBe('Opening the payment page…');
    const posted = sent.filter((r) => r.method === 'POST');
    expect(posted).toEqual([
      { method: 'POST', path: `/api/plans/${bikePlanId}/purchase`, body: { vehicleId: big._id, city: 'nagpur' } },
    ]);
    expect(PurchaseBodySchema.safeParse(posted[0]?.body).success).toBe(true);
    // The vehicles are the customer's saved ones, as the cart and checkout read them.
    expect(net.sent.map((r) => r.path)).toContain('/api/customer/fetch/current/customer/vehicles');

    // A car plan, for a customer with bikes only: the way to add a car.
    const car = await cardOf('Car Shield');
    expect(await within(car).findByText('This plan is for a car: add yours to buy it.')).toBeTruthy();
    expect(within(car).getByRole('link', { name: 'Add vehicle' }).getAttribute('href')).toBe('/addmyvehiclenew');
  });

  it('says a 400’s and a 409’s message in the form, and buys by keyboard', async () => {
    const refusals: Answer[] = [
      { status: 400, body: { success: false, message: 'Choose one of your vehicles.' } },
      { status: 409, body: { success: false, message: 'This bike already has a yearly plan.' } },
    ];
    const { small, sent, leave } = await openAsCustomer([], refusals);
    const user = userEvent.setup();
    const { card, vehicle, city, buy } = await buyForm('Bike Care Year');
    await user.selectOptions(vehicle, small._id);
    await user.selectOptions(city, 'pune');
    await within(card).findByText(`₹2,999 a year for ${small.reg_number} in Pune`);

    buy.focus();
    await user.keyboard('{Enter}');
    expect((await within(card).findByRole('alert')).textContent).toBe('Choose one of your vehicles.');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toBe('This bike already has a yearly plan.'),
    );
    expect(document.activeElement).toBe(buy);
    await expectAxeClean();
    expect(leave).not.toHaveBeenCalled();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(2);

    // A new choice clears what was said about the last one.
    await user.selectOptions(city, 'nagpur');
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('shows the customer’s own plans first: status, vehicle, city, days covered and uses left', async () => {
    const setUp = await quickCustomer(t);
    const first = await saveVehicle(t, setUp, 'Bike');
    const second = await saveCatalogueVehicle(t, setUp, 'Pulsar 220F');
    const mine = [
      bought(first, {}),
      bought(second, { status: 'pending', startsOn: null, endsOn: null, city: 'pune', price: 3499 }),
      bought(first, { status: 'expired', startsOn: '2025-01-10', endsOn: '2026-01-09', reference: 'SUB-0990' }),
      bought(second, { status: 'cancelled', startsOn: null, endsOn: null, uses: [], reference: 'SUB-0991' }),
    ];
    await openAsCustomer(mine);
    const region = await screen.findByRole('region', { name: 'My plans' });
    await within(region).findByText('Waiting for payment');
    const plansOf = [...region.querySelectorAll<HTMLElement>('.my-plans > li')];
    expect(plansOf).toHaveLength(4);
    const [active, pending, expired, cancelled] = plansOf as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    for (const text of [
      'Active',
      first.reg_number,
      'Nagpur',
      '01/12/2026 to 30/11/2027',
      '₹2,499',
      'Bike General Service: 1 / 2 used, 1 left',
      '10% off approved extra work',
      'Free pickup and drop',
      '2 breakdown assistance calls',
    ]) {
      expect(within(active).getByText(text)).toBeTruthy();
    }
    for (const text of [
      'Waiting for payment',
      second.reg_number,
      'Pune',
      'For a year from the day the payment is confirmed',
    ]) {
      expect(within(pending).getByText(text)).toBeTruthy();
    }
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).getByText('10/01/2025 to 09/01/2026')).toBeTruthy();
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).queryByText('Valid')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'My plans',
      'Plans on sale',
    ]);
    await screen.findByRole('button', { name: 'Buy Bike Care Year' });
    await expectAxeClean();
  });
});
