// The plans the garage sold (/ops/subscriptions, decision 0023) and an order's plan box, in a DOM against the real API
// and database (harness.tsx): a plan with its customer, vehicle, uses and breakdown calls; a call recorded from the
// keyboard (an empty note refused beside the field first, nothing sent), counted at once and its form gone with the
// last call; the status filter in the URL; the order page's box saying what the plan gives the booking, and nothing
// for an order whose vehicle has no plan. Labelled fields, no axe violation.

import { subscriptions } from '@motomitra/api/db/schema';
import { quickCustomer, saveVehicle } from '@motomitra/api/testing/booking';
import { loginStaff } from '@motomitra/api/testing/operators';
import { insertOrder } from '@motomitra/api/testing/orders';
import { activePlan } from '@motomitra/api/testing/plans';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { addDays, istDate } from '@motomitra/domain/ist';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderPlan } from '../src/features/ops/components/order-plan.tsx';
import { Component as SoldPlans } from '../src/features/ops/routes/subscriptions.tsx';
import { orderPlanQuery } from '../src/features/ops/sold-plans-api.ts';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let desk: Awaited<ReturnType<typeof loginStaff>>;
let running: { id: string; reference: string; registration: string; customerId: string };
let expiredReference = '';
beforeAll(async () => {
  t = await createTestApp();
  desk = await loginStaff(t, 'advisor', { name: 'Ravi Desk' });
  const [service] = (await t.database.db.query.products.findMany()).filter((p) => p.slug === 'bike-general-service');
  if (!service) throw new Error('no bike service');
  const plan = async (name: string) => {
    const c = await quickCustomer(t, name);
    const bike = await saveVehicle(t, c);
    const sub = await activePlan(t.database.db, { customerId: c.id, vehicleId: bike._id, productId: service.id });
    await t.database.db
      .update(subscriptions)
      .set({ registrationNumber: bike.reg_number })
      .where(eq(subscriptions.id, sub.id));
    return { id: sub.id, reference: sub.reference, registration: bike.reg_number, customerId: c.id };
  };
  const old = await plan('Mohan Patil');
  const today = istDate(new Date());
  await t.database.db
    .update(subscriptions)
    .set({ startsOn: addDays(today, -400), endsOn: addDays(today, -35) })
    .where(eq(subscriptions.id, old.id));
  expiredReference = old.reference;
  running = await plan('Asha Deshmukh');
});
afterAll(async () => {
  await t?.close();
});

