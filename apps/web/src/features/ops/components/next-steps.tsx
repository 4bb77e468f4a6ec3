// Next on the garage's order screen: only the moves the order allows, the normal path first and "Delivered, payment
// pending" last (the domain's order of steps), then moving it to another slot, cancelling it, and why it was cancelled.
import type { OrderStatus } from '@motomitra/domain/constants';
import { type ConsoleStep, canMove, consoleSteps, STATUS_LABELS } from '@motomitra/domain/lifecycle';
import { formatRupees } from '@motomitra/domain/money';
import type { OpsOrder } from '@motomitra/domain/ops';
import { OPERATOR_RESCHEDULE_STATUSES } from '@motomitra/domain/reschedule';
import { HANDED_OVER } from '@motomitra/domain/staff-work';
import { useFeedback } from '../../../components/feedback.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { CancelForm } from './cancel-form.tsx';
import { HandoverDeskForm } from './handover-desk-form.tsx';
import type { Run } from './order-run.ts';
import { RescheduleForm } from './reschedule-form.tsx';
import { UnpaidDeliveryForm } from './unpaid-delivery-form.tsx';

export function NextSteps({ order, run, busy }: { order: OpsOrder; run: Run; busy: boolean }) {
  const { confirm } = useFeedback();
  const move = async (to: OrderStatus) => {
    if (!(await confirm(opsText('ops.order.confirmMove', { oid: order.OID, to: STATUS_LABELS[to] })))) return;
    await run('status', { to }, 'POST', opsText('ops.order.moved', { to: STATUS_LABELS[to] }));
  };
  const steps = consoleSteps(order.status, order.paymentStatus, order.items);
  const step = (s: ConsoleStep) => {
    switch (s.kind) {
      case 'move': {
        // With a handover code, picking up and delivering go through the handover: the code, or an override.
        const stage = order.handover.codeRequired ? HANDED_OVER[s.to] : undefined;
        if (stage)
          return (
            <HandoverDeskForm key={`move-${s.to}`} order={order} stage={stage} unpaid={false} run={run} busy={busy} />
          );
        return (
          <div key={`move-${s.to}`} className="orders-table__actions">
            <button type="button" className="button" disabled={busy} onClick={() => move(s.to)}>
              {opsText('ops.order.moveTo', { to: STATUS_LABELS[s.to] })}
            </button>
          </div>
        );
      }
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
        if (order.handover.codeRequired) {
          return <HandoverDeskForm key="unpaid" order={order} stage="drop" unpaid run={run} busy={busy} />;
        }
        return <UnpaidDeliveryForm key="unpaid" order={order} run={run} busy={busy} />;
    }
  };

  return (
    <section className="ops-card" aria-labelledby="ops-next">
      <h2 id="ops-next">{opsText('ops.order.next')}</h2>
      {steps.length === 0 ? <p className="muted">{opsText('ops.order.noNext')}</p> : steps.map(step)}
      {OPERATOR_RESCHEDULE_STATUSES.includes(order.status) && <RescheduleForm order={order} run={run} busy={busy} />}
      {canMove(order.status, 'cancelled') && <CancelForm order={order} run={run} busy={busy} />}
      {order.cancelReason && <p>{opsText('ops.order.cancelReason', { reason: order.cancelReason })}</p>}
    </section>
  );
}
