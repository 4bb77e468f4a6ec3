// /my-account/orders: ORDER, PRODUCT, PAYMENT STATUS, ORDER STATUS, TOTAL, ACTIONS (View Details, Pay Now, and
// Cancel while the booking is new). Each order shows only what applies to it: Pay Now exactly when the
// garage asked for payment, else a short reason; a paid order its invoice; a cancelled one is 'Not charged'. Back from
// the payment gateway, the order's page reads the orders again until the gateway's confirmation marks it paid.
import { ORDER_PAGE_PARAM } from '@motomitra/domain/order-page';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { PaymentSheet } from '../../orders/components/payment-sheet.tsx';
import { RescheduleDialog } from '../../orders/components/reschedule-dialog.tsx';
import { ReviewDialog } from '../../orders/components/review-dialog.tsx';
import { OrderDetails } from '../components/order-details.tsx';
import { OrderRow } from '../components/order-row.tsx';
import { PaymentReturnNotice } from '../components/payment-return-notice.tsx';
import { useOrdersAfterPayment } from '../use-payment-return.ts';

export function Component() {
  usePageTitle(accountText('account.nav.orders'));
  // The order shown in View Details, by id: it follows the list as the customer answers on extra work. An order's own
  // address (?order=<id>, which its e-mails and the payment gateway's return link to) opens with its details.
  const [params] = useSearchParams();
  const [detailsId, setDetailsId] = useState<string | null>(() => params.get(ORDER_PAGE_PARAM));
  const returnedFor = params.get(ORDER_PAGE_PARAM);
  const {
    query: { data: orders, isError, refetch },
    notice,
  } = useOrdersAfterPayment(returnedFor);
  const details = orders?.find((o) => o._id === detailsId) ?? null;
  const [paying, setPaying] = useState<string | null>(null);
  // The order being moved to another date and slot, by id like the details.
  const [movingId, setMovingId] = useState<string | null>(null);
  const moving = orders?.find((o) => o._id === movingId) ?? null;
  const [ratingId, setRatingId] = useState<string | null>(null);
  const rating = orders?.find((o) => o._id === ratingId) ?? null;
  return (
    <section>
      <h1>{accountText('account.nav.orders')}</h1>
      {details?._id !== returnedFor && <PaymentReturnNotice notice={notice} />}
      {isError && <LoadProblem text={bookingText('orders.loadFailed')} onRetry={() => refetch()} />}
      {!orders && !isError && <Spinner />}
      {orders?.length === 0 && <p className="empty">{accountText('noOrders')}</p>}
      {orders && orders.length > 0 && (
        <table className="cart-table orders-table">
          <caption className="visually-hidden">{bookingText('orders.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{bookingText('orders.col.order')}</th>
              <th scope="col">{bookingText('orders.col.product')}</th>
              <th scope="col">{bookingText('orders.col.payment')}</th>
              <th scope="col">{bookingText('orders.col.status')}</th>
              <th scope="col">{bookingText('orders.col.total')}</th>
              <th scope="col">{bookingText('orders.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <OrderRow
                key={o._id}
                order={o}
                onDetails={() => setDetailsId(o._id)}
                onPay={() => setPaying(o._id)}
                onMove={() => setMovingId(o._id)}
                onRate={() => setRatingId(o._id)}
              />
            ))}
          </tbody>
        </table>
      )}
      {details && (
        <OrderDetails
          order={details}
          notice={details._id === returnedFor ? <PaymentReturnNotice notice={notice} /> : null}
          onClose={() => setDetailsId(null)}
          onMove={() => {
            setDetailsId(null);
            setMovingId(details._id);
          }}
        />
      )}
      {moving && <RescheduleDialog order={moving} onClose={() => setMovingId(null)} />}
      {rating && <ReviewDialog order={rating} onClose={() => setRatingId(null)} />}
      {paying && <PaymentSheet orderId={paying} onClose={() => setPaying(null)} />}
    </section>
  );
}
