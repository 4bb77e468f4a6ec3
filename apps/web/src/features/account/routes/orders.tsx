// /my-account/orders: ORDER, PRODUCT, PAYMENT STATUS, ORDER STATUS, TOTAL, ACTIONS (View Details, Pay Now, and
// Cancel while the booking is new). Each order shows only what applies to it (issue 14): Pay Now exactly when the
// garage asked for payment, else a short reason; a paid order its invoice; a cancelled one is 'Not charged'.
import type { Order } from '@motomitra/domain/booking';
import { canPayNow, customerCanCancel, hasWaitingProposal, paymentShown } from '@motomitra/domain/lifecycle';
import { PAYMENT_SHOWN_LABELS_IN, STATUS_LABELS_IN } from '@motomitra/domain/lifecycle-labels';
import { formatRupees, takenOff } from '@motomitra/domain/money';
import { ORDER_PAGE_PARAM } from '@motomitra/domain/order-page';
import { customerCanReschedule } from '@motomitra/domain/reschedule';
import { canRate } from '@motomitra/domain/reviews';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Details } from '../../../components/details.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { formatDate, formatDateTime } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { LoadProblem } from '../../../components/load-problem.tsx';
import { Modal } from '../../../components/modal.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { categoryLabel, cityLabel, currentLanguage, slotLabel } from '../../../i18n/t.ts';
import { COUPONS_KEY, cancelOrder, orderQuery, ordersQuery } from '../../orders/api.ts';
import { ExtraWork } from '../../orders/components/extra-work.tsx';
import { PaymentSheet } from '../../orders/components/payment-sheet.tsx';
import { RescheduleDialog } from '../../orders/components/reschedule-dialog.tsx';
import { ReviewDialog } from '../../orders/components/review-dialog.tsx';
import { invoicePdfUrl } from '../invoices-api.ts';

/** The status labels in the page's language. */
const statusLabels = () => STATUS_LABELS_IN[currentLanguage()];
/** A cancelled booking was never charged: it says 'Not charged', as the garage's console does (paymentShown). */
const paymentLabel = (o: Order) => PAYMENT_SHOWN_LABELS_IN[currentLanguage()][paymentShown(o.status, o.paymentStatus)];

