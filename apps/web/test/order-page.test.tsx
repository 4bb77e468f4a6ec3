// An order's own page: every order e-mail links to My Orders with the order named (?order=<id>), which
// opens with that order's View Details; without it, the list opens as before.

import { placeTestOrder, quickCustomer } from '@motomitra/api/testing/booking';
import { createTestApp, type TestApp } from '@motomitra/api/testing/test-app';
import { orderPagePath } from '@motomitra/domain/order-page';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as Orders } from '../src/features/account/routes/orders.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

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
