// A rider's runs on their phone (decision 0021), in a DOM against the real API and database (harness.tsx): their own legs of
// the day in the order of the day, a link to navigate and one to call, and the handover with the customer's code,
// whose refusals (a wrong code, too many) are said on the card.

import { orders } from '@motomitra/api/db/schema';
import { placeTestOrder, quickCustomer, tomorrow } from '@motomitra/api/testing/booking';
import { as } from '@motomitra/api/testing/customers';
import { handoverCodeOf } from '@motomitra/api/testing/handover';
import { loginOperator, loginStaff } from '@motomitra/api/testing/operators';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../src/components/format.ts';
import { Component as Runs } from '../src/features/ops/routes/runs.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let desk: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  desk = await loginOperator(t);
});
afterAll(async () => {
  await t?.close();
});

let riders = 0;
/** A rider with a mobile number of their own (the customer is told it, so assigning needs it). */
const newRider = (name: string) => loginStaff(t, 'rider', { name, phone: `98220${String(++riders).padStart(5, '0')}` });

/** A booking tomorrow in `slot`, its `leg` given to `riderId` by the desk. */
async function booked(slot: string, riderId: string, leg: 'pickup' | 'drop' = 'pickup') {
  const c = await quickCustomer(t);
  const order = await placeTestOrder(t, c, { slot });
  const assigned = await as(t.app, desk, {
    method: 'POST',
    url: `/api/ops/orders/${order._id}/assign`,
    payload: { role: 'rider', staffId: riderId, leg },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { ...order, customer: c };
}

const statusOf = async (id: string) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
/** The card of order `oid`'s run (an <article> named by its heading). */
const card = (oid: string) => screen.getByRole('article', { name: new RegExp(oid) });

/** The rider's screen at /ops/runs, moved to tomorrow with its day switcher. */
async function openTomorrow(rider: { cookie: string }) {
  const net = connect(t, rider.cookie);
  renderAt('/ops/runs', <Route path="/ops/runs" element={<Runs />} />);
  const user = userEvent.setup();
  const days = await screen.findByRole('navigation', { name: 'Day' });
  expect(within(days).getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');
  await user.click(within(days).getByRole('link', { name: 'Tomorrow' }));
  await screen.findByRole('heading', { level: 2, name: new RegExp(`on ${formatDate(tomorrow())}$`) });
  expect(within(days).getByRole('link', { name: 'Tomorrow' }).getAttribute('aria-current')).toBe('page');
  return { net, user };
}

describe("a rider's runs", () => {
  it('lists only their own legs of the day, by slot, each to navigate to and call', async () => {
    const rider = await newRider('Ravi Rider');
    const other = await newRider('Other Rider');
    const late = await booked('12:00 PM - 02:00 PM', rider.id);
    const early = await booked('10:00 AM - 12:00 PM', rider.id);
    const notMine = await booked('10:00 AM - 12:00 PM', other.id);
    await openTomorrow(rider);

    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual([
      `10:00 AM - 12:00 PM · Pickup · ${early.OID}`,
      `12:00 PM - 02:00 PM · Pickup · ${late.OID}`,
    ]);
    expect(screen.queryByRole('article', { name: new RegExp(notMine.OID) })).toBeNull();

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, early._id));
    if (!row) throw new Error('no order');
    const first = card(early.OID);
    expect(first.textContent).toContain(row.pickupLocation.address);
    expect(first.textContent).toContain(row.registrationNumber);
    const navigate = within(first).getByRole('link', {
      name: `Navigate to ${row.customerName}’s pickup place, in the maps app`,
    });
    const { lat, lng } = row.pickupLocation.coordinates;
    expect(navigate.getAttribute('href')).toBe(`https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`);
    // Opens the maps app, away from the console, and gives it no handle on this page.
    expect(navigate.getAttribute('target')).toBe('_blank');
    expect(navigate.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    const call = within(first).getByRole('link', { name: `Call ${row.customerName}` });
    expect(call.getAttribute('href')).toBe(`tel:${row.customerPhone.replace(/[^+0-9]/g, '')}`);
    const inspection = within(first).getByRole('link', { name: 'Pickup inspection' });
    expect(inspection.getAttribute('href')).toBe(`/ops/orders/${early._id}/inspection/pickup`);
  });

  it('hands the vehicle over only with the customer’s code: a wrong one is said, the right one marks it picked up', async () => {
    const rider = await newRider('Code Rider');
    const order = await booked('04:00 PM - 06:00 PM', rider.id);
    const { net, user } = await openTomorrow(rider);
    const run = card(order.OID);
    const code = within(run).getByLabelText(/^Handover code from the customer/) as HTMLInputElement;
    // The phone's number pad, and the code it offers from the customer's message.
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('pattern')).toBe('[0-9]{4}');
    const confirm = within(run).getByRole('button', { name: 'Confirm pickup' });

    await user.type(code, '12');
    await user.click(confirm);
    await within(run).findByText('Enter the 4-digit handover code.');
    expect(net.sent.some((r) => r.path.endsWith('/handover'))).toBe(false);

    const right = await handoverCodeOf(t.database.db, order._id);
    if (!right) throw new Error('no code');
    const wrong = right === '0000' ? '1111' : '0000';
    await user.clear(code);
    await user.type(code, wrong);
    await user.click(confirm);
    await waitFor(() => expect(within(run).getByRole('alert').textContent).toBe('Wrong handover code.'));
    expect(await statusOf(order._id)).toBe('new');

    await user.clear(code);
    await user.type(code, right);
    await user.click(confirm);
    await within(card(order.OID)).findByText('Code accepted: the vehicle is picked up.');
    expect(await statusOf(order._id)).toBe('pickedUp');
    expect(within(card(order.OID)).queryByRole('button', { name: 'Confirm pickup' })).toBeNull();
    expect(card(order.OID).querySelector('h3')?.textContent).toContain('Done');
  });

  it('says when too many wrong codes locked the handover, and for how long', async () => {
    const rider = await newRider('Locked Rider');
    const order = await booked('02:00 PM - 04:00 PM', rider.id);
    const right = await handoverCodeOf(t.database.db, order._id);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      const res = await as(t.app, rider, {
        method: 'POST',
        url: `/api/ops/orders/${order._id}/handover`,
        payload: { stage: 'pickup', code: wrong },
      });
      expect(res.statusCode).toBe(400);
    }
    const { user } = await openTomorrow(rider);
    const run = card(order.OID);
    await user.type(within(run).getByLabelText(/^Handover code from the customer/), right ?? '');
    await user.click(within(run).getByRole('button', { name: 'Confirm pickup' }));
    await waitFor(() =>
      expect(within(run).getByRole('alert').textContent).toMatch(
        /^Too many wrong handover codes\. Try again in \d+ minutes?\.$/,
      ),
    );
    expect(await statusOf(order._id)).toBe('new');
  });

  it('rides off with a serviced vehicle (On the Way Back), then asks for the code at the drop', async () => {
    const rider = await newRider('Drop Rider');
    const order = await booked('06:00 PM - 08:30 PM', rider.id, 'drop');
    await t.database.db.update(orders).set({ status: 'inService' }).where(eq(orders.id, order._id));
    const { user } = await openTomorrow(rider);
    const run = card(order.OID);
    expect(run.querySelector('h3')?.textContent).toContain('Drop');
    expect(within(run).queryByLabelText(/^Handover code/)).toBeNull();
    await user.click(within(run).getByRole('button', { name: 'Mark On the Way Back' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await within(card(order.OID)).findByLabelText(/^Handover code from the customer/);
    expect(within(card(order.OID)).getByRole('button', { name: 'Confirm drop' })).toBeTruthy();
    expect(await statusOf(order._id)).toBe('inTransitDown');
  });
});