/** axe over the page as it stands. happy-dom lays nothing out: contrast is left to Chromium (e2e). */
async function expectAxeClean() {
  const found = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** Shows "answered" once the plan of the order is read (the box shares its query). */
function Answered({ orderId }: { orderId: string }) {
  return useQuery(orderPlanQuery(orderId)).isSuccess ? <p>answered</p> : null;
}

const cardOf = async (reference: string) =>
  (await screen.findByRole('heading', { level: 2, name: new RegExp(reference) })).closest('li') as HTMLElement;

describe('the plans sold', () => {
  it('shows each plan with what was used, and records a breakdown call from the keyboard', async () => {
    const { sent } = connect(t, desk.cookie);
    renderAt(
      '/ops/subscriptions',
      <main>
        <Route path="/ops/subscriptions" element={<SoldPlans />} />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Plans sold' })).toBeTruthy();
    const card = await cardOf(running.reference);
    for (const text of [
      'Active',
      'Asha',
      running.registration,
      'Nagpur',
      '₹999',
      'Bike General Service: 0 of 2 used, 2 left',
      'Breakdown calls: 0 of 1 used, 1 left',
      '10% off approved extra work',
      'Free pickup and drop',
    ]) {
      expect(within(card).getByText(text, { exact: false }), text).toBeTruthy();
    }
    const expired = await cardOf(expiredReference);
    expect(within(expired).getByText('Expired')).toBeTruthy();
    // An expired plan takes no call.
    expect(within(expired).queryByRole('button', { name: 'Record breakdown call' })).toBeNull();
    await expectAxeClean();

    const user = userEvent.setup();
    const form = within(card).getByRole('form', { name: `Record breakdown call for ${running.reference}` });
    const note = within(form).getByLabelText(/^Where the vehicle was and what was done/);
    await user.click(within(form).getByRole('button', { name: 'Record breakdown call' }));
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Write what the call was about.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(note);
    await user.keyboard('Puncture near Sitabuldi, fixed on the spot');
    await user.tab();
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Record breakdown call' }));
    await user.keyboard('{Enter}');
    await screen.findByText(`Breakdown call recorded for ${running.reference}: 0 left.`);
    const after = await cardOf(running.reference);
    await within(after).findByText('Breakdown calls: 1 of 1 used, 0 left');
    expect(within(after).getByText('Puncture near Sitabuldi, fixed on the spot')).toBeTruthy();
    expect(within(after).getByText(/by Ravi Desk$/)).toBeTruthy();
    expect(within(after).queryByRole('form')).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        path: `/api/ops/subscriptions/${running.id}/calls`,
        body: { note: 'Puncture near Sitabuldi, fixed on the spot' },
      }),
    ]);
    await expectAxeClean();
  });

  it('filters by status through the URL', async () => {
    connect(t, desk.cookie);
    renderAt(
      '/ops/subscriptions',
      <main>
        <Route path="/ops/subscriptions" element={<SoldPlans />} />
      </main>,
    );
    await cardOf(running.reference);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'expired');
    await waitFor(() => expect(window.location.search).toBe('?status=expired'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: new RegExp(running.reference) })).toBeNull());
    expect(await cardOf(expiredReference)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Plans (1)' })).toBeTruthy();
  });

  it('says a renewal bought before its plan ends is paid, and from when it runs', async () => {
    const c = await quickCustomer(t, 'Kiran Joshi');
    const bike = await saveVehicle(t, c);
    const [service] = (await t.database.db.query.products.findMany()).filter((p) => p.slug === 'bike-general-service');
    const renewal = await activePlan(t.database.db, {
      customerId: c.id,
      vehicleId: bike._id,
      productId: service?.id ?? '',
    });
    const startsOn = addDays(istDate(new Date()), 10);
    await t.database.db
      .update(subscriptions)
      .set({ startsOn, endsOn: addDays(startsOn, 364) })
      .where(eq(subscriptions.id, renewal.id));
    connect(t, desk.cookie);
    renderAt(
      `/ops/subscriptions?q=${renewal.reference}`,
      <main>
        <Route path="/ops/subscriptions" element={<SoldPlans />} />
      </main>,
    );
    const card = await cardOf(renewal.reference);
    const starts = startsOn.split('-').reverse().join('/');
    expect(within(card).getByText(`Renewal, paid · starts ${starts}`)).toBeTruthy();
  });
});

describe("an order's plan box", () => {
  it('says what the plan gives the booking, and nothing shows for a vehicle without one', async () => {
    const covered = await insertOrder(t.database.db, running.customerId, { registrationNumber: running.registration });
    const other = await insertOrder(t.database.db, running.customerId, { registrationNumber: 'MH31ZZ0001' });
    connect(t, desk.cookie);
    renderAt('/ops/orders/x', <OrderPlan orderId={covered.id} />);
    const box = (await screen.findByRole('heading', { level: 2, name: 'Yearly plan Bike Care Yearly' })).closest(
      'section',
    ) as HTMLElement;
    for (const text of [
      'Free pickup and drop',
      '10% off approved extra work',
      'Bike General Service: 0 of 2 used, 2 left',
    ]) {
      expect(within(box).getByText(text), text).toBeTruthy();
    }
    // One call, recorded above when the suite runs whole.
    expect(within(box).getByText(/^Breakdown calls: (0 of 1 used, 1 left|1 of 1 used, 0 left)$/)).toBeTruthy();
    expect(within(box).getByText(new RegExp(`^${running.reference}, valid to `))).toBeTruthy();
    await expectAxeClean();

    const { container } = renderAt(
      '/ops/orders/y',
      <>
        <OrderPlan orderId={other.id} />
        <Answered orderId={other.id} />
      </>,
    );
    await within(container).findByText('answered');
    expect(within(container).queryByRole('heading')).toBeNull();
  });
});
