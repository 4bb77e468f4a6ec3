// The Messages page (decision 0019) in a DOM, against the real API and database (harness.tsx): each switch is saved
// as it changes and kept as a consent from the account; an account without an e-mail address is offered none; an
// answer lost on the way is said, and the page shows what the server stored.

import { consents } from '@motomitra/api/db/schema';
import { quickCustomer } from '@motomitra/api/testing/booking';
import { cookieFrom } from '@motomitra/api/testing/customers';
import { lastCode, newMobile, requestCode, verifyCode } from '@motomitra/api/testing/phone-codes';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as Messages } from '../src/features/account/routes/messages.tsx';
import { connect, renderAt } from './harness.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => {
  await t?.close();
});

const CHANNELS = '/api/customer/channels';
const whatsappBox = () => screen.findByRole('checkbox', { name: /^Booking updates on WhatsApp/ });
const emailBox = () => screen.findByRole('checkbox', { name: /^Booking updates by e-mail/ });
const consentsOf = (id: string) =>
  t.database.db.select().from(consents).where(eq(consents.customerId, id)).orderBy(desc(consents.at));

describe('the Messages page', () => {
  it('saves each switch as it changes, keeps the focus on it, and keeps the consent', async () => {
    const c = await quickCustomer(t);
    const net = connect(t, c.cookie);
    renderAt('/my-account/messages', <Messages />);
    const user = userEvent.setup();
    const whatsapp = await whatsappBox();
    expect(whatsapp).toHaveProperty('checked', false);
    const email = await emailBox();
    expect(email).toHaveProperty('checked', true);
    expect(screen.getByText(/^By e-mail to shopper\./)).toBeTruthy();

    await user.click(whatsapp);
    await screen.findByText('Your choices of messages are saved.');
    expect(whatsapp).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(whatsapp);
    expect(net.sent.filter((r) => r.method === 'PUT' && r.path === CHANNELS).map((r) => r.body)).toEqual([
      { whatsapp: true },
    ]);
    const [consent] = await consentsOf(c.id);
    expect(consent).toMatchObject({ channel: 'whatsapp', granted: true, source: 'account' });

    // By keyboard: Space turns e-mail off.
    email.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(net.sent.filter((r) => r.method === 'PUT')).toHaveLength(2));
    await waitFor(() => expect(email).toHaveProperty('checked', false));
    const stored = await t.app.inject({ method: 'GET', url: CHANNELS, headers: { cookie: c.cookie } });
    expect(stored.json().channels).toMatchObject({ whatsapp: true, email: false });
  });

  it('offers no e-mail to an account made with a mobile number alone, and says what comes by SMS', async () => {
    const mobile = newMobile();
    await requestCode(t.app, mobile);
    const made = await verifyCode(t.app, { mobile, code: await lastCode(t.database.db, mobile), name: 'Sunita D' });
    expect(made.statusCode).toBe(200);
    connect(t, cookieFrom(made));
    renderAt('/my-account/messages', <Messages />);
    await whatsappBox();
    expect(screen.queryByRole('checkbox', { name: /e-mail/ })).toBeNull();
    expect(screen.getByText('Your account has no e-mail address, so we send you no e-mails.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an e-mail address' }).getAttribute('href')).toBe(
      '/my-account/edit-account',
    );
    const shown = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
    expect(screen.getByText(`On WhatsApp at ${shown}.`)).toBeTruthy();
    expect(screen.getByText(new RegExp(`come by SMS to \\${shown}`))).toBeTruthy();
  });

  it('says when an answer was lost, and shows what the server stored', async () => {
    const c = await quickCustomer(t);
    const net = connect(t, c.cookie);
    renderAt('/my-account/messages', <Messages />);
    const user = userEvent.setup();
    const whatsapp = await whatsappBox();
    net.loseNextAnswer(CHANNELS);
    await user.click(whatsapp);
    await screen.findByText('Network error. Please check your internet connection.');
    // The change did reach the server: the page reads the channels again and shows it on.
    await waitFor(() => expect(whatsapp).toHaveProperty('checked', true));
    expect(net.sent.filter((r) => r.method === 'GET' && r.path === CHANNELS).length).toBeGreaterThanOrEqual(2);
  });
});
