// An order's own page: every order e-mail links to My Orders with the order named (?order=<id>), which
// opens with that order's View Details; without it, the list opens as before.

import { orders } from '@motomitra/api/db/schema';
import { placeTestOrder, quickCustomer } from '@motomitra/api/testing/booking';
import { handoverCodeOf } from '@motomitra/api/testing/handover';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { orderPagePath } from '@motomitra/domain/order-page';
import { screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Component as Orders } from '../src/features/account/routes/orders.tsx';
import { BOOKING_HI } from '../src/i18n/hi/booking.ts';
import { PACK_HI } from '../src/i18n/hi/pack.ts';
import { BOOKING_MR } from '../src/i18n/mr/booking.ts';
import { PACK_MR } from '../src/i18n/mr/pack.ts';
import { addPack, setLanguage } from '../src/i18n/t.ts';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => setLanguage('en'));

describe('the address an order e-mail links to', () => {
  it('opens My Orders with that order’s View Details', async () => {
    const c = await quickCustomer(t);
    const first = await placeTestOrder(t, c);
    const second = await placeTestOrder(t, c, { slot: '12:00 PM - 02:00 PM' });
    connect(t, c.cookie);
    renderAt(orderPagePath(second._id), <Route path="/my-account/orders" element={<Orders />} />);
    const dialog = await screen.findByRole('dialog', { name: `Order ${second.OID}` });
    expect(dialog).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: `Order ${first.OID}` })).toBeNull();
  });

  it('without an order named, shows the list and no details', async () => {
    const c = await quickCustomer(t);
    const order = await placeTestOrder(t, c);
    connect(t, c.cookie);
    renderAt('/my-account/orders', <Route path="/my-account/orders" element={<Orders />} />);
    expect(await screen.findByText(order.OID)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the handover code on the customer’s order', () => {
  // Slots hold four bookings each: these take the afternoon's, the tests above the morning's.
  let slot = 0;
  const afternoon = () => ({ slot: TIME_SLOTS[2 + (slot++ % 3)] });

  /** The order's View Details, opened from its address, as its customer. */
  async function details() {
    const c = await quickCustomer(t);
    const order = await placeTestOrder(t, c, afternoon());
    connect(t, c.cookie);
    renderAt(orderPagePath(order._id), <Route path="/my-account/orders" element={<Orders />} />);
    const dialog = await screen.findByRole('dialog', { name: new RegExp(order.OID) });
    return { order, dialog, code: await handoverCodeOf(t.database.db, order._id) };
  }

  it('shows the 4 digits with what to do with them: tell the rider at pickup and at drop', async () => {
    const { dialog, code } = await details();
    expect(code).toMatch(/^\d{4}$/);
    const box = within(dialog).getByRole('region', { name: 'Handover code' });
    expect(within(box).getByText(code ?? '').textContent).toBe(code);
    expect(box.textContent).toContain(
      'Tell this code to our rider at pickup, and again at drop when your vehicle comes back.',
    );
  });

  it.each([
    ['mr', PACK_MR, BOOKING_MR],
    ['hi', PACK_HI, BOOKING_HI],
  ] as const)('says it in the page’s language (%s)', async (lang, pack, texts) => {
    addPack(lang, pack);
    setLanguage(lang);
    const { dialog, code } = await details();
    const box = within(dialog).getByRole('region', { name: texts['orders.d.handoverCode'] });
    expect(box.textContent).toContain(code);
    expect(box.textContent).toContain(texts['orders.d.handoverHint']);
  });

  it('shows none once the vehicle is back (the code has done its work)', async () => {
    const c = await quickCustomer(t);
    const order = await placeTestOrder(t, c, afternoon());
    await t.database.db.update(orders).set({ handoverCode: null }).where(eq(orders.id, order._id));
    connect(t, c.cookie);
    renderAt(orderPagePath(order._id), <Route path="/my-account/orders" element={<Orders />} />);
    const dialog = await screen.findByRole('dialog', { name: new RegExp(order.OID) });
    expect(within(dialog).queryByRole('region', { name: 'Handover code' })).toBeNull();
    expect(dialog.textContent).not.toContain('Tell this code to our rider');
  });
});
