// The payment_link.paid webhook body of the fake Razorpay (fake-razorpay.ts), as Razorpay sends it.
import type { FakeLink } from './fake-razorpay.ts';

const now = () => Math.floor(Date.now() / 1000);

/** The payment_link.paid event for a link and one of its payments, as Razorpay sends it. */
export function paidEvent(link: FakeLink, payment: NonNullable<FakeLink['payments']>[number]) {
  const orderId = `order_${link.id.slice(6)}`;
  return {
    entity: 'event',
    account_id: 'acc_FakeAccount01',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { ...link, payments: undefined, order_id: orderId } },
      order: {
        entity: {
          id: orderId,
          amount: link.amount,
          amount_paid: link.amount_paid,
          status: 'paid',
          receipt: link.reference_id,
        },
      },
      payment: {
        entity: {
          id: payment.payment_id,
          entity: 'payment',
          amount: payment.amount,
          currency: 'INR',
          status: 'captured',
          method: payment.method,
          captured: true,
          created_at: payment.created_at,
        },
      },
    },
    created_at: now(),
  };
}
