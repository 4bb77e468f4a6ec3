// /ops/orders/{id}: everything the customer gave at checkout, pickup and drop on the map, the status timeline,
// next-status buttons offering only allowed moves, cancel with a reason, the job card, and payment
// (request while on the way back, see the customer's UTR, confirm paid → the GST invoice).
import { CITY_LABELS, type OrderStatus } from '@motomitra/domain/constants';
import { canMove, PAYMENT_METHODS, PAYMENT_STATUS_LABELS, STATUS_LABELS } from '@motomitra/domain/lifecycle';
import { formatRupees } from '@motomitra/domain/money';
import type { OpsOrder } from '@motomitra/domain/ops';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { formatDate, formatDateTime } from '../../../app/format.ts';
import { Link, useParams } from '../../../app/router.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import { vehicleSize } from '../../account/vehicle-text.ts';
import '../messages.ts';
import { OPS_KEYS } from '../admin-api.ts';
import { changeOrder, opsOrderQuery } from '../api.ts';

const RouteMap = lazy(() => import('../components/route-map.tsx'));

export function Component() {
  const { id = '' } = useParams();
  const { data: order, isError, error } = useQuery(opsOrderQuery(id));
  usePageTitle(order ? t('ops.order.title', { oid: order.OID }) : t('ops.nav.bookings'));
  if (isError) {
    return (
      <section>
        <h1>{t('ops.nav.bookings')}</h1>
        <p role="alert">{error instanceof ApiError ? error.message : t('ops.loadFailed')}</p>
        <Link to="/ops">{t('ops.order.back')}</Link>
      </section>
    );
  }
  if (!order) return <Spinner />;
  return <OrderPage order={order} />;
}

