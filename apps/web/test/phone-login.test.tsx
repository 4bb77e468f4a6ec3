// /login's mobile number and code (decision 0019) in a DOM, against the real API and database (harness.tsx), the codes
// read from the outbox's SMS as a developer reads them. A new number signs up with a name and its WhatsApp choice, an
// account's number logs in; the API's refusals show beside their field or, when they are no field's, under the form;
// the keyboard's focus goes where the person goes on, and "Send again" waits out the API's wait. The e-mail and
// password forms stay folded under it, and their registration asks about WhatsApp as well.

import { consents, customers } from '@motomitra/api/db/schema';
import { newCustomerData, registerCustomer } from '@motomitra/api/testing/customers';
import { lastCode, newMobile, otherThan, requestCode } from '@motomitra/api/testing/phone-codes';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Component as Login } from '../src/features/auth/routes/login.tsx';
import { connect, renderAt } from './harness.tsx';

let t: TestApp;
/** The API's clock: a test moves it past the wait between two codes. */
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({}, { seed: false, clock: () => now });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  now = new Date();
});

const REQUEST = '/api/customer/otp/request';
const VERIFY = '/api/customer/otp/verify';
const mobileInput = () => screen.getByRole('textbox', { name: /^Mobile number/ });
const codeInput = () => screen.getByRole('textbox', { name: /^6-digit code/ });

/** /login as a visitor, the number typed and a code asked for. */
async function codeAskedFor(mobile: string) {
  const net = connect(t, '');
  renderAt('/login', <Login />);
  const user = userEvent.setup();
  await user.type(mobileInput(), mobile);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('We have sent a 6-digit code to this mobile number. It is valid for 5 minutes.');
  return { net, user };
}

