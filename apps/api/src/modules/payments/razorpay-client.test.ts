// The Razorpay client against a local fake that speaks Payment Links and Refunds: what it sends, what it reads back,
// and what a failure means (a refusal is final; a network failure, a timeout, a 5xx or a 429 is worth trying again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '../../testing/fake-razorpay.ts';
import { RAZORPAY_KEYS } from '../../testing/payments.ts';
import { ProviderError } from '../messaging/provider-http.ts';
import type { CreateLinkInput, Gateway } from './gateway.ts';
import { razorpayGateway } from './razorpay-client.ts';

let fake: FakeRazorpay;
let gateway: Gateway;
beforeAll(async () => {
  fake = await startFakeRazorpay(RAZORPAY_KEYS);
  gateway = razorpayGateway({ kind: 'razorpay', apiUrl: fake.url, ...RAZORPAY_KEYS });
});
afterAll(() => fake.close());

let n = 0;
const input = (over: Partial<CreateLinkInput> = {}): CreateLinkInput => ({
  amountPaise: 99_900,
  referenceId: `MM-2026-00${++n}`,
  description: 'MotoMitra MM-2026-001',
  customer: { name: 'Asha Patil', contact: '+919822012345', email: null },
  callbackUrl: 'https://motomitra.in/my-account/orders?order=1',
  ...over,
});

async function failure(call: Promise<unknown>): Promise<ProviderError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(err)}`);
  return err;
}

describe('razorpayGateway', () => {
  it('creates a link as documented and reads it back, with its captured payment once paid', async () => {
    const made = await gateway.createLink(input({ referenceId: 'MM-2026-000123' }));
    expect(made).toMatchObject({ status: 'created', amountPaise: 99_900, referenceId: 'MM-2026-000123', payments: [] });
    expect(made.shortUrl).toMatch(/^https:\/\/rzp\.io\/i\//);
    expect(fake.links.get(made.id)).toMatchObject({
      currency: 'INR',
      customer: { name: 'Asha Patil', contact: '+919822012345' },
      notify: { sms: false, email: false },
      callback_method: 'get',
    });
    expect(fake.links.get(made.id)?.customer).not.toHaveProperty('email');
    fake.pay(made.id, { method: 'card' });
    const paid = await gateway.fetchLink(made.id);
    expect(paid).toMatchObject({ status: 'paid', amountPaidPaise: 99_900 });
    expect(paid.payments).toEqual([
      { paymentId: expect.stringMatching(/^pay_/), amountPaise: 99_900, method: 'card', at: expect.any(Date) },
    ]);
  });

  it('cancels a link, and refunds a payment', async () => {
    const open = await gateway.createLink(input());
    await gateway.cancelLink(open.id);
    expect((await gateway.fetchLink(open.id)).status).toBe('cancelled');
    const paid = await gateway.createLink(input());
    fake.pay(paid.id);
    const paymentId = (await gateway.fetchLink(paid.id)).payments[0]?.paymentId ?? '';
    const refund = await gateway.refund(paymentId, 99_900, { reason: 'order cancelled' }, `refund-${paid.id}`);
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_/), status: 'processed' });
    expect(fake.refunds.at(-1)).toMatchObject({
      payment_id: paymentId,
      amount: 99_900,
      notes: { reason: 'order cancelled' },
    });
    // Asked again with its idempotency key (X-Refund-Idempotency): the same refund, no second.
    const count = fake.refunds.length;
    expect(await gateway.refund(paymentId, 99_900, { reason: 'order cancelled' }, `refund-${paid.id}`)).toEqual(refund);
    expect(fake.refunds).toHaveLength(count);
    // The same key for another request is refused, as Razorpay refuses it.
    const other = await failure(gateway.refund(paymentId, 100, { reason: 'order cancelled' }, `refund-${paid.id}`));
    expect(other.message).toContain('Different request with the same idempotency key');
  });

  it('says a refusal is final, with Razorpay’s words', async () => {
    const err = await failure(gateway.createLink(input({ amountPaise: 50 })));
    expect(err).toMatchObject({ retryable: false, status: 400 });
    expect(err.message).toContain('BAD_REQUEST_ERROR: The amount must be atleast INR 1.00');
    const cancelled = await gateway.createLink(input());
    await gateway.cancelLink(cancelled.id);
    expect(await failure(gateway.cancelLink(cancelled.id))).toMatchObject({ retryable: false });
    const wrongKeys = razorpayGateway({
      kind: 'razorpay',
      apiUrl: fake.url,
      ...RAZORPAY_KEYS,
      keySecret: 'wrong-secret',
    });
    expect(await failure(wrongKeys.fetchLink(cancelled.id))).toMatchObject({ retryable: false, status: 401 });
  });

  it('says a 5xx, a 429 or a cut connection is worth trying again', async () => {
    fake.failNext({ status: 503 }, { status: 429 }, 'network');
    expect(await failure(gateway.createLink(input()))).toMatchObject({ retryable: true, status: 503 });
    expect(await failure(gateway.createLink(input()))).toMatchObject({ retryable: true, status: 429 });
    const cut = await failure(gateway.createLink(input()));
    expect(cut).toMatchObject({ retryable: true, status: null });
    expect(cut.message).toContain('Razorpay could not be reached');
  });
});
