// A technician's jobs on their phone (decision 0021), in a DOM against the real API and database (harness.tsx): only the
// jobs assigned to them, each with its vehicle, service, status and minutes, a Start/Stop work button for their clock
// and the workshop inspection.

import { labourSessions, orders } from '@motomitra/api/db/schema';
import { placeTestOrder, quickCustomer } from '@motomitra/api/testing/booking';
import { as } from '@motomitra/api/testing/customers';
import { loginOperator, loginStaff } from '@motomitra/api/testing/operators';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as Jobs } from '../src/features/ops/routes/jobs.tsx';
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

/** A booking whose vehicle is picked up, its work given to `technicianId` by the desk. */
async function pickedUpJob(technicianId: string, slot = '10:00 AM - 12:00 PM') {
  const order = await placeTestOrder(t, await quickCustomer(t), { slot });
  const assigned = await as(t.app, desk, {
    method: 'POST',
    url: `/api/ops/orders/${order._id}/assign`,
    payload: { role: 'technician', staffId: technicianId },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  await t.database.db.update(orders).set({ status: 'pickedUp' }).where(eq(orders.id, order._id));
  return order;
}

const sessionsOf = (orderId: string) =>
  t.database.db.select().from(labourSessions).where(eq(labourSessions.orderId, orderId));

describe("a technician's jobs", () => {
  it('starts and stops their clock on a job, the state said beside the button, the vehicle going In Service', async () => {
    const tech = await loginStaff(t, 'technician', { name: 'Sunil Tech' });
    const other = await loginStaff(t, 'technician', { name: 'Other Tech' });
    const job = await pickedUpJob(tech.id);
    const notMine = await pickedUpJob(other.id, '12:00 PM - 02:00 PM');
    connect(t, tech.cookie);
    renderAt('/ops/jobs', <Route path="/ops/jobs" element={<Jobs />} />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: '1 job' });
    expect(screen.queryByRole('article', { name: new RegExp(notMine.OID) })).toBeNull();
    const card = () => screen.getByRole('article', { name: new RegExp(job.OID) });
    expect(card().textContent).toContain(job.vehicle.reg_number);
    expect(card().textContent).toContain('Vehicle Picked Up');
    expect(card().textContent).toContain('0 min');
    expect(within(card()).getByText('Not working on it')).toBeTruthy();
    const inspection = within(card()).getByRole('link', { name: `Workshop inspection ${job.OID}` });
    expect(inspection.getAttribute('href')).toBe(`/ops/orders/${job._id}/inspection/workshop`);

    const start = within(card()).getByRole('button', { name: `Start work ${job.OID}` });
    // The button names what a tap does; the line it points to, how the clock stands.
    expect(document.getElementById(start.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Not working on it',
    );
    await user.click(start);
    await screen.findByText(`Work started on ${job.OID}.`);
    await within(card()).findByText('Working now');
    expect(card().textContent).toContain('In Service');
    const stop = within(card()).getByRole('button', { name: `Stop work ${job.OID}` });
    expect(document.getElementById(stop.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Working now');
    const [running] = await sessionsOf(job._id);
    expect(running).toMatchObject({ technicianId: tech.id, stoppedAt: null });

    await user.click(stop);
    await screen.findByText(`Work stopped on ${job.OID}.`);
    await within(card()).findByText('Not working on it');
    within(card()).getByRole('button', { name: `Start work ${job.OID}` });
    const [stopped] = await sessionsOf(job._id);
    expect(stopped?.stoppedAt).not.toBeNull();
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, job._id));
    expect(row?.status).toBe('inService');
  });

  it('says so when no job is theirs', async () => {
    const idle = await loginStaff(t, 'technician', { name: 'Idle Tech' });
    connect(t, idle.cookie);
    renderAt('/ops/jobs', <Route path="/ops/jobs" element={<Jobs />} />);
    await screen.findByRole('heading', { level: 2, name: 'No jobs are assigned to you.' });
    expect(screen.queryByRole('article')).toBeNull();
  });
});