function useChange(order: OpsOrder) {
  const queryClient = useQueryClient();
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const run = async (action: string, body: unknown = {}, method: 'POST' | 'DELETE' = 'POST', done?: string) => {
    setBusy(true);
    try {
      const next = await changeOrder(order._id, action, method, body);
      queryClient.setQueryData(opsOrderQuery(order._id).queryKey, next);
      await queryClient.invalidateQueries({ queryKey: OPS_KEYS.board });
      if (done) toast(done, 'success');
      return true;
    } catch (err) {
      toast(errorText(err, 'ops.failed'), 'error');
      if (err instanceof ApiError && err.status === 409)
        await queryClient.invalidateQueries({ queryKey: opsOrderQuery(order._id).queryKey });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

function OrderPage({ order }: { order: OpsOrder }) {
  const { confirm } = useFeedback();
  const { run, busy } = useChange(order);
  const move = async (to: OrderStatus) => {
    if (!(await confirm(t('ops.order.confirmMove', { oid: order.OID, to: STATUS_LABELS[to] })))) return;
    await run('status', { to }, 'POST', t('ops.order.moved', { to: STATUS_LABELS[to] }));
  };
  // The size is the body segment for cars, the engine cc for bikes.
  const size = vehicleSize({ vehicle_type: order.vehicleType, bike_cc: order.bikeCc, car_type: order.carType });
  const yes = (v: boolean) => t(v ? 'ops.order.yes' : 'ops.order.no');

  return (
    <article className="ops-order">
      <p>
        <Link to="/ops">{t('ops.order.back')}</Link>
      </p>
      <header className="section-head">
        <h1>{t('ops.order.title', { oid: order.OID })}</h1>
        <p>
          <span className={`status status--${order.status}`}>{STATUS_LABELS[order.status]}</span>{' '}
          <span className="status">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</span>
        </p>
      </header>

      <section className="ops-card" aria-labelledby="ops-next">
        <h2 id="ops-next">{t('ops.order.next')}</h2>
        {order.nextStatuses.length === 0 ? (
          <p className="muted">{t('ops.order.noNext')}</p>
        ) : (
          <div className="orders-table__actions">
            {order.nextStatuses.map((s) => (
              <button key={s} type="button" className="button" disabled={busy} onClick={() => move(s)}>
                {t('ops.order.moveTo', { to: STATUS_LABELS[s] })}
              </button>
            ))}
          </div>
        )}
        {canMove(order.status, 'cancelled') && <CancelForm order={order} run={run} busy={busy} />}
        {order.cancelReason && <p>{t('ops.order.cancelReason', { reason: order.cancelReason })}</p>}
      </section>

      <div className="ops-order__grid">
        <section className="ops-card" aria-labelledby="ops-customer">
          <h2 id="ops-customer">{t('ops.order.customer')}</h2>
          <Details
            rows={[
              [t('ops.order.name'), `${order.customerName} (${order.CXID})`],
              [t('ops.order.email'), order.customerEmail],
              [t('ops.order.phone'), order.customerPhone],
              [t('ops.order.alternate'), order.alternateNumber],
              [t('ops.order.homeAddress'), order.address || '—'],
            ]}
          />
        </section>
        <section className="ops-card" aria-labelledby="ops-vehicle">
          <h2 id="ops-vehicle">{t('ops.order.vehicle')}</h2>
          <Details
            rows={[
              [t('ops.order.makeModel'), `${order.makeModel} (${order.vehicleType}${size ? `, ${size}` : ''})`],
              [t('ops.order.registration'), order.registrationNumber],
              [t('ops.order.transmission'), order.transmissionType ?? '—'],
              [t('ops.order.verified'), `${yes(order.verifyMakeModel)} / ${yes(order.verifyRegistrationNumber)}`],
              [t('ops.order.breakdown'), yes(order.verifyBreakdown)],
              [
                t('ops.order.insurance'),
                order.verifyVehicleInsurance ? `${yes(true)} (${order.vehicleInsuranceStatus ?? '—'})` : yes(false),
              ],
            ]}
          />
        </section>
        <section className="ops-card" aria-labelledby="ops-booking">
          <h2 id="ops-booking">{t('ops.order.booking')}</h2>
          <Details
            rows={[
              [t('ops.order.service'), `${order.productName} (${order.productCategory})`],
              [t('ops.order.when'), `${formatDate(order.servicingDate)}, ${order.serviceTimeSlot}`],
              [t('ops.order.delivery'), formatDate(order.expectedDeliveryDate)],
              [t('ops.order.city'), `${CITY_LABELS[order.city]}, ${order.state} ${order.pincode}`],
              [t('ops.order.placed'), formatDateTime(order.createdAt)],
              [t('ops.order.note'), order.note || '—'],
            ]}
          />
        </section>
      </div>

      <section className="ops-card" aria-labelledby="ops-places">
        <h2 id="ops-places">{t('ops.order.places')}</h2>
        <Details
          rows={[
            [t('ops.order.pickup'), order.pickupLocation.address],
            [t('ops.order.drop'), order.dropLocation.address],
          ]}
        />
        <Suspense fallback={<Spinner />}>
          <RouteMap
            pickup={order.pickupLocation}
            drop={order.dropLocation}
            label={t('ops.order.map')}
            pickupLabel={t('ops.order.pickup')}
            dropLabel={t('ops.order.drop')}
          />
        </Suspense>
      </section>

      <JobCard order={order} run={run} busy={busy} />
      <Payment order={order} run={run} busy={busy} />

      <section className="ops-card" aria-labelledby="ops-timeline">
        <h2 id="ops-timeline">{t('ops.order.timeline')}</h2>
        <ol className="timeline">
          {order.events.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only and never reorder
            <li key={i}>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time> · <strong>{e.actorName}</strong>{' '}
              <span className="muted">({e.actorRole})</span>:{' '}
              {e.kind === 'status' && e.from && e.to
                ? t('ops.order.eventStatus', {
                    from: STATUS_LABELS[e.from as OrderStatus] ?? e.from,
                    to: STATUS_LABELS[e.to as OrderStatus] ?? e.to,
                  })
                : e.kind === 'payment'
                  ? t('ops.order.eventPayment', { to: e.to ?? '' })
                  : e.kind === 'placed'
                    ? t('ops.order.eventPlaced')
                    : t('ops.order.eventJob')}
              {e.note && ` — ${e.note}`}
            </li>
          ))}
          {order.events.length === 0 && <li className="muted">{t('ops.order.noEvents')}</li>}
        </ol>
      </section>
    </article>
  );
}

function Details({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="details">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

type Run = (action: string, body?: unknown, method?: 'POST' | 'DELETE', done?: string) => Promise<boolean>;

function CancelForm(props: { order: OpsOrder; run: Run; busy: boolean }) {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <form
      className="form ops-inline-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await props.run('cancel', { reason }, 'POST', t('ops.order.cancelled'))) setReason('');
      }}
    >
      <div className="form__field">
        <label htmlFor={`${id}-reason`}>{t('ops.order.reason')}</label>
        <input id={`${id}-reason`} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </div>
      <button type="submit" className="button button--ghost" disabled={props.busy || reason.trim().length < 3}>
        {t('ops.order.cancel')}
      </button>
    </form>
  );
}

