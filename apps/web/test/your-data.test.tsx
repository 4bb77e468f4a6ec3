// The Your data page in a DOM, against the real API and database (harness.tsx): erasing the account says up front
// that an open booking keeps it, before the customer types their password.

import { customers } from '@motomitra/api/db/schema';
import { placeTestOrder, quickCustomer } from '@motomitra/api/testing/booking';
import { lastCode } from '@motomitra/api/testing/phone-codes';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as YourData } from '../src/features/account/routes/your-data.tsx';
import { connect, renderAt } from './harness.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('erasing the account', () => {
  it('says which open booking keeps it, and offers no erase until it is done', async () => {
    const c = await quickCustomer(t);
    const order = await placeTestOrder(t, c);
    connect(t, c.cookie);
    renderAt('/my-account/your-data', <YourData />);
    const notice = await screen.findByText(new RegExp(`Your booking ${order.OID} is still open`));
    expect(notice.textContent).toContain('once it is delivered and paid, or cancelled');
    expect(screen.getByRole('button', { name: 'Erase my account' })).toHaveProperty('disabled', true);
  });

  it('offers the erase to a customer with nothing open', async () => {
    const c = await quickCustomer(t);
    connect(t, c.cookie);
    renderAt('/my-account/your-data', <YourData />);
    // The erase waits for the bookings to be known, then is offered with no notice.
    const erase = screen.getByRole('button', { name: 'Erase my account' });
    await waitFor(() => expect(erase).toHaveProperty('disabled', false));
    expect(screen.queryByText(/is still open/)).toBeNull();
  });

  it('erases an account made with a mobile number by a code sent to it, as it has no password', async () => {
    const c = await quickCustomer(t);
    await t.database.db.update(customers).set({ passwordHash: null }).where(eq(customers.id, c.id));
    const [me] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    connect(t, c.cookie);
    renderAt('/my-account/your-data', <YourData />);
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: /^Send a code to/ });
    expect(screen.queryByLabelText(/Your password/)).toBeNull();
    expect(screen.getByText(/Your account has no password/)).toBeTruthy();

    // Erasing without the code says the code is missing, beside the button that sends it.
    const erase = screen.getByRole('button', { name: 'Erase my account' });
    await waitFor(() => expect(erase).toHaveProperty('disabled', false));
    await user.click(erase);
    await screen.findByText('Enter the code we sent to your mobile number to confirm this change.');

    await user.click(send);
    const code = await screen.findByRole('textbox', { name: /^6-digit code/ });
    await user.type(code, await lastCode(t.database.db, (me?.phone ?? '').replace(/^\+91/, '')));
    await user.click(erase);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(async () => {
      const [gone] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
      expect(gone?.deletedAt).not.toBeNull();
    });
  });
});
