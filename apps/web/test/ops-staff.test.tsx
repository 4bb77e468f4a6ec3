// The admins' staff screen (/ops/staff, decision 0021) in a DOM, against the real API and database (harness.tsx):
// the list; adding a member, refused beside its field before sending (the password rule) and by the server (an email
// in use, 409); changing a role in the modal, and the server's 409 for an admin's own role said inside it; switching a
// member off only after a confirmation, which ends their session, and on again. Labelled fields and no axe violation.

import { customers } from '@motomitra/api/db/schema';
import { loginStaff, TEST_OPERATOR } from '@motomitra/api/testing/operators';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as Login } from '../src/features/auth/routes/login.tsx';
import { Component as Staff } from '../src/features/ops/routes/staff.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
let boss: Awaited<ReturnType<typeof loginStaff>>;
let rider: Awaited<ReturnType<typeof loginStaff>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  boss = await loginStaff(t, 'admin', { name: 'Bhavna Owner' });
  rider = await loginStaff(t, 'rider', { name: 'Ravi Rider', phone: '9822012345' });
});
afterAll(async () => {
  await t?.close();
});

function open() {
  const net = connect(t, boss.cookie);
  // In a main landmark, as the shell puts every screen.
  renderAt(
    '/ops/staff',
    <main>
      <Route path="/ops/staff" element={<Staff />} />
    </main>,
  );
  return net;
}
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;
const memberIn = async (email: string) =>
  (await t.database.db.select().from(customers).where(eq(customers.email, email)))[0];
/** The error line a field names in aria-describedby. */
const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;

/** axe over the page as it stands. happy-dom lays nothing out: contrast is left to Chromium (e2e); names, labels,
 * roles, landmarks and ids are checked. */
async function expectAxeClean() {
  const found = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

describe("the garage's staff screen", () => {
  it('lists each member with email, mobile, role and status, and passes axe', async () => {
    open();
    const row = await rowOf('Ravi Rider');
    for (const text of [rider.email, '+919822012345', 'Rider', 'Active']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(await rowOf('Bhavna Owner')).getByText('No number')).toBeTruthy();
    await expectAxeClean();
  });

  it('adds a member, refusing a weak password before sending and an email in use as the server says', async () => {
    const net = open();
    const user = userEvent.setup();
    const form = (await screen.findByRole('heading', { name: 'Add a member' })).closest('form') as HTMLElement;
    const field = (label: RegExp) => within(form).getByLabelText(label);
    await user.type(field(/^Name/), 'Divya Kulkarni');
    await user.type(field(/^Email/), rider.email);
    await user.type(field(/^Mobile number/), '98765 43210');
    await user.selectOptions(field(/^Role/), 'Technician');
    await user.type(field(/^First password/), 'garage12');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(field(/^First password/).getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field(/^First password/))).toBe('Password must contain at least one special character.');
    expect(net.sent.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(field(/^First password/));
    await user.type(field(/^First password/), 'Garage@2026x');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field(/^Email/))).toBe('An account with this email already exists.');
    await expectAxeClean();
    expect(net.sent.filter((r) => r.method === 'POST')).toHaveLength(1);

    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'divya.k@motomitra.in');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    await screen.findByText('Divya Kulkarni is added as Technician. They log in at /login with the password you gave.');
    expect(within(await rowOf('Divya Kulkarni')).getByText('Technician')).toBeTruthy();
    expect(await memberIn('divya.k@motomitra.in')).toMatchObject({
      role: 'operator',
      staffRole: 'technician',
      phone: '+919876543210',
      active: true,
    });
    // Emptied for the next member.
    expect((field(/^Name/) as HTMLInputElement).value).toBe('');
  });

  it('changes a role in the modal, and shows the server’s refusal of an admin’s own role inside it', async () => {
    open();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Ravi Rider')).getByRole('button', { name: 'Change Ravi Rider' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change Ravi Rider' });
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'Advisor');
    await user.clear(within(dialog).getByLabelText(/^Mobile number/));
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '7020 123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Ravi Rider is saved.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await memberIn(rider.email)).toMatchObject({ staffRole: 'advisor', phone: '+917020123456' });
    await waitFor(async () => expect(within(await rowOf('Ravi Rider')).getByText('Advisor')).toBeTruthy());

    await user.click(within(await rowOf('Bhavna Owner')).getByRole('button', { name: 'Change Bhavna Owner' }));
    dialog = await screen.findByRole('dialog', { name: 'Change Bhavna Owner' });
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'Advisor');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You cannot change your own role or switch yourself off; another admin can.',
    );
    await expectAxeClean();
    expect(await memberIn(boss.email)).toMatchObject({ staffRole: 'admin' });
  });

  it('switches a member off only once the admin confirms, which logs them out, and on again', async () => {
    const net = open();
    const user = userEvent.setup();
    const switchOff = async () =>
      user.click(within(await rowOf('Ravi Rider')).getByRole('button', { name: 'Switch off Ravi Rider' }));

    await switchOff();
    const ask = await screen.findByRole('dialog');
    expect(ask.textContent).toContain('Switch off Ravi Rider? They are logged out at once');
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(net.sent.filter((r) => r.method === 'PATCH')).toEqual([]);
    expect((await memberIn(rider.email))?.active).toBe(true);

    await switchOff();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await screen.findByText('Ravi Rider is switched off and logged out.');
    expect(net.sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ active: false }]);
    const row = await rowOf('Ravi Rider');
    await within(row).findByText('Switched off');
    expect((await memberIn(rider.email))?.active).toBe(false);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/ops/orders', headers: { cookie: rider.cookie } });
    expect(theirs.statusCode).toBe(401);

    // Switching on asks nothing.
    await user.click(within(row).getByRole('button', { name: 'Switch on Ravi Rider' }));
    await screen.findByText('Ravi Rider can log in again.');
    expect((await memberIn(rider.email))?.active).toBe(true);
  });

  it('tells a member switched off why their log-in fails, and lets them in once switched on', async () => {
    const rider2 = await loginStaff(t, 'rider', { name: 'Sunil Rider' });
    const net = connect(t, boss.cookie);
    renderAt('/ops/staff', <Route path="/ops/staff" element={<Staff />} />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('Sunil Rider')).getByRole('button', { name: 'Switch off Sunil Rider' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await screen.findByText('Sunil Rider is switched off and logged out.');
    expect(net.sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ active: false }]);
    cleanup();

    const logInAs = async () => {
      connect(t, '');
      renderAt('/login', <Login />);
      const way = screen.getByText('Log in with e-mail and password instead');
      await user.click(way);
      const form = way.closest('details') as HTMLElement;
      await user.type(within(form).getByLabelText(/^Email/), rider2.email);
      await user.type(within(form).getByLabelText(/^Password/), TEST_OPERATOR.password);
      // The Login toggle above the form has the same name: the form's own button is the last.
      await user.click(within(form).getAllByRole('button', { name: 'Login' }).at(-1) as HTMLElement);
    };
    await logInAs();
    await screen.findByText('Your staff account is switched off. Please ask the garage owner.');
    cleanup();

    await t.database.db.update(customers).set({ active: true }).where(eq(customers.id, rider2.id));
    await logInAs();
    await screen.findByText('Welcome back! You have successfully logged in.');
  });
});
