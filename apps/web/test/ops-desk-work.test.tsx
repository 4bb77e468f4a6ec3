// The desk's side of the staff's work (decision 0021), in a DOM against the real API and database (harness.tsx): the board
// says who has each booking, the order screen assigns riders and a technician and shows their minutes, and an order
// with a handover code moves to Picked Up or Delivered only with the code, or an override with a reason.

import { labourSessions, orders } from '@motomitra/api/db/schema';
import { placeTestOrder, quickCustomer } from '@motomitra/api/testing/booking';
import { as } from '@motomitra/api/testing/customers';
import { handoverCodeOf } from '@motomitra/api/testing/handover';
import { loginOperator, loginStaff } from '@motomitra/api/testing/operators';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as Board } from '../src/features/ops/routes/board.tsx';
import { Component as OpsOrder } from '../src/features/ops/routes/order.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let desk: { cookie: string };
let rider: { id: string; name: string };
let tech: { id: string; name: string };
let booked = 0;
beforeAll(async () => {
  t = await createTestApp();
  desk = await loginOperator(t);
  rider = await loginStaff(t, 'rider', { name: 'Ravi Rider', phone: '9822011111' });
  tech = await loginStaff(t, 'technician', { name: 'Sunil Tech' });
});
afterAll(async () => {
  await t?.close();
});

/** A booking (each in a slot of its own), with `later` written to its row: where the garage has taken it since. */
async function order(later: Partial<typeof orders.$inferInsert> = {}) {
  const placed = await placeTestOrder(t, await quickCustomer(t), { slot: TIME_SLOTS[booked++ % TIME_SLOTS.length] });
  if (Object.keys(later).length > 0) await t.database.db.update(orders).set(later).where(eq(orders.id, placed._id));
  return placed;
}

const assign = (id: string, payload: Record<string, string>) =>
  as(t.app, desk, { method: 'POST', url: `/api/ops/orders/${id}/assign`, payload });

async function openOrder(id: string) {
  const net = connect(t, desk.cookie);
  renderAt(`/ops/orders/${id}`, <Route path="/ops/orders/:id" element={<OpsOrder />} />);
  await screen.findByRole('heading', { level: 1, name: /MM-\d{4}-\d{6}/ });
  return { net, user: userEvent.setup() };
}

const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const nextStep = () => screen.getByRole('region', { name: 'Next step' });
const staffPanel = () => screen.getByRole('region', { name: 'Staff' });