describe('logging in with a mobile number', () => {
  it('signs a new number up: the code, then the name and the WhatsApp choice it needs', async () => {
    const mobile = newMobile();
    const { net, user } = await codeAskedFor(mobile);
    // On to the code, which has the focus, with where it went; another code only after the API's wait.
    expect(document.activeElement).toBe(codeInput());
    expect(codeInput().getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText(`Sent to +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send again' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/^You can ask for a new code in (30|29) seconds\.$/)).toBeTruthy();

    // A wrong code: the API's refusal under the code's field.
    const code = await lastCode(t.database.db, mobile);
    await user.type(codeInput(), otherThan(code));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const wrong = await screen.findByText('This code is wrong or has expired. Check it, or ask for a new code.');
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(codeInput().getAttribute('aria-describedby')).toContain(wrong.id);

    // The right one for a number without an account: a name is asked (focused), and WhatsApp, unticked.
    await user.clear(codeInput());
    await user.type(codeInput(), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const name = await screen.findByRole('textbox', { name: /^Full Name/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByText('This number has no account yet. Enter your name to sign up.')).toBeTruthy();
    const whatsapp = screen.getByRole('checkbox', { name: 'Send me booking updates on WhatsApp' });
    expect(whatsapp).toHaveProperty('checked', false);

    // A name is checked before anything is sent.
    const tries = net.sent.filter((r) => r.path === VERIFY).length;
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name must be at least 2 characters long.')).toBeTruthy();
    expect(net.sent.filter((r) => r.path === VERIFY)).toHaveLength(tries);

    await user.type(name, 'Asha Kulkarni');
    await user.click(whatsapp);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Sign up successful');
    expect(net.sent.filter((r) => r.path === VERIFY).at(-1)?.body).toEqual({
      mobile: `+91${mobile}`,
      code,
      name: 'Asha Kulkarni',
      whatsapp: true,
    });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const [account] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.phone, `+91${mobile}`));
    expect(account?.name).toBe('Asha Kulkarni');
    expect(account?.phoneVerifiedAt).not.toBeNull();
    const kept = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.customerId, account?.id ?? ''));
    expect(kept).toContainEqual(expect.objectContaining({ channel: 'whatsapp', granted: true, source: 'signup' }));
  });

  it("logs an account's number in with its code alone", async () => {
    const mobile = newMobile();
    await registerCustomer(t.app, { ...newCustomerData(), phone_no: mobile });
    const { user } = await codeAskedFor(mobile);
    await user.type(codeInput(), await lastCode(t.database.db, mobile));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Welcome back! You have successfully logged in.');
    expect(screen.queryByRole('textbox', { name: /^Full Name/ })).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('checks the number before sending it, beside its field', async () => {
    const net = connect(t, '');
    renderAt('/login', <Login />);
    const user = userEvent.setup();
    await user.type(mobileInput(), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Enter a 10-digit Indian mobile number.');
    expect(mobileInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(mobileInput());
    expect(net.sent).toEqual([]);
  });

  it('goes back to a code still waiting, says why the API sends none, and sends again once the wait is over', async () => {
    const mobile = newMobile();
    const { net, user } = await codeAskedFor(mobile);
    const asked = () => net.sent.filter((r) => r.path === REQUEST).length;

    // Back to the number (focused, as typed) and on with it at once: its code, still valid, without asking again.
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(document.activeElement).toBe(mobileInput());
    expect(mobileInput()).toHaveProperty('value', mobile);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(document.activeElement).toBe(codeInput()));
    expect(asked()).toBe(1);

    // Another number, which had a code a moment ago (asked on another phone): the API's wait is said under the form.
    const other = newMobile();
    await requestCode(t.app, other);
    const first = await lastCode(t.database.db, other);
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    await user.clear(mobileInput());
    await user.type(mobileInput(), other);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const refusal = await screen.findByText(/^A code was just sent\. Please wait /);
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(mobileInput().getAttribute('aria-invalid')).toBeNull();

    // 31 s later, for the page and the API alike: "Send again" is offered, and the new code has the focus back.
    const later = Date.now() + 31_000;
    now = new Date(later);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(`Sent to +91 ${other.slice(0, 5)} ${other.slice(5)}.`);
    vi.spyOn(Date, 'now').mockReturnValue(later + 31_000);
    now = new Date(later + 31_000);
    const again = screen.getByRole('button', { name: 'Send again' });
    await waitFor(() => expect(again).toHaveProperty('disabled', false));
    expect(screen.queryByText(/^You can ask for a new code in/)).toBeNull();
    await user.click(again);
    await waitFor(() => expect(again).toHaveProperty('disabled', true));
    await waitFor(() => expect(document.activeElement).toBe(codeInput()));
    expect(net.sent.filter((r) => r.path === REQUEST).map((r) => r.body)).toEqual([
      { mobile: `+91${mobile}` },
      { mobile: `+91${other}` },
      { mobile: `+91${other}` },
      { mobile: `+91${other}` },
    ]);
    expect(await lastCode(t.database.db, other)).not.toBe(first);
  });

  it('keeps the e-mail way folded under the number, and its registration asks about WhatsApp too', async () => {
    const net = connect(t, '');
    renderAt('/login', <Login />);
    const user = userEvent.setup();
    const way = screen.getByText('Log in with e-mail and password instead');
    expect(way.closest('details')?.open).toBe(false);
    await user.click(way);
    expect(way.closest('details')?.open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Register', pressed: false }));
    const form = screen.getByRole('button', { name: 'Register', pressed: true }).closest('details') as HTMLElement;
    const mobile = newMobile();
    const email = `asha.${mobile}@example.in`;
    await user.type(within(form).getByLabelText(/^Full Name/), 'Asha Kulkarni');
    await user.type(within(form).getByLabelText(/^Email/), email);
    await user.type(within(form).getByLabelText(/^Mobile No\./), mobile);
    await user.type(within(form).getByLabelText(/^Password/), 'Garage@2026');
    const whatsapp = within(form).getByRole('checkbox', { name: 'Send me booking updates on WhatsApp' });
    expect(whatsapp).toHaveProperty('checked', false);
    await user.click(whatsapp);
    const submits = within(form).getAllByRole('button', { name: 'Register' });
    await user.click(submits.at(-1) as HTMLElement);
    await screen.findByText('Sign up successful');
    const sent = net.sent.find((r) => r.path === '/api/customer/register')?.body as { customerData: unknown };
    expect(sent.customerData).toMatchObject({ email, whatsapp: true });
    const [account] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    const kept = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.customerId, account?.id ?? ''));
    expect(kept).toMatchObject([{ channel: 'whatsapp', granted: true, source: 'signup' }]);
  });
});
