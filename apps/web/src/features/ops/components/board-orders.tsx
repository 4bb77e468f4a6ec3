// The bookings board's page of orders: each links to its order screen, with the customer's phone to tap, the vehicle,
// the service, status and payment (an unpaid delivery stands out), who has it (pickup rider, technician, drop rider)
// and the total.
import { CITY_LABELS } from '@motomitra/domain/constants';
import { isUnpaidDelivery, PAYMENT_SHOWN_LABELS, paymentShown, STATUS_LABELS } from '@motomitra/domain/lifecycle';
import { formatRupees } from '@motomitra/domain/money';
import type { OpsOrderSummary } from '@motomitra/domain/ops';
import { telHref } from '@motomitra/domain/site';
import type { Assignments } from '@motomitra/domain/staff-work';
import { formatDate } from '../../../components/format.ts';
import { Link } from '../../../components/links.tsx';
import { opsText } from '../../../i18n/en/ops.ts';

export function BoardOrders({ orders }: { orders: OpsOrderSummary[] }) {
  return (
    <table className="cart-table">
      <caption className="visually-hidden">{opsText('ops.board.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{opsText('ops.board.col.order')}</th>
          <th scope="col">{opsText('ops.board.col.when')}</th>
          <th scope="col">{opsText('ops.board.col.customer')}</th>
          <th scope="col">{opsText('ops.board.col.vehicle')}</th>
          <th scope="col">{opsText('ops.board.col.service')}</th>
          <th scope="col">{opsText('ops.board.col.status')}</th>
          <th scope="col">{opsText('ops.board.col.staff')}</th>
          <th scope="col">{opsText('ops.board.col.total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o._id}>
            <td data-label={opsText('ops.board.col.order')}>
              <Link to={`/ops/orders/${o._id}`}>{o.OID}</Link>
            </td>
            <td data-label={opsText('ops.board.col.when')}>
              {formatDate(o.servicingDate)}
              <span className="muted cart-table__vehicle">
                {o.serviceTimeSlot} · {CITY_LABELS[o.city]}
              </span>
            </td>
            <td data-label={opsText('ops.board.col.customer')}>
              {o.customerName}
              <a className="cart-table__vehicle" href={telHref(o.customerPhone)}>
                {o.customerPhone}
              </a>
            </td>
            <td data-label={opsText('ops.board.col.vehicle')}>
              {o.makeModel}
              <span className="vehicle-card__reg cart-table__vehicle">{o.registrationNumber}</span>
            </td>
            <td data-label={opsText('ops.board.col.service')}>{o.productName}</td>
            <td data-label={opsText('ops.board.col.status')}>
              <span className={`status status--${o.status}`}>{STATUS_LABELS[o.status]}</span>
              {isUnpaidDelivery(o.status, o.paymentStatus) ? (
                <span className="cart-table__vehicle board__unpaid">{opsText('ops.board.unpaid')}</span>
              ) : (
                <span className="muted cart-table__vehicle">
                  {PAYMENT_SHOWN_LABELS[paymentShown(o.status, o.paymentStatus)]}
                </span>
              )}
            </td>
            <td data-label={opsText('ops.board.col.staff')}>
              <Crew assignments={o.assignments} />
            </td>
            <td data-label={opsText('ops.board.col.total')}>{formatRupees(o.finalTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const CREW = [
  ['pickupRider', 'ops.crew.pickupRider'],
  ['technician', 'ops.crew.technician'],
  ['dropRider', 'ops.crew.dropRider'],
] as const;

/** Who has the order, one short line each, so that a phone's card stays short: "Pickup Ravi", "Drop nobody yet". */
function Crew({ assignments }: { assignments: Assignments }) {
  return (
    <ul className="board__crew">
      {CREW.map(([key, label]) => (
        <li key={key}>
          <span className="muted">{opsText(label)}</span>{' '}
          {assignments[key]?.name ?? <span className="board__nobody">{opsText('ops.crew.nobody')}</span>}
        </li>
      ))}
    </ul>
  );
}
