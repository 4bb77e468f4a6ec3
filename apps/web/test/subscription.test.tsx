// The yearly plans page (/Subscription, decision 0023) in a DOM, against the real API and database (harness.tsx): the
// plans on sale (two plans written straight into the test database), the customer's vehicles, their plans (GET
// /api/customer/subscriptions, over plans written as the gateway's confirmation leaves them, and a use taken by a real
// booking) and buying (POST /api/plans/{id}/purchase, which the built-in test gateway answers with its link).
// Covered: a visitor sees each plan's inclusions and lowest price and a link to log in that comes back here; a customer
// chooses a vehicle of the plan's type and a city, sees the plan's price for both or that it is not sold for them,
// and buys (the browser leaves for the link the API made, at the price it decided); the API's refusal in the form;
// the customer's own plans with their status, days, uses left, renewal date and invoice. Labelled fields, keyboard,
// no axe violation.

import { invoices, paymentLinks, planPrices, planServices, plans, subscriptions } from '@motomitra/api/db/schema';
import {
  addCartItem,
  freeSlot,
  placeOrderRequest,
  productId,
  quickCustomer,
  type Shopper,
  saveCatalogueVehicle,
  saveVehicle,
  validOrderData,
} from '@motomitra/api/testing/booking';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { addDays, istDate } from '@motomitra/domain/ist';
import { planEndsOn } from '@motomitra/domain/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { eq } from 'drizzle-orm';
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

/** What a plan sold for `vehicle` keeps of the bike plan (its snapshot), as the gateway's confirmation leaves it. */
async function sold(
  who: { id: string },
  vehicle: { _id: string; reg_number: string },
  change: Partial<typeof subscriptions.$inferInsert>,
) {
  const [sub] = await t.database.db
    .insert(subscriptions)
    .values({
      reference: `SUB-TEST-${++references}`,
      customerId: who.id,
      planId: bikePlanId,
      vehicleId: vehicle._id,
      registrationNumber: vehicle.reg_number,
      city: 'nagpur',
      tier: 'band1',
      pricePaise: 249_900,
      sold: {
        texts: texts('Bike Care Year'),
        services: [{ productId: generalService, productName: 'Bike General Service', uses: 2 }],
        extraWorkPercent: 10,
        freePickupDrop: true,
        breakdownCalls: 2,
      },
      status: 'active',
      startsOn: today,
      endsOn: lastDay,
      paidAt: new Date(),
      ...change,
    })
    .returning();
  if (!sub) throw new Error('no subscription written');
  return sub;
}
let references = 0;
const today = istDate(new Date());
const lastDay = planEndsOn(today);
const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

/** The GST invoice of a plan's payment, as the gateway's confirmation leaves it (decision 0023): its id. */
async function planInvoice(who: { id: string }, subscriptionId: string) {
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      subscriptionId,
      customerId: who.id,
      number: 'MM/26-27/900001',
      financialYear: '2026-27',
      sequence: 900_001,
      issuedAt: new Date(),
      seller: { name: 'MotoMitra', address: 'Nagpur', gstin: '27AAAAA0000A1Z5' },
      buyer: { name: 'Shopper', address: 'Nagpur, Maharashtra', phone: '+919800000000' },
      lines: [],
      taxablePaise: 211_780,
      cgstPaise: 19_060,
      sgstPaise: 19_060,
      totalPaise: 249_900,
      paymentMethod: 'upi',
      paymentReference: 'pay_TestPlan',
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('no invoice written');
  return row.id;
}

