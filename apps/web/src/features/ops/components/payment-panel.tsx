// Payment on the operator's order page: the payment's state, confirming a payment once it can be (its form warns as
// the operator types: confirm-payment-form.tsx), and the invoice it issued. Asking for the payment is a next step
// (next-steps.tsx).
import type { OrderStatus } from '@motomitra/domain/constants';
import { PAYMENT_SHOWN_LABELS, paymentShown } from '@motomitra/domain/lifecycle';
import { formatRupees } from '@motomitra/domain/money';
import type { OpsOrder } from '@motomitra/domain/ops';
import { Details } from '../../../components/details.tsx';
import { formatDateTime } from '../../../components/format.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useConfirmPayment } from '../use-confirm-payment.ts';
import { ConfirmPaymentForm } from './confirm-payment-form.tsx';
import type { Run } from './order-run.ts';

/** Each payment the gateway took: method, its payment id, amount and time; and, after cancelling, its refund. */
function gatewayRows(order: OpsOrder): [string, string][] {
  return order.gatewayPayments.flatMap((p) => {
    const paid: [string, string] = [
      opsText('ops.order.gatewayPaid'),
      [p.method, p.paymentId, formatRupees(p.amount), p.paidAt ? formatDateTime(p.paidAt) : '']
        .filter(Boolean)
        .join(' · '),
    ];
    if (p.refundId) {
      const at = p.refundedAt ? formatDateTime(p.refundedAt) : '';
      const refunded = opsText('ops.order.gatewayRefunded', { id: p.refundId, status: p.refundStatus ?? '', at });
      return [paid, [opsText('ops.order.gatewayRefund'), refunded]];
    }
    if (order.status === 'cancelled')
      return [paid, [opsText('ops.order.gatewayRefund'), opsText('ops.order.gatewayNotRefunded')]];
    return [paid];
  });
}

/** Payment is asked for on the way back (a next step then); before that the panel says when. */
const BEFORE_THE_WAY_BACK: readonly OrderStatus[] = ['new', 'pickedUp', 'inService'];

export function Payment(props: { order: OpsOrder; run: Run; busy: boolean }) {
  const { order } = props;
  const payment = useConfirmPayment(order, props.run);
  const byGateway = order.gatewayPayments.some((p) => p.paymentId === order.paymentReference);
  return (
    <section className="ops-card" aria-labelledby="ops-payment">
      <h2 id="ops-payment">{opsText('ops.order.payment')}</h2>
      <Details
        rows={[
          [opsText('ops.order.paymentStatus'), PAYMENT_SHOWN_LABELS[paymentShown(order.status, order.paymentStatus)]],
          [opsText('ops.order.final'), formatRupees(order.finalTotal)],
          // Paid through the gateway, the order's reference is the gateway's payment id, not a UTR the customer typed.
          ...(byGateway
            ? []
            : ([[opsText('ops.order.customerRef'), order.paymentReference ?? '—']] as [string, string][])),
          ...gatewayRows(order),
          ...(order.paidAt
            ? ([
                [opsText('ops.order.paidAt'), formatDateTime(order.paidAt)],
                [
                  opsText('ops.order.paidBy'),
                  byGateway
                    ? opsText('ops.order.paidByGateway', {
                        method: order.paymentMethod ?? '',
                        id: order.paymentReference ?? '',
                      })
                    : `${order.paymentMethod ?? ''} ${order.paymentConfirmation ?? ''}`.trim(),
                ],
              ] as [string, string][])
            : []),
        ]}
      />
      {order.paymentStatus === 'pending' && BEFORE_THE_WAY_BACK.includes(order.status) && (
        <p className="muted">{opsText('ops.order.requestWhen')}</p>
      )}
      {order.canConfirmPayment && <ConfirmPaymentForm order={order} payment={payment} busy={props.busy} />}
      {order.invoice && (
        <p>
          <a className="button button--ghost" href={`/api/ops/invoices/${order.invoice._id}/pdf`} download>
            {opsText('ops.order.invoice', { number: order.invoice.number })}
          </a>
        </p>
      )}
    </section>
  );
}
