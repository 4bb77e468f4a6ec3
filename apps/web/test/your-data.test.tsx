// The Your data page in a DOM, against the real API and database (harness.tsx): erasing the account says up front
// that an open booking keeps it, before the customer types their password.

import { placeTestOrder, quickCustomer } from '@motomitra/api/testing/booking';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor } from '@testing-library/react';
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
});
