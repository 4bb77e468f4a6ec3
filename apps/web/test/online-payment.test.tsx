import { awaitingPayment } from '@motomitra/api/testing/payments';
import type { TestApp } from '@motomitra/api/testing/test-app';
import { createTestApp } from '@motomitra/api/testing/test-app';
import { orderPagePath } from '@motomitra/domain/order-page';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Component as Orders } from '../src/features/account/routes/orders.tsx';
import { connect, Route, renderAt } from './harness.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ordersPage = <Route path="/my-account/orders" element={<Orders />} />;

describe('Pay online', () => {
  it('comes first in the payment sheet and leaves for the order’s payment link, the UPI way below it', async () => {
    const { shopper, oid } = await awaitingPayment(t);
    const net = connect(t, shopper.cookie);
    const leave = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderAt('/my-account/orders', ordersPage);
    await userEvent.click(await screen.findByRole('button', { name: `Pay Now for order ${oid}` }));
    const sheet = await screen.findByRole('dialog', { name: 'Pay Now' });
    const pay = await within(sheet).findByRole('button', { name: 'Pay ₹999 online' });
    const headings = within(sheet)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings.indexOf('Pay online')).toBeLessThan(headings.indexOf('Or pay by UPI and enter the UTR'));
    expect(within(sheet).getByRole('textbox', { name: 'UTR or reference number' })).toBeTruthy();

    await userEvent.click(pay);
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const url = new URL(String(leave.mock.calls[0]?.[0]));
    expect(url.pathname).toMatch(/^\/api\/test-gateway\/plink_test[0-9a-f]+$/);
    expect(net.sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      expect.stringMatching(/^\/api\/orders\/[0-9a-f-]+\/payment\/link$/),
    ]);
    expect(within(sheet).getByRole('status').textContent).toBe('Opening the payment page…');
  });

  it('says why when the link cannot be made, and keeps the UPI way', async () => {
    const { shopper, id, oid } = await awaitingPayment(t);
    const net = connect(t, shopper.cookie);
    const leave = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderAt('/my-account/orders', ordersPage);
    await userEvent.click(await screen.findByRole('button', { name: `Pay Now for order ${oid}` }));
    const sheet = await screen.findByRole('dialog', { name: 'Pay Now' });
    // The link's answer is lost on the way back (a phone on 4G). Changing the order in the database instead would race
    // the page's own reading of the orders, which may hide the button first.
    net.loseNextAnswer(`/api/orders/${id}/payment/link`);
    await userEvent.click(await within(sheet).findByRole('button', { name: 'Pay ₹999 online' }));
    expect((await within(sheet).findByRole('alert')).textContent).not.toBe('');
    expect(leave).not.toHaveBeenCalled();
    expect(within(sheet).getByRole('textbox', { name: 'UTR or reference number' })).toBeTruthy();
  });
});

describe('back from the gateway', () => {
  it('says the payment is being confirmed, and shows the order paid once the webhook has landed', async () => {
    const { shopper, id, oid } = await awaitingPayment(t);
    connect(t, shopper.cookie);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/payment/link`,
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    const page = new URL(link.json().url);
    renderAt(`${orderPagePath(id)}&razorpay_payment_link_status=paid`, ordersPage);
    const details = await screen.findByRole('dialog', { name: `Order ${oid}` });
    await within(details).findByText('Payment received, confirming…');

    // The gateway's webhook, as the test gateway's Pay sends it.
    const paid = await t.app.inject({
      method: 'POST',
      url: `${page.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: 'method=upi',
    });
    expect(paid.statusCode).toBe(303);
    await within(details).findByText('Payment received. Thank you!');
    expect(within(details).getByText('Paid')).toBeTruthy();
  });

  it('says nothing of a payment on the order’s page opened another way', async () => {
    const { shopper, id, oid } = await awaitingPayment(t);
    connect(t, shopper.cookie);
    renderAt(orderPagePath(id), ordersPage);
    const details = await screen.findByRole('dialog', { name: `Order ${oid}` });
    expect(within(details).getByRole('status').textContent).toBe('');
  });
});
