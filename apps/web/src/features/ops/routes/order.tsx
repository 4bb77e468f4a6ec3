// /ops/orders/{id}: everything the customer gave at checkout, pickup and drop on the map, the status timeline,
// next-status buttons offering only allowed moves (picking up and delivering through the handover code), cancel with a
// reason, who has the order (riders, technician) and their minutes on it, the yearly plan covering its vehicle, its
// inspections, the job card, and payment (request while on the way back, see the customer's UTR, confirm paid → the
// GST invoice), and the customer's WhatsApp conversation with the reply box.

import { PAYMENT_SHOWN_LABELS, paymentShown, STATUS_LABELS } from '@motomitra/domain/lifecycle';
import type { OpsOrder } from '@motomitra/domain/ops';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../../components/http.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { t } from '../../../i18n/t.ts';
import { opsOrderQuery } from '../api.ts';
import { AssignmentPanel } from '../components/assignment-panel.tsx';
import { Conversation } from '../components/conversation.tsx';
import { JobCard } from '../components/job-card.tsx';
import { NextSteps } from '../components/next-steps.tsx';
import { OrderFacts } from '../components/order-facts.tsx';
import { OrderInspections } from '../components/order-inspections.tsx';
import { OrderPlaces } from '../components/order-places.tsx';
import { OrderPlan } from '../components/order-plan.tsx';
import { OrderTimeline } from '../components/order-timeline.tsx';
import { Payment } from '../components/payment-panel.tsx';
import { useOrderChange } from '../use-order-change.ts';

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

function OrderPage({ order }: { order: OpsOrder }) {
  const { run, busy } = useOrderChange(order);
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

      <NextSteps order={order} run={run} busy={busy} />
      <AssignmentPanel order={order} run={run} busy={busy} />
      <OrderPlan orderId={order._id} />
      <OrderFacts order={order} />
      <OrderPlaces order={order} />
      <OrderInspections orderId={order._id} />
      <JobCard order={order} run={run} busy={busy} />
      <Payment order={order} run={run} busy={busy} />
      <Conversation orderId={order._id} />
      <OrderTimeline events={order.events} messages={order.messages} />
    </article>
  );
}
