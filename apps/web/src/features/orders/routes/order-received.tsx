// /order-received?orderId=…: thank-you, the order number and the spec's table (status always 'Booking Confirmed'),
// then when the vehicle is picked up, the amount and how it is paid, and where the confirmation went (the customer's
// channels, decision 0019: e-mail when they have it on, WhatsApp when they chose it, else an SMS).

import { formatRupees } from '@motomitra/domain/money';
import type { Channels } from '@motomitra/domain/phone-login';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Details } from '../../../components/details.tsx';
import { formatLongDate } from '../../../components/format.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { categoryLabel, cityLabel, slotLabel } from '../../../i18n/t.ts';
import { channelsQuery } from '../../auth/channels-query.ts';
import { orderQuery } from '../api.ts';
import '../../../components/booking-parts.css';
import './order-received.css';

export function Component() {
  usePageTitle(bookingText('received.title'));
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { data: order, isError } = useQuery({ ...orderQuery(orderId), enabled: Boolean(orderId) });
  return (
    <div className="page page--narrow">
      <h1>{bookingText('received.title')}</h1>
      {(isError || !orderId) && <p role="alert">{accountText('orderFetchFailed')}</p>}
      {orderId && !order && !isError && <Spinner />}
      {order && (
        <>
          <p className="received__lead">{bookingText('received.lead', { oid: order.OID })}</p>
          <table className="details-table">
            <caption className="visually-hidden">{bookingText('received.caption')}</caption>
            <tbody>
              {(
                [
                  ['received.orderId', order.OID],
                  ['received.product', order.productsBuyed.map((p) => p.product_name).join(', ')],
                  ['received.status', accountText('bookingConfirmed')],
                  ['received.vehicleType', categoryLabel(order.vehicleType)],
                  ['received.registration', order.registrationNumber],
                  ['received.makeModel', order.makeModel],
                  ['received.city', cityLabel(order.city)],
                  ['received.pickup', order.pickupLocation.address],
                  ['received.drop', order.dropLocation.address],
                ] as const
              ).map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{bookingText(label)}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className="received__when-title">{bookingText('received.whenTitle')}</h2>
          <Details
            rows={[
              [
                bookingText('received.pickupWhen'),
                `${formatLongDate(order.servicingDate)}, ${slotLabel(order.serviceTimeSlot)}`,
              ],
              [bookingText('received.amount'), formatRupees(order.totalSellingPrice)],
            ]}
          />
          <p className="muted">{bookingText('received.howToPay')}</p>
          <SentTo />
          <p>
            <Link className="button" to="/my-account/orders">
              {bookingText('received.toOrders')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

/** Where the confirmation went, once the customer's channels are known. */
function SentTo() {
  const { data: channels } = useQuery(channelsQuery);
  return channels ? (
    <>
      {sentOn(channels).map((key) => (
        <p key={key} className="muted">
          {bookingText(key)}
        </p>
      ))}
    </>
  ) : null;
}

const sentOn = (c: Channels) =>
  [
    c.email ? ('received.emailed' as const) : null,
    c.whatsapp ? ('received.whatsapped' as const) : ('received.texted' as const),
  ].filter((key) => key !== null);
