// Paid once on two instances: the same payment_link.paid webhook, delivered to two API instances on one PostgreSQL at
// the same moment (real parallel HTTP requests, as Razorpay's retries behind a load balancer would), pays the order
// once and issues one invoice, whichever instance gets there first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeRazorpay } from '../../testing/fake-razorpay.ts';
import { startFakeRazorpay } from '../../testing/fake-razorpay.ts';
import { askLink, awaitingPayment, paymentState, RAZORPAY_KEYS, razorpayPayments } from '../../testing/payments.ts';
import { startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

let setup: TwoInstances;
let fake: FakeRazorpay;

beforeAll(async () => {
  fake = await startFakeRazorpay(RAZORPAY_KEYS);
  setup = await startTwoInstances({ config: { payments: razorpayPayments(fake) } });
});

afterAll(async () => {
  await setup?.close();
  await fake?.close();
});

describe('the same payment on two instances at once', () => {
  it('pays the order once and issues one invoice', async () => {
    const [a, b] = setup.instances;
    for (let round = 0; round < 5; round++) {
      const order = await awaitingPayment(setup.t);
      await askLink(a.app, order.shopper, order.id);
      const { links } = await paymentState(setup.t.database.db, order.id);
      const webhook = fake.pay(links[0]?.gatewayLinkId ?? '', { method: 'upi' });
      const url = (i: { url: string }) => `${i.url}/api/webhooks/razorpay`;
      const answers = await Promise.all([
        fake.deliver(url(a), webhook),
        fake.deliver(url(b), webhook),
        fake.deliver(url(b), webhook),
        fake.deliver(url(a), webhook),
      ]);
      expect(answers).toEqual([200, 200, 200, 200]);
      const state = await paymentState(setup.t.database.db, order.id);
      expect(state.order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'UPI' });
      expect(state.invoices).toHaveLength(1);
      expect(state.links.filter((l) => l.status === 'paid')).toHaveLength(1);
    }
  });
});
