// Pay online, first in a payment sheet: the gateway's own page (UPI apps, cards, netbanking) for the order's exact
// amount. The API makes or finds the order's open payment link; the page then leaves for it, and the gateway sends
// the customer back to the order, where the payment shows once the gateway has confirmed it.
import { formatRupees } from '@motomitra/domain/money';
import { useId } from 'react';
import { errorText } from '../../../components/http.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { usePaymentLink } from '../api.ts';

export function PayOnline(props: { orderId: string; amount: number }) {
  const id = useId();
  const link = usePaymentLink(props.orderId);
  const leaving = link.isPending || link.isSuccess;
  const pay = () =>
    link.mutate(undefined, {
      // A whole page change: the gateway's page is another site, which the router cannot show.
      onSuccess: ({ url }) => window.location.assign(url),
    });
  return (
    <section className="pay__online" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{bookingText('pay.online')}</h3>
      <p className="muted" id={`${id}-hint`}>
        {bookingText('pay.onlineHint')}
      </p>
      <button type="button" className="button" onClick={pay} disabled={leaving} aria-describedby={`${id}-hint`}>
        {bookingText('pay.onlineButton', { amount: formatRupees(props.amount) })}
      </button>
      <p role="status">{leaving ? bookingText('pay.onlineOpening') : null}</p>
      {link.isError && <p role="alert">{errorText(link.error, bookingText('pay.onlineFailed'))}</p>}
    </section>
  );
}
