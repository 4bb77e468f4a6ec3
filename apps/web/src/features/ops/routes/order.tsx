// /ops/orders/{id}: everything the customer gave at checkout, pickup and drop on the map, the status timeline,
// next-status buttons offering only allowed moves, cancel with a reason, the job card, and payment
// (request while on the way back, see the customer's UTR, confirm paid → the GST invoice).
import { CITY_LABELS, type OrderStatus } from '@motomitra/domain/constants';
import {
  type ConsoleStep,
  canMove,
  consoleSteps,
  PAYMENT_SHOWN_LABELS,
  paymentShown,
  STATUS_LABELS,
} from '@motomitra/domain/lifecycle';
import { formatRupees } from '@motomitra/domain/money';
import type { AddressIs, OpsOrder } from '@motomitra/domain/ops';
import { OPERATOR_RESCHEDULE_STATUSES } from '@motomitra/domain/reschedule';
import { telHref } from '@motomitra/domain/site';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Details } from '../../../components/details.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { formatDate, formatDateTime } from '../../../components/format.ts';
import { ApiError, errorText } from '../../../components/http.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { t } from '../../../i18n/t.ts';
import { vehicleSize } from '../../account/vehicle-text.ts';
import { opsOrderQuery, useOrderCommand } from '../api.ts';
import { CancelForm } from '../components/cancel-form.tsx';
import { JobCard } from '../components/job-card.tsx';
import type { Run } from '../components/order-run.ts';
import { Payment } from '../components/payment-panel.tsx';
import { RescheduleForm } from '../components/reschedule-form.tsx';
import { UnpaidDeliveryForm } from '../components/unpaid-delivery-form.tsx';

const RouteMap = lazy(() => import('../components/route-map.tsx'));

export function Component() {
  const { id = '' } = useParams();
  const { data: order, isError, error } = useQuery(opsOrderQuery(id));
  usePageTitle(order ? opsText('ops.order.title', { oid: order.OID }) : t('ops.nav.bookings'));
  if (isError) {
    return (
      <section>
        <h1>{t('ops.nav.bookings')}</h1>
        <p role="alert">{error instanceof ApiError ? error.message : opsText('ops.loadFailed')}</p>
        <Link to="/ops">{opsText('ops.order.back')}</Link>
      </section>
    );
  }
  if (!order) return <Spinner />;
  return <OrderPage order={order} />;
}

/** Runs a command on the order and reports it; the answer is whether it went through (a form then clears). */
function useChange(order: OpsOrder) {
  const { toast } = useFeedback();
  const command = useOrderCommand(order._id);
  const run: Run = async (action, body = {}, method = 'POST', done) => {
    try {
      await command.mutateAsync({ action, body, method });
      if (done) toast(done, 'success');
      return true;
    } catch (err) {
      toast(errorText(err, opsText('ops.failed')), 'error');
      return false;
    }
  };
  return { run, busy: command.isPending };
}

/** "Home address" only for the customer's saved one: else the saved address's label, or the pickup place. */
const addressLabel = (is: AddressIs) =>
  is.kind === 'home'
    ? opsText('ops.order.homeAddress')
    : is.kind === 'saved'
      ? opsText('ops.order.savedAddress', { label: is.label })
      : opsText('ops.order.pickupPlace');

/** A phone number the desk can tap to call (issue 14). */
const Phone = ({ number }: { number: string }) => <a href={telHref(number)}>{number}</a>;

