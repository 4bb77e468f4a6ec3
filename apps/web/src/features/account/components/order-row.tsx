// One booking in My Orders: when it is serviced, what for, its payment and status, its total, and only the actions
// that apply to it (Pay Now exactly when the garage asked for payment, else a short reason or the paid invoice).
import type { Order } from '@motomitra/domain/booking';
import { canPayNow, customerCanCancel, hasWaitingProposal } from '@motomitra/domain/lifecycle';
import { formatRupees } from '@motomitra/domain/money';
import { customerCanReschedule } from '@motomitra/domain/reschedule';
import { canRate } from '@motomitra/domain/reviews';
import { formatDate } from '../../../components/format.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { slotLabel } from '../../../i18n/t.ts';
import { invoicePdfUrl } from '../invoices-api.ts';
import { paymentLabel, paymentNote, statusLabels } from '../order-text.ts';
import { useCancelOrder } from '../use-cancel-order.ts';
import { MoveButton } from './move-button.tsx';

export function OrderRow(props: { order: Order; onDetails(): void; onPay(): void; onMove(): void; onRate(): void }) {
  const o = props.order;
  const cancel = useCancelOrder();
  const payable = canPayNow(o.status, o.paymentStatus);
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
              onClick={() => cancel(o)}
            >
              {bookingText('orders.cancel')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