describe('who has a booking', () => {
  it('the board says, for each booking, who has its pickup, its work and its drop', async () => {
    const o = await order();
    expect((await assign(o._id, { role: 'rider', staffId: rider.id, leg: 'pickup' })).statusCode).toBe(200);
    expect((await assign(o._id, { role: 'technician', staffId: tech.id })).statusCode).toBe(200);
    connect(t, desk.cookie);
    renderAt(`/ops?q=${o.OID}`, <Route path="/ops" element={<Board />} />);
    const link = await screen.findByRole('link', { name: o.OID });
    const row = link.closest('tr');
    if (!row) throw new Error('no row');
    const staff = within(row).getByRole('list');
    expect(
      within(staff)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pickup Ravi Rider', 'Work Sunil Tech', 'Drop nobody yet']);
  });

  it('the order screen assigns a pickup rider and a technician, chosen from the active staff', async () => {
    const o = await order({ status: 'new' });
    const { user } = await openOrder(o._id);
    const panel = staffPanel();
    // The staff list comes after the order: wait for the choices.
    const pickup = (await within(panel).findByLabelText('Pickup rider')) as HTMLSelectElement;
    expect(within(panel).getByText('Now: nobody', { selector: `#${CSS.escape(pickup.id)}-hint` })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Assign pickup rider' }));
    await within(panel).findByText('Choose someone first.');
    await user.selectOptions(pickup, rider.id);
    await user.click(within(panel).getByRole('button', { name: 'Assign pickup rider' }));
    await screen.findByText('Ravi Rider assigned as pickup rider.');
    expect((await rowOf(o._id))?.pickupRiderId).toBe(rider.id);
    await within(staffPanel()).findByText('Now: Ravi Rider', { selector: `#${CSS.escape(pickup.id)}-hint` });

    await user.selectOptions(within(staffPanel()).getByLabelText('Technician'), tech.id);
    await user.click(within(staffPanel()).getByRole('button', { name: 'Assign technician' }));
    await screen.findByText('Sunil Tech assigned as technician.');
    expect((await rowOf(o._id))?.technicianId).toBe(tech.id);
    expect(within(staffPanel()).getByText('No work recorded yet.')).toBeTruthy();
  });

  it('lists the minutes each technician spent on the order, a running clock said so', async () => {
    const o = await order({ status: 'inService', technicianId: tech.id });
    const now = Date.now();
    await t.database.db.insert(labourSessions).values([
      {
        orderId: o._id,
        technicianId: tech.id,
        startedAt: new Date(now - 50 * 60_000),
        stoppedAt: new Date(now - 25 * 60_000),
      },
      { orderId: o._id, technicianId: tech.id, startedAt: new Date(now - 10 * 60_000) },
    ]);
    await openOrder(o._id);
    const table = within(staffPanel()).getByRole('table', { name: 'Minutes of work per technician' });
    const line = within(table).getByRole('row', { name: /Sunil Tech/ });
    expect(line.textContent).toMatch(/^Sunil Tech \(working now\)3[56]$/);
  });
});

describe('the handover on the desk', () => {
  it('offers no plain pickup move for an order with a code: a wrong code is refused, the right one moves it', async () => {
    const o = await order();
    const { user } = await openOrder(o._id);
    expect(within(nextStep()).queryByRole('button', { name: 'Mark Vehicle Picked Up' })).toBeNull();
    const form = within(nextStep()).getByRole('form', { name: 'Handover at pickup' });
    const code = within(form).getByLabelText(/^Handover code from the customer/);
    const right = (await handoverCodeOf(t.database.db, o._id)) ?? '';
    await user.type(code, right === '0000' ? '1111' : '0000');
    await user.click(within(form).getByRole('button', { name: 'Confirm pickup' }));
    await screen.findByText('Wrong handover code.');
    expect((await rowOf(o._id))?.status).toBe('new');
    await user.clear(code);
    await user.type(code, right);
    await user.click(within(form).getByRole('button', { name: 'Confirm pickup' }));
    await screen.findByText('Code accepted: the vehicle is picked up.');
    expect((await rowOf(o._id))?.status).toBe('pickedUp');
    await within(nextStep()).findByRole('button', { name: 'Mark In Service' });
  });

  it('overrides the code only with a reason, asked once more, and puts the reason on the timeline', async () => {
    const o = await order();
    const { net, user } = await openOrder(o._id);
    const form = within(nextStep()).getByRole('form', { name: 'Handover at pickup' });
    await user.click(within(form).getByRole('radio', { name: 'Without the code (override)' }));
    const override = within(form).getByRole('button', { name: 'Override: mark Vehicle Picked Up' });
    await user.type(within(form).getByLabelText(/^Why without the code/), 'lost');
    await user.click(override);
    await within(form).findByText('Say why the code is overridden (at least 5 characters).');
    expect(net.sent.some((r) => r.path.endsWith('/handover'))).toBe(false);
    await user.type(within(form).getByLabelText(/^Why without the code/), ' phone, owner known to us');
    await user.click(override);
    const ask = await screen.findByRole('dialog');
    expect(ask.textContent).toContain('without the customer’s code');
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    await screen.findByText('Marked Vehicle Picked Up without the code; the reason is on the timeline.');
    expect((await rowOf(o._id))?.status).toBe('pickedUp');
    await waitFor(() => expect(document.body.textContent).toContain('lost phone, owner known to us'));
  });

  it('delivers before payment with the code and the reason why, as "Delivered, payment pending"', async () => {
    const o = await order({ status: 'inTransitDown' });
    const { user } = await openOrder(o._id);
    expect(within(nextStep()).queryByRole('button', { name: 'Mark Delivered' })).toBeNull();
    const form = within(nextStep()).getByRole('form', { name: 'Delivered, payment pending' });
    const deliver = within(form).getByRole('button', { name: 'Delivered, payment pending' });
    await user.click(deliver);
    await within(form).findByText('Say why the vehicle is delivered before payment (at least 3 characters).');
    await user.type(
      within(form).getByLabelText(/^Handover code from the customer/),
      (await handoverCodeOf(t.database.db, o._id)) ?? '',
    );
    await user.type(within(form).getByLabelText(/^Why it goes back before payment/), 'Pays cash tomorrow');
    await user.click(deliver);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await screen.findByText('Marked Delivered, payment pending.');
    expect((await rowOf(o._id))?.status).toBe('delivered');
  });
});