/** Books the plan's service for `vehicle` in Nagpur through the API, as checkout does: the use it takes. */
async function bookCovered(c: Shopper, vehicle: { _id: string }) {
  const item = await addCartItem(t, c, { selectedProductId: generalService, vehicleId: vehicle._id });
  const data = validOrderData(await freeSlot(t, c));
  const res = await t.app.inject(placeOrderRequest(c, item._id, data));
  expect(res.statusCode, res.body).toBe(201);
}

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
async function openAsCustomer(before: (c: Shopper, small: Vehicle, big: Vehicle) => Promise<unknown> = async () => {}) {
  const c = await quickCustomer(t);
  const small = await saveVehicle(t, c, 'Bike');
  const big = await saveCatalogueVehicle(t, c, 'Pulsar 220F');
  await before(c, small, big);
  setSession({ isLoggedIn: true, role: 'customer' });
  const net = connect(t, c.cookie);
  const leave = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  open();
  return { c, small, big, net, leave };
}
type Vehicle = { _id: string; reg_number: string };

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
    const { c, small, big, net, leave } = await openAsCustomer();
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
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(buy.textContent).toBe('Opening the payment page…');
    expect(net.sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        path: `/api/plans/${bikePlanId}/purchase`,
        body: { vehicleId: big._id, city: 'nagpur' },
      }),
    ]);
    // The API made the purchase, waiting for the payment, at the price it decided: the page went to its link.
    const [waiting] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.customerId, c.id));
    expect(waiting).toMatchObject({ status: 'pending', vehicleId: big._id, city: 'nagpur', pricePaise: 349_900 });
    const [link] = await t.database.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.subscriptionId, waiting?.id ?? ''));
    expect(leave).toHaveBeenCalledWith(link?.shortUrl);
    expect(link?.amountPaise).toBe(349_900);
    // The vehicles are the customer's saved ones, as the cart and checkout read them.
    expect(net.sent.map((r) => r.path)).toContain('/api/customer/fetch/current/customer/vehicles');

    // A car plan, for a customer with bikes only: the way to add a car.
    const car = await cardOf('Car Shield');
    expect(await within(car).findByText('This plan is for a car: add yours to buy it.')).toBeTruthy();
    expect(within(car).getByRole('link', { name: 'Add vehicle' }).getAttribute('href')).toBe('/addmyvehiclenew');
  });

  it('says the API’s refusal in the form, and buys by keyboard', async () => {
    const { small, net, leave } = await openAsCustomer();
    const user = userEvent.setup();
    const { card, vehicle, city, buy } = await buyForm('Bike Care Year');
    await user.selectOptions(vehicle, small._id);
    await user.selectOptions(city, 'pune');
    await within(card).findByText(`₹2,999 a year for ${small.reg_number} in Pune`);

    // The garage withdraws the plan from sale while the page is open: only the API can know.
    const onSale = (value: boolean) =>
      t.database.db.update(plans).set({ onSale: value }).where(eq(plans.id, bikePlanId));
    await onSale(false);
    try {
      buy.focus();
      await user.keyboard('{Enter}');
      const alert = await within(card).findByRole('alert');
      expect(alert.textContent).toBe('This plan is not on sale.');
      expect(document.activeElement).toBe(buy);
      await expectAxeClean();
    } finally {
      await onSale(true);
    }
    expect(leave).not.toHaveBeenCalled();
    expect(net.sent.filter((r) => r.method === 'POST')).toHaveLength(1);

    // A new choice clears what was said about the last one.
    await user.selectOptions(city, 'nagpur');
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('renews a running plan only in its last 30 days, and says from when the new year starts', async () => {
    // The small bike's plan runs for a year; the big one's ends in 10 days.
    const endsSoon = addDays(today, 10);
    const { small, big, leave } = await openAsCustomer(async (c, s, b) => {
      await sold(c, s, {});
      await sold(c, b, { startsOn: addDays(endsSoon, -364), endsOn: endsSoon });
    });
    const user = userEvent.setup();
    const { card, vehicle, city, buy } = await buyForm('Bike Care Year');
    await user.selectOptions(vehicle, small._id);
    await user.selectOptions(city, 'nagpur');
    expect(
      await within(card).findByText(
        `This vehicle has a plan until ${ddmmyyyy(lastDay)}. You can renew it from ${ddmmyyyy(addDays(lastDay, -29))}.`,
      ),
    ).toBeTruthy();
    expect(buy.disabled).toBe(true);

    await user.selectOptions(vehicle, big._id);
    await within(card).findByText(`₹3,499 a year for ${big.reg_number} in Nagpur`);
    expect(buy.disabled).toBe(false);
    const starts = ddmmyyyy(addDays(endsSoon, 1));
    expect(
      within(card).getByText(new RegExp(`the new year starts on ${starts}, the day after it ends\\.$`)),
    ).toBeTruthy();
    await expectAxeClean();
    // The API agrees: the renewal is bought, waiting for its payment beside the running plan.
    await user.click(buy);
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.vehicleId, big._id));
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'pending']);
  });

  it('shows the customer’s own plans first: status, vehicle, city, days covered and uses left', async () => {
    let invoiceId = '';
    const { small: first, big: second } = await openAsCustomer(async (c, small, big) => {
      const paid = await sold(c, small, {});
      invoiceId = await planInvoice(c, paid.id);
      await bookCovered(c, small);
      await sold(c, big, {
        status: 'pending',
        startsOn: null,
        endsOn: null,
        paidAt: null,
        city: 'pune',
        pricePaise: 349_900,
      });
      await sold(c, small, { status: 'expired', startsOn: '2025-01-10', endsOn: '2026-01-09' });
      // Its renewal, bought in the last days of the running plan: paid, from the day after.
      await sold(c, small, { startsOn: addDays(lastDay, 1), endsOn: planEndsOn(addDays(lastDay, 1)) });
      // Paid, then cancelled (a purchase dropped before it was paid is not listed).
      await sold(c, big, { status: 'cancelled', cancelledAt: new Date() });
    });
    const region = await screen.findByRole('region', { name: 'My plans' });
    await within(region).findByText('Waiting for payment');
    const plansOf = [...region.querySelectorAll<HTMLElement>('.my-plans > li')];
    expect(plansOf).toHaveLength(5);
    const byStatus = (status: string | RegExp) => {
      const found = plansOf.find((li) => within(li).queryByText(status));
      if (!found) throw new Error(`no plan ${status}`);
      return found;
    };
    const active = byStatus('Active');
    for (const text of [
      first.reg_number,
      'Nagpur',
      `${ddmmyyyy(today)} to ${ddmmyyyy(lastDay)}`,
      '₹2,499',
      'Bike General Service: 1 / 2 used, 1 left',
      '10% off approved extra work',
      'Free pickup and drop',
      // Renewal: the day after the last day covered.
      'Renewal date',
      ddmmyyyy(addDays(lastDay, 1)),
    ]) {
      expect(within(active).getByText(text)).toBeTruthy();
    }
    const download = within(active).getByRole('link', { name: 'Download invoice MM/26-27/900001' });
    expect(download.getAttribute('href')).toBe(`/api/customer/invoices/${invoiceId}/pdf`);
    expect(download.textContent).toBe('Download invoice');
    const pending = byStatus('Waiting for payment');
    for (const text of [second.reg_number, 'Pune', 'For a year from the day the payment is confirmed']) {
      expect(within(pending).getByText(text)).toBeTruthy();
    }
    expect(within(pending).queryByRole('link')).toBeNull();
    expect(within(pending).queryByText('Renewal date')).toBeNull();
    expect(within(byStatus('Expired')).queryByText('Renewal date')).toBeNull();
    expect(within(byStatus('Expired')).getByText('10/01/2025 to 09/01/2026')).toBeTruthy();
    const renewal = byStatus(`Paid · starts ${ddmmyyyy(addDays(lastDay, 1))}`);
    expect(within(renewal).getByText(first.reg_number)).toBeTruthy();
    // Paid, cancelled, and its refund not yet taken by the gateway.
    const cancelled = byStatus(/^Cancelled/);
    expect(within(cancelled).getByText('Cancelled · refund on its way')).toBeTruthy();
    expect(within(cancelled).queryByText('Renewal date')).toBeNull();
    expect(within(cancelled).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'My plans',
      'Plans on sale',
    ]);
    await screen.findByRole('button', { name: 'Buy Bike Care Year' });
    await expectAxeClean();
  });
});
