// Razorpay's payment_link.paid webhook as Razorpay sends it: the event's body (payment link, order and payment
// entities), the signature Razorpay puts on it (razorpaySignature, which webhook.ts checks), and the query Razorpay adds
// to the callback address when it sends the customer back. The built-in test gateway sends exactly this to the shop's
// own webhook, so that paying on a laptop goes through the same signature and settlement code.
import { createHmac, randomBytes } from 'node:crypto';

export type PaidLink = { linkId: string; shortUrl: string; amountPaise: number; referenceId: string };
export type PaidWith = { paymentId: string; method: string; at: Date };

/**
 * The signature Razorpay puts on `raw`, the hex HMAC-SHA256 under `secret`: on a webhook's body (X-Razorpay-Signature,
 * under the webhook secret), and on the callback's "link|reference|status|payment" (under the key secret).
 */
export const razorpaySignature = (raw: string | Buffer, secret: string) =>
  createHmac('sha256', secret).update(raw).digest('hex');

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** A gateway id as Razorpay writes them (pay_…, order_…), marked as the test gateway's. */
export const testId = (prefix: string) => `${prefix}_test${randomBytes(7).toString('hex')}`;

/** The body of payment_link.paid for `link` paid in full by `payment`, as JSON text (the bytes that are signed). */
export function paidEventBody(link: PaidLink, payment: PaidWith, orderId = testId('order')): string {
  const at = seconds(payment.at);
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test0000000000',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: {
        entity: {
          id: link.linkId,
          entity: 'payment_link',
          amount: link.amountPaise,
          amount_paid: link.amountPaise,
          currency: 'INR',
          accept_partial: false,
          reference_id: link.referenceId,
          short_url: link.shortUrl,
          order_id: orderId,
          status: 'paid',
          updated_at: at,
        },
      },
      order: {
        entity: {
          id: orderId,
          entity: 'order',
          amount: link.amountPaise,
          amount_paid: link.amountPaise,
          amount_due: 0,
          currency: 'INR',
          receipt: link.referenceId,
          status: 'paid',
          attempts: 1,
        },
      },
      payment: {
        entity: {
          id: payment.paymentId,
          entity: 'payment',
          amount: link.amountPaise,
          currency: 'INR',
          status: 'captured',
          captured: true,
          order_id: orderId,
          method: payment.method,
          amount_refunded: 0,
          created_at: at,
        },
      },
    },
    created_at: at,
  });
}

/**
 * What Razorpay adds to the callback address of a paid link: the payment, the link, its reference and status, and
 * razorpay_signature (HMAC-SHA256 of "link|reference|status|payment", under the key secret at Razorpay).
 */
export function paidCallbackQuery(link: PaidLink, paymentId: string, secret: string): URLSearchParams {
  const signed = [link.linkId, link.referenceId, 'paid', paymentId].join('|');
  return new URLSearchParams({
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: link.linkId,
    razorpay_payment_link_reference_id: link.referenceId,
    razorpay_payment_link_status: 'paid',
    razorpay_signature: razorpaySignature(signed, secret),
  });
}
