// View Details of a booking in My Orders: product, category, the description points (collapsible), status, vehicle,
// final total, city, address, order time, pickup date and slot, the handover code for the rider, the approved extra
// items in the amounts, the garage's proposals to approve or decline (with the photo of what was found), and the
// inspection report. Back from the payment gateway, it says first how the payment stands.
import type { Order } from '@motomitra/domain/booking';
import { formatRupees, takenOff } from '@motomitra/domain/money';
import { customerCanReschedule } from '@motomitra/domain/reschedule';
import type { ReactNode } from 'react';
import { Details } from '../../../components/details.tsx';
import { formatDate, formatDateTime } from '../../../components/format.ts';
import { Modal } from '../../../components/modal.tsx';
import { bookingText } from '../../../i18n/en/booking.ts';
import { categoryLabel, cityLabel, slotLabel } from '../../../i18n/t.ts';
import { ExtraWork } from '../../orders/components/extra-work.tsx';
import { InspectionReport } from '../../orders/components/inspection-report.tsx';
import { paymentLabel, statusLabels } from '../order-text.ts';
import { MoveButton } from './move-button.tsx';

export function OrderDetails(props: { order: Order; notice?: ReactNode; onClose(): void; onMove(): void }) {
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
      {props.notice}
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
      {o.handoverCode && <HandoverCode code={o.handoverCode} />}
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
      <OrderAmounts order={o} />
      <ExtraWork order={o} />
      <InspectionReport orderId={o._id} />
    </Modal>
  );
}

/**
 * The 4 digits the customer tells the rider at pickup and at drop: the proof that the vehicle is handed to, and back
 * from, the garage's own rider. Large, and spaced so that it is read out digit by digit.
 */
function HandoverCode({ code }: { code: string }) {
  return (
    <section className="handover-code" aria-labelledby="handover-code-title">
      <h3 id="handover-code-title">{bookingText('orders.d.handoverCode')}</h3>
      <p className="handover-code__digits">{code}</p>
      <p>{bookingText('orders.d.handoverHint')}</p>
    </section>
  );
}

/** The service, its coupon's discount, each approved extra item and the final total. */
function OrderAmounts({ order: o }: { order: Order }) {
  return (
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
  );
}
