// What My Orders says about an order the customer came back to from the payment gateway: confirming, still
// confirming, or paid. One live region, so that a screen reader hears the change from confirming to paid.
import { bookingText } from '../../../i18n/en/booking.ts';
import type { PaymentReturn } from '../use-payment-return.ts';

const TEXT = {
  confirming: 'orders.returnConfirming',
  slow: 'orders.returnSlow',
  paid: 'orders.returnPaid',
} as const;

export function PaymentReturnNotice({ notice }: { notice: PaymentReturn }) {
  return <p role="status">{notice && bookingText(TEXT[notice])}</p>;
}