function OrderPage({ order }: { order: OpsOrder }) {
  const { confirm } = useFeedback();
  const { run, busy } = useChange(order);
  const move = async (to: OrderStatus) => {
    if (!(await confirm(opsText('ops.order.confirmMove', { oid: order.OID, to: STATUS_LABELS[to] })))) return;
    await run('status', { to }, 'POST', opsText('ops.order.moved', { to: STATUS_LABELS[to] }));
  };
  // The size is the body segment for cars, the engine cc for bikes.
  const size = vehicleSize({ vehicle_type: order.vehicleType, bike_cc: order.bikeCc, car_type: order.carType });
  const yes = (v: boolean) => opsText(v ? 'ops.order.yes' : 'ops.order.no');
  // The normal path first, "Delivered, payment pending" last (the domain's order of steps).
  const steps = consoleSteps(order.status, order.paymentStatus, order.items);
  const step = (s: ConsoleStep) => {
    switch (s.kind) {
      case 'move':
        return (
          <div key={`move-${s.to}`} className="orders-table__actions">
            <button type="button" className="button" disabled={busy} onClick={() => move(s.to)}>
              {opsText('ops.order.moveTo', { to: STATUS_LABELS[s.to] })}
            </button>
          </div>
        );
      case 'requestPayment':
        return (
          <div key="request" className="orders-table__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => run('request-payment', {}, 'POST', opsText('ops.order.requested'))}
            >
              {opsText('ops.order.requestPayment', { amount: formatRupees(order.finalTotal) })}
            </button>
          </div>
        );
      case 'proposalsWait':
        return (
          <p key="wait" className="muted">
            {opsText('ops.order.requestWaiting')}
          </p>
        );
      case 'confirmPayment':
        return (
          <p key="confirm" className="muted">
            {opsText('ops.order.confirmBelow')}
          </p>
        );
      case 'deliverUnpaid':
        return <UnpaidDeliveryForm key="unpaid" order={order} run={run} busy={busy} />;
    }
  };

  return (
    <article className="ops-order">
      <p>
        <Link to="/ops">{opsText('ops.order.back')}</Link>
      </p>
      <header className="section-head">
        <h1>{opsText('ops.order.title', { oid: order.OID })}</h1>
        <p>
          <span className={`status status--${order.status}`}>{STATUS_LABELS[order.status]}</span>{' '}
          <span className="status">{PAYMENT_SHOWN_LABELS[paymentShown(order.status, order.paymentStatus)]}</span>
        </p>
      </header>

      <section className="ops-card" aria-labelledby="ops-next">
        <h2 id="ops-next">{opsText('ops.order.next')}</h2>
        {steps.length === 0 ? <p className="muted">{opsText('ops.order.noNext')}</p> : steps.map(step)}
        {OPERATOR_RESCHEDULE_STATUSES.includes(order.status) && <RescheduleForm order={order} run={run} busy={busy} />}
        {canMove(order.status, 'cancelled') && <CancelForm order={order} run={run} busy={busy} />}
        {order.cancelReason && <p>{opsText('ops.order.cancelReason', { reason: order.cancelReason })}</p>}
      </section>

      <div className="ops-order__grid">
        <section className="ops-card" aria-labelledby="ops-customer">
          <h2 id="ops-customer">{opsText('ops.order.customer')}</h2>
          <Details
            rows={[
              [opsText('ops.order.name'), `${order.customerName} (${order.CXID})`],
              [opsText('ops.order.email'), order.customerEmail],
              [opsText('ops.order.phone'), <Phone key="phone" number={order.customerPhone} />],
              [
                opsText('ops.order.alternate'),
                order.alternateNumber ? <Phone key="alt" number={order.alternateNumber} /> : '—',
              ],
              [addressLabel(order.addressIs), order.address || '—'],
            ]}
          />
        </section>
        <section className="ops-card" aria-labelledby="ops-vehicle">
          <h2 id="ops-vehicle">{opsText('ops.order.vehicle')}</h2>
          <Details
            rows={[
              [opsText('ops.order.makeModel'), `${order.makeModel} (${order.vehicleType}${size ? `, ${size}` : ''})`],
              [opsText('ops.order.registration'), order.registrationNumber],
              [opsText('ops.order.transmission'), order.transmissionType ?? '—'],
              [opsText('ops.order.verified'), `${yes(order.verifyMakeModel)} / ${yes(order.verifyRegistrationNumber)}`],
              [opsText('ops.order.breakdown'), yes(order.verifyBreakdown)],
              [
                opsText('ops.order.insurance'),
                order.verifyVehicleInsurance ? `${yes(true)} (${order.vehicleInsuranceStatus ?? '—'})` : yes(false),
              ],
            ]}
          />
        </section>
        <section className="ops-card" aria-labelledby="ops-booking">
          <h2 id="ops-booking">{opsText('ops.order.booking')}</h2>
          <Details
            rows={[
              [opsText('ops.order.service'), `${order.productName} (${order.productCategory})`],
              [opsText('ops.order.when'), `${formatDate(order.servicingDate)}, ${order.serviceTimeSlot}`],
              [opsText('ops.order.delivery'), formatDate(order.expectedDeliveryDate)],
              [opsText('ops.order.city'), `${CITY_LABELS[order.city]}, ${order.state} ${order.pincode}`],
              [opsText('ops.order.placed'), formatDateTime(order.createdAt)],
              [opsText('ops.order.note'), order.note || '—'],
            ]}
          />
        </section>
      </div>

      <section className="ops-card" aria-labelledby="ops-places">
        <h2 id="ops-places">{opsText('ops.order.places')}</h2>
        <Details
          rows={[
            [opsText('ops.order.pickup'), order.pickupLocation.address],
            [opsText('ops.order.flat'), order.flat || '—'],
            [opsText('ops.order.landmark'), order.landmark || '—'],
            [opsText('ops.order.drop'), order.dropLocation.address],
          ]}
        />
        <Suspense fallback={<Spinner />}>
          <RouteMap
            pickup={order.pickupLocation}
            drop={order.dropLocation}
            label={opsText('ops.order.map')}
            pickupLabel={opsText('ops.order.pickup')}
            dropLabel={opsText('ops.order.drop')}
          />
        </Suspense>
      </section>

      <JobCard order={order} run={run} busy={busy} />
      <Payment order={order} run={run} busy={busy} />

      <section className="ops-card" aria-labelledby="ops-timeline">
        <h2 id="ops-timeline">{opsText('ops.order.timeline')}</h2>
        <ol className="timeline">
          {order.events.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only and never reorder
            <li key={i}>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time> · <strong>{e.actorName}</strong>{' '}
              <span className="muted">({e.actorRole})</span>:{' '}
              {e.kind === 'status' && e.from && e.to
                ? opsText('ops.order.eventStatus', {
                    from: STATUS_LABELS[e.from as OrderStatus] ?? e.from,
                    to: STATUS_LABELS[e.to as OrderStatus] ?? e.to,
                  })
                : e.kind === 'payment'
                  ? opsText('ops.order.eventPayment', { to: e.to ?? '' })
                  : e.kind === 'placed'
                    ? opsText('ops.order.eventPlaced')
                    : e.kind === 'schedule'
                      ? opsText('ops.order.eventSchedule', { from: e.from ?? '', to: e.to ?? '' })
                      : opsText('ops.order.eventJob')}
              {e.note && ` — ${e.note}`}
            </li>
          ))}
          {order.events.length === 0 && <li className="muted">{opsText('ops.order.noEvents')}</li>}
        </ol>
      </section>
    </article>
  );
}