export function Component() {
  usePageTitle(accountText('account.nav.orders'));
  const { data: orders, isError, refetch } = useQuery(ordersQuery);
  // The order shown in View Details, by id: it follows the list as the customer answers on extra work. An order's own
  // address (?order=<id>, which its e-mails link to) opens with its details.
  const [params] = useSearchParams();
  const [detailsId, setDetailsId] = useState<string | null>(() => params.get(ORDER_PAGE_PARAM));
  const details = orders?.find((o) => o._id === detailsId) ?? null;
  const [paying, setPaying] = useState<string | null>(null);
  // The order being moved to another date and slot (issue 16), by id like the details.
  const [movingId, setMovingId] = useState<string | null>(null);
  const moving = orders?.find((o) => o._id === movingId) ?? null;
  const [ratingId, setRatingId] = useState<string | null>(null);
  const rating = orders?.find((o) => o._id === ratingId) ?? null;
  return (
    <section>
      <h1>{accountText('account.nav.orders')}</h1>
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

/** Why there is no Pay Now yet, in a few words; nothing where no payment is expected. */
function paymentNote(o: Order): string | null {
  if (o.status === 'cancelled' || o.paymentStatus === 'paid') return null;
  if (o.paymentStatus === 'submitted') return bookingText('orders.note.confirming');
  if (o.status === 'delivered') return bookingText('orders.note.payGarage');
  if (o.status === 'inTransitDown') return bookingText('orders.note.billing');
  return bookingText('orders.note.later');
}

function OrderRow(props: { order: Order; onDetails(): void; onPay(): void; onMove(): void; onRate(): void }) {
  const o = props.order;
  const { confirm, toast } = useFeedback();
  const queryClient = useQueryClient();
  const payable = canPayNow(o.status, o.paymentStatus);
  const cancel = async () => {
    if (!(await confirm(bookingText('orders.confirmCancel', { oid: o.OID })))) return;
    try {
      const res = await cancelOrder(o._id);
      toast(res.message, 'success');
      // The order changed, and a coupon it used is given back.
      await Promise.all(
        [ordersQuery.queryKey, orderQuery(o._id).queryKey, COUPONS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    } catch (err) {
      toast(errorText(err, bookingText('orders.cancelFailed')), 'error');
    }
  };
  return (
    <tr>
      <td data-label={bookingText('orders.col.order')}>
        <strong>{o.OID}</strong>
        <span className="cart-table__vehicle">
          {bookingText('orders.servicingOn', { date: formatDate(o.servicingDate), slot: slotLabel(o.serviceTimeSlot) })}
        </span>
        <span className="muted cart-table__vehicle">
          {bookingText('orders.placedOn', { date: formatDate(o.createdAt) })}
        </span>
      </td>
      <td data-label={bookingText('orders.col.product')}>
        {o.productsBuyed.map((p) => p.product_name).join(', ')}
        <span className="muted cart-table__vehicle">
          {o.makeModel} · {o.registrationNumber}
        </span>
      </td>
      <td data-label={bookingText('orders.col.payment')}>{paymentLabel(o)}</td>
      <td data-label={bookingText('orders.col.status')}>
        <span className={`status status--${o.status}`}>{statusLabels()[o.status]}</span>
        {hasWaitingProposal(o.items ?? []) && (
          <span className="orders-table__waiting">{bookingText('orders.waiting')}</span>
        )}
      </td>
      <td data-label={bookingText('orders.col.total')}>{formatRupees(o.finalTotal)}</td>
      <td data-label={bookingText('orders.col.actions')}>
        <div className="orders-table__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={bookingText('orders.viewNamed', { oid: o.OID })}
            onClick={props.onDetails}
          >
            {bookingText('orders.view')}
          </button>
          {payable ? (
            <button
              type="button"
              className="button button--small"
              aria-label={bookingText('orders.payNamed', { oid: o.OID })}
              onClick={props.onPay}
            >
              {bookingText('orders.pay')}
            </button>
          ) : o.invoice ? (
            <a
              className="button button--ghost button--small"
              href={invoicePdfUrl(o.invoice._id)}
              aria-label={bookingText('orders.invoiceNamed', { number: o.invoice.number })}
            >
              {bookingText('orders.invoice')}
            </a>
          ) : (
            paymentNote(o) && <span className="muted orders-table__reason">{paymentNote(o)}</span>
          )}
          {customerCanReschedule(o) && <MoveButton order={o} onMove={props.onMove} />}
          {canRate(o.status) && !o.review && (
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={bookingText('orders.rateNamed', { oid: o.OID })}
              onClick={props.onRate}
            >
              {bookingText('orders.rate')}
            </button>
          )}
          {customerCanCancel(o.status) && (
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={bookingText('orders.cancelNamed', { oid: o.OID })}
              onClick={cancel}
            >
              {bookingText('orders.cancel')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** View Details: product, category, the description points (collapsible), status, vehicle, final total, city,
 * address, order time, pickup date and slot, the approved extra items in the amounts, and the garage's proposals
 * to approve or decline. */
/** Reschedule: the booking to another date and slot, while it is new (and moved fewer than 3 times). */
function MoveButton({ order, onMove }: { order: Order; onMove(): void }) {
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-label={bookingText('orders.rescheduleNamed', { oid: order.OID })}
      onClick={onMove}
    >
      {bookingText('orders.reschedule')}
    </button>
  );
}

function OrderDetails(props: { order: Order; onClose(): void; onMove(): void }) {
  const o = props.order;
  const rows: [string, string][] = [
    [bookingText('orders.d.status'), statusLabels()[o.status]],
    [bookingText('orders.d.makeModel'), o.makeModel],
    [bookingText('orders.d.vehicleNumber'), o.registrationNumber],
    [bookingText('orders.d.city'), cityLabel(o.city)],
    [bookingText('orders.d.address'), o.address || o.pickupLocation.address],
    [
      bookingText('orders.d.pickupAddress'),
      [o.flat, o.pickupLocation.address].filter(Boolean).join(', ') + (o.landmark ? ` (${o.landmark})` : ''),
    ],
    [bookingText('orders.d.dropAddress'), o.dropLocation.address],
    [bookingText('orders.d.orderTime'), formatDateTime(o.createdAt)],
    [bookingText('orders.d.pickup'), `${formatDate(o.servicingDate)}, ${slotLabel(o.serviceTimeSlot)}`],
    [bookingText('orders.d.payment'), paymentLabel(o)],
  ];
  return (
    <Modal title={bookingText('orders.d.title', { oid: o.OID })} onClose={props.onClose} wide>
      {o.productsBuyed.map((p) => (
        <div key={p.product_name} className="order-product">
          <h3>{p.product_name}</h3>
          <p className="product-card__category">{categoryLabel(p.category)}</p>
          <details>
            <summary>{bookingText('orders.d.descriptions')}</summary>
            <ul className="product__points">
              {p.description.map((d) => (
                <li key={d.main_point}>{d.main_point}</li>
              ))}
            </ul>
          </details>
        </div>
      ))}
      <Details rows={rows} />
      {customerCanReschedule(o) && <MoveButton order={o} onMove={props.onMove} />}
      {o.review && (
        <p>
          {bookingText('review.yours', { rating: o.review.rating })}
          {o.review.comment && ` — ${o.review.comment}`}
          {o.review.hidden && (
            <span className="muted"> ({bookingText('review.hidden', { reason: o.review.hiddenReason ?? '' })})</span>
          )}
        </p>
      )}
      <h3>{bookingText('orders.d.amounts')}</h3>
      <table className="details-table">
        <caption className="visually-hidden">{bookingText('orders.d.amounts')}</caption>
        <tbody>
          <tr>
            <th scope="row">{o.productsBuyed[0]?.product_name ?? bookingText('orders.d.service')}</th>
            <td className="money">{formatRupees(o.subtotal)}</td>
          </tr>
          {o.discount > 0 && (
            <tr>
              <th scope="row">{bookingText('orders.d.discount', { code: o.couponCode ?? '' })}</th>
              <td className="money">−{formatRupees(takenOff(o.subtotal, o.totalSellingPrice))}</td>
            </tr>
          )}
          {(o.items ?? [])
            .filter((i) => i.decision === 'approved')
            .map((i) => (
              <tr key={i._id}>
                <th scope="row">
                  {i.name} × {i.quantity}
                </th>
                <td className="money">{formatRupees(i.amount)}</td>
              </tr>
            ))}
          <tr className="cart-totals__total">
            <th scope="row">{bookingText('orders.d.finalTotal')}</th>
            <td className="money">{formatRupees(o.finalTotal)}</td>
          </tr>
        </tbody>
      </table>
      <ExtraWork order={o} />
    </Modal>
  );
}
