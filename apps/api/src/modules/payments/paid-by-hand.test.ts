// An order the garage confirms paid by hand (cash, a UTR) takes no more money through its link: the open link is
// cancelled at the gateway. A payment the gateway took anyway (the customer paid in the same minute) is kept on its
// link for the operator to see and given back in full, once, and the order keeps the garage's confirmation and its one
// invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../testing/customers.ts';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { loginOperator } from '../../testing/operators.ts';
import { askLink, awaitingPayment, deliver, paymentState, startPaymentsApp } from '../../testing/payments.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let op: { cookie: string };
beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp());
  op = await loginOperator(t);
});
afterAll(() => close());

async function linked() {
  const order = await awaitingPayment(t, 99_900);
  await askLink(t.app, order.shopper, order.id);
  const { links } = await paymentState(t.database.db, order.id);
  return { ...order, linkId: links[0]?.gatewayLinkId ?? '' };
}

const confirmCash = (id: string) =>
  as(t.app, op, {
    method: 'POST',
    url: `/api/ops/orders/${id}/confirm-payment`,
    payload: { method: 'cash', reference: '', amount: 999 },
  });

describe('an order paid by hand', () => {
  it('cancels its open link at the gateway', async () => {
    const { id, linkId } = await linked();
    expect((await confirmCash(id)).statusCode).toBe(200);
    expect(fake.links.get(linkId)?.status).toBe('cancelled');
    const state = await paymentState(t.database.db, id);
    expect(state.links).toMatchObject([{ status: 'cancelled', gatewayPaymentId: null }]);
    expect(state.order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cash' });
  });

  it('keeps a payment the gateway took anyway on its link and refunds it once; the order keeps its invoice', async () => {
    const { id, linkId } = await linked();
    const webhook = fake.pay(linkId, { method: 'upi' });
    // The gateway cannot cancel a paid link: the confirmation goes through, the link is closed on our side.
    expect((await confirmCash(id)).statusCode).toBe(200);
    expect((await deliver(t.app, webhook)).json()).toMatchObject({ outcome: 'paidTwice' });
    expect((await deliver(t.app, webhook)).json()).toMatchObject({ outcome: 'already' });
    const paymentId = fake.links.get(linkId)?.payments?.[0]?.payment_id;
    const state = await paymentState(t.database.db, id);
    expect(state.order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cash' });
    expect(state.order?.paymentReference).not.toBe(paymentId);
    expect(state.links).toMatchObject([{ status: 'paid', gatewayPaymentId: paymentId, method: 'upi' }]);
    expect(state.invoices).toHaveLength(1);
    // The customer paid twice: the gateway's payment goes back in full, once however often the webhook comes.
    const refunds = fake.refunds.filter((r) => r.payment_id === paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(99_900);
    expect(state.links[0]?.refundId).toBe(refunds[0]?.id);
  });
});
