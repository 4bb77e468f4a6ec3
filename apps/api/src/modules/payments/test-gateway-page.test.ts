// The built-in test gateway's page: it plays Razorpay's hosted page for a link, and its Pay sends the signed
// payment_link.paid webhook to the shop's own webhook, which settles the order (paid, invoiced) before the customer is
// sent back to the order's page with what Razorpay adds to the callback. With Razorpay keys, none of it exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { as } from '../../testing/customers.ts';
import { askLink, awaitingPayment, paymentState } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const FORM = 'application/x-www-form-urlencoded';
/** A customer's order waiting for ₹999 and the path of its test link's page. */
async function linkedOrder() {
  const order = await awaitingPayment(t);
  const asked = await askLink(t.app, order.shopper, order.id);
  expect(asked.statusCode, asked.body).toBe(200);
  const url = new URL(asked.json().url);
  return { ...order, page: url.pathname + url.search };
}
/** The page's own form post, as a browser sends it from the page. */
const pay = (page: string, body = 'method=card', headers: Record<string, string> = {}) => {
  const [path, query] = page.split('?');
  return t.app.inject({
    method: 'POST',
    url: `${path}/pay${query ? `?${query}` : ''}`,
    headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin', ...headers },
    payload: body,
  });
};

describe('the test gateway page', () => {
  it('shows the amount, the order number, Pay and Cancel in plain HTML under the CSP', async () => {
    const { page, oid, id } = await linkedOrder();
    const res = await t.app.inject({ method: 'GET', url: page });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // So that the browser sends the page's origin with Pay, which the CSRF check reads.
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain(oid);
    expect(res.body).toContain('Pay ₹999 (test)');
    expect(res.body).toMatch(/<form method="post" action="\/api\/test-gateway\/plink_test[0-9a-f]+\/pay\?lang=en">/);
    expect(res.body).toContain(`href="/my-account/orders?order=${id}"`);
    expect(res.body).not.toMatch(/<script|style=/);
  });

  it('pays through the signed webhook and sends the customer back to the order, paid with its invoice', async () => {
    const { page, id, oid } = await linkedOrder();
    const res = await pay(page);
    expect(res.statusCode, res.body).toBe(303);
    const back = new URL(res.headers.location as string, 'http://shop');
    expect(back.pathname).toBe('/my-account/orders');
    expect(back.searchParams.get('order')).toBe(id);
    expect(back.searchParams.get('razorpay_payment_link_status')).toBe('paid');
    expect(back.searchParams.get('razorpay_payment_link_reference_id')).toBe(oid);
    const state = await paymentState(t.database.db, id);
    expect(state.order?.paymentStatus).toBe('paid');
    expect(state.invoices).toHaveLength(1);
    expect(state.links[0]).toMatchObject({ status: 'paid', method: 'card' });
    expect(state.links[0]?.gatewayPaymentId).toBe(back.searchParams.get('razorpay_payment_id'));

    // A second Pay (a double tap, the back button) sends the customer back and pays nothing again.
    const again = await pay(page);
    expect(again.statusCode).toBe(303);
    expect((await paymentState(t.database.db, id)).invoices).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: page })).body).toContain('This payment link is paid.');
  });

  it("goes back to the order's page in the language the customer paid from", async () => {
    const order = await awaitingPayment(t);
    const asked = await as(t.app, order.shopper, {
      method: 'POST',
      url: `/api/orders/${order.id}/payment/link`,
      headers: { 'accept-language': 'mr' },
      payload: {},
    });
    const url = new URL(asked.json().url);
    const res = await pay(url.pathname + url.search);
    expect(res.headers.location).toMatch(new RegExp(`^/mr/my-account/orders\\?order=${order.id}&`));
  });

  it('refuses another site’s form, a choice the page does not offer, and an unknown link, changing nothing', async () => {
    const { page, id } = await linkedOrder();
    expect((await pay(page, 'method=card', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await pay(page, 'method=card', { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await pay(page, 'method=card', { origin: 'null' })).statusCode).toBe(403);
    expect((await pay(page, 'method=cash')).statusCode).toBe(400);
    expect((await pay('/api/test-gateway/plink_nothere')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/test-gateway/plink_nothere' })).statusCode).toBe(404);
    expect((await paymentState(t.database.db, id)).order?.paymentStatus).toBe('requested');
  });

  it('takes a form post on its own route only: the rest of the API still wants JSON', async () => {
    const { id, shopper } = await linkedOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/payment/link`,
      headers: { 'content-type': FORM, cookie: shopper.cookie },
      payload: 'a=b',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('with Razorpay keys', () => {
  it('has no test gateway page', async () => {
    const live = await createTestApp({
      payments: {
        ...testConfig().payments,
        gateway: {
          kind: 'razorpay',
          apiUrl: 'http://127.0.0.1:9',
          keyId: 'rzp_test_FakeKey12345',
          keySecret: 'a-fake-key-secret',
          webhookSecret: 'a-fake-webhook-secret',
        },
      },
    });
    try {
      const page = await live.app.inject({ method: 'GET', url: '/api/test-gateway/plink_test00' });
      expect(page.statusCode).toBe(404);
      const paid = await live.app.inject({
        method: 'POST',
        url: '/api/test-gateway/plink_test00/pay',
        headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin' },
        payload: 'method=upi',
      });
      expect(paid.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