function JobCard(props: { order: OpsOrder; run: Run; busy: boolean }) {
  const { order } = props;
  const id = useId();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  return (
    <section className="ops-card" aria-labelledby="ops-job">
      <h2 id="ops-job">{t('ops.order.jobCard')}</h2>
      <table className="details-table">
        <caption className="visually-hidden">{t('ops.order.jobCard')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('ops.order.serviceLine', { name: order.productName })}</th>
            <td>{formatRupees(order.subtotal)}</td>
            <td />
          </tr>
          {order.discount > 0 && (
            <tr>
              <th scope="row">{t('ops.order.discount', { code: order.couponCode ?? '' })}</th>
              <td>−{formatRupees(order.discount)}</td>
              <td />
            </tr>
          )}
          {order.items.map((i) => (
            <tr key={i._id}>
              <th scope="row">
                {i.name} × {i.quantity} @ {formatRupees(i.unitPrice)}
              </th>
              <td>{formatRupees(i.amount)}</td>
              <td>
                {order.canEditJobCard && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={props.busy}
                    aria-label={t('ops.order.removeItem', { name: i.name })}
                    onClick={() => props.run(`items/${i._id}`, undefined, 'DELETE')}
                  >
                    {t('ops.order.remove')}
                  </button>
                )}
              </td>
            </tr>
          ))}
          <tr className="cart-totals__total">
            <th scope="row">{t('ops.order.final')}</th>
            <td>{formatRupees(order.finalTotal)}</td>
            <td />
          </tr>
        </tbody>
      </table>
      {order.canEditJobCard ? (
        <form
          className="ops-inline-form"
          onSubmit={async (e) => {
            e.preventDefault();
            const ok = await props.run(
              'items',
              { name, quantity: Number(quantity), unitPrice: Number(price) },
              'POST',
              t('ops.order.itemAdded'),
            );
            if (ok) {
              setName('');
              setQuantity('1');
              setPrice('');
            }
          }}
        >
          <div className="form__field">
            <label htmlFor={`${id}-name`}>{t('ops.order.itemName')}</label>
            <input id={`${id}-name`} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="form__field">
            <label htmlFor={`${id}-qty`}>{t('ops.order.itemQty')}</label>
            <input
              id={`${id}-qty`}
              type="number"
              min={1}
              max={1000}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </div>
          <div className="form__field">
            <label htmlFor={`${id}-price`}>{t('ops.order.itemPrice')}</label>
            <input
              id={`${id}-price`}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={props.busy || name.trim().length < 2 || price === ''}>
            {t('ops.order.addItem')}
          </button>
        </form>
      ) : (
        <p className="muted">{t('ops.order.jobCardFrozen')}</p>
      )}
    </section>
  );
}

function Payment(props: { order: OpsOrder; run: Run; busy: boolean }) {
  const { order } = props;
  const id = useId();
  const [method, setMethod] = useState<(typeof PAYMENT_METHODS)[number]>('UPI');
  const [reference, setReference] = useState(order.paymentReference ?? '');
  return (
    <section className="ops-card" aria-labelledby="ops-payment">
      <h2 id="ops-payment">{t('ops.order.payment')}</h2>
      <Details
        rows={[
          [t('ops.order.paymentStatus'), PAYMENT_STATUS_LABELS[order.paymentStatus]],
          [t('ops.order.final'), formatRupees(order.finalTotal)],
          [t('ops.order.customerRef'), order.paymentReference ?? '—'],
          ...(order.paidAt
            ? ([
                [t('ops.order.paidAt'), formatDateTime(order.paidAt)],
                [t('ops.order.paidBy'), `${order.paymentMethod ?? ''} ${order.paymentConfirmation ?? ''}`.trim()],
              ] as [string, string][])
            : []),
        ]}
      />
      {order.canRequestPayment && (
        <button
          type="button"
          className="button"
          disabled={props.busy}
          onClick={() => props.run('request-payment', {}, 'POST', t('ops.order.requested'))}
        >
          {t('ops.order.requestPayment', { amount: formatRupees(order.finalTotal) })}
        </button>
      )}
      {!order.canRequestPayment && order.paymentStatus === 'pending' && (
        <p className="muted">{t('ops.order.requestWhen')}</p>
      )}
      {order.canConfirmPayment && (
        <form
          className="ops-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void props.run('confirm-payment', { method, reference }, 'POST', t('ops.order.paid'));
          }}
        >
          <div className="form__field">
            <label htmlFor={`${id}-method`}>{t('ops.order.method')}</label>
            <select id={`${id}-method`} value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          </div>
          <div className="form__field">
            <label htmlFor={`${id}-ref`}>{t('ops.order.reference')}</label>
            <input id={`${id}-ref`} value={reference} maxLength={60} onChange={(e) => setReference(e.target.value)} />
          </div>
          <button type="submit" className="button" disabled={props.busy}>
            {t('ops.order.confirmPaid')}
          </button>
        </form>
      )}
      {order.invoice && (
        <p>
          <a className="button button--ghost" href={`/api/ops/invoices/${order.invoice._id}/pdf`} download>
            {t('ops.order.invoice', { number: order.invoice.number })}
          </a>
        </p>
      )}
    </section>
  );
}
