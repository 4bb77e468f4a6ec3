// How My Orders words an order's status and payment in the page's language, and why a row has no Pay Now yet.
import type { Order } from '@motomitra/domain/booking';
import { paymentShown } from '@motomitra/domain/lifecycle';
import { PAYMENT_SHOWN_LABELS_IN, STATUS_LABELS_IN } from '@motomitra/domain/lifecycle-labels';
import { bookingText } from '../../i18n/en/booking.ts';
import { currentLanguage } from '../../i18n/t.ts';

type Standing = Pick<Order, 'status' | 'paymentStatus'>;

/** The status labels in the page's language. */
export const statusLabels = () => STATUS_LABELS_IN[currentLanguage()];

/** A cancelled booking was never charged: it says 'Not charged', as the garage's console does (paymentShown). */
export const paymentLabel = (o: Standing) =>
  PAYMENT_SHOWN_LABELS_IN[currentLanguage()][paymentShown(o.status, o.paymentStatus)];

/** Why there is no Pay Now yet, in a few words; nothing where no payment is expected. */
export function paymentNote(o: Standing): string | null {
  if (o.status === 'cancelled' || o.paymentStatus === 'paid') return null;
  if (o.paymentStatus === 'submitted') return bookingText('orders.note.confirming');
  if (o.status === 'delivered') return bookingText('orders.note.payGarage');
  if (o.status === 'inTransitDown') return bookingText('orders.note.billing');
  return bookingText('orders.note.later');
}
