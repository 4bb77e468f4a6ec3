// My Profile's mobile number (decision 0019) in a DOM, against the real API and database (harness.tsx): it moves to
// another number only with the code sent to that number, a wrong code is said beside its field, and the keyboard's
// focus goes to the new number on the way in and back to "Change" on the way out.

import { customers } from '@motomitra/api/db/schema';
import { quickCustomer } from '@motomitra/api/testing/booking';
import { lastCode, newMobile, otherThan } from '@motomitra/api/testing/phone-codes';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as EditAccount } from '../src/features/account/routes/edit-account.tsx';
import { connect, renderAt } from './harness.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => {
  await t?.close();
});

const shown = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

describe("the profile's mobile number", () => {
  it('moves to a new number with the code sent to it', async () => {
    const c = await quickCustomer(t);
    const net = connect(t, c.cookie);
    renderAt('/my-account/edit-account', <EditAccount />);
    const user = userEvent.setup();
    const number = await screen.findByRole('region', { name: 'Mobile number' });
    await waitFor(() => expect(number.textContent).toContain('Not verified yet'));

    await user.click(screen.getByRole('button', { name: 'Change' }));
    await screen.findByRole('heading', { name: 'Change your mobile number' });
    const fresh = screen.getByRole('textbox', { name: /^New mobile number/ });
    expect(document.activeElement).toBe(fresh);
    const mobile = newMobile();
    await user.type(fresh, mobile);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByRole('textbox', { name: /^6-digit code/ });
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByText(`Sent to ${shown(mobile)}.`)).toBeTruthy();

    // A wrong code is refused beside its field, and the number stays.
    const right = await lastCode(t.database.db, mobile);
    await user.type(code, otherThan(right));
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const [before] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(before?.phone).not.toBe(`+91${mobile}`);

    await user.clear(code);
    await user.type(code, right);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    await screen.findByText('Your mobile number is changed.');
    expect(net.sent.filter((r) => r.method === 'PUT' && r.path === '/api/customer/phone').map((r) => r.body)).toEqual([
      { mobile: `+91${mobile}`, code: otherThan(right) },
      { mobile: `+91${mobile}`, code: right },
    ]);
    // Back on the number, now the new one and verified, with the focus on "Change".
    await waitFor(() => expect(number.textContent).toContain(shown(mobile)));
    await waitFor(() => expect(number.textContent).toContain('Verified'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change' })));
    const [after] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(after?.phone).toBe(`+91${mobile}`);
    expect(after?.phoneVerifiedAt).not.toBeNull();
  });
});
