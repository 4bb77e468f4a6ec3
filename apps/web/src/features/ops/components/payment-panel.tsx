// Payment on the operator's order page: asking the customer to pay, and confirming a payment: how it was paid (no
// default), its reference and the amount received, asked once more since the invoice it issues cannot be changed.
import { hasWaitingProposal, PAYMENT_METHODS, PAYMENT_STATUS_LABELS } from '@motomitra/domain/lifecycle';
import { formatRupees } from '@motomitra/domain/money';
import { ConfirmPaymentBodySchema, ConfirmPaymentFields, type OpsOrder } from '@motomitra/domain/ops';
import { useId } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { errorOf, useZodForm } from '../../../components/form/use-form.ts';
import { formatDateTime } from '../../../components/format.ts';
import { t } from '../../../i18n/t.ts';
import '../messages.ts';
import { Details } from '../../../components/details.tsx';
import type { Run } from './order-run.ts';

export function Payment(props: { order: OpsOrder; run: Run; busy: boolean }) {
  const { order } = props;
  const id = useId();
  const { confirm } = useFeedback();
  // No method chosen for the operator: cash is not UPI. The amount is typed, not filled in: it is what was received.
  const form = useZodForm(ConfirmPaymentBodySchema, {
    defaultValues: { reference: order.paymentReference ?? '', amount: '' },
  });
  const onConfirm = form.handleSubmit(async (body) => {
    const asked = t('ops.order.confirmPayment', {
      amount: formatRupees(body.amount),
      method: body.method,
      reference: body.reference ? ` (${body.reference})` : '',
      oid: order.OID,
    });
    if (!(await confirm(asked))) return;
    await props.run('confirm-payment', body, 'POST', t('ops.order.paid'));
  });
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
        <p className="muted">
          {order.status === 'inTransitDown' && hasWaitingProposal(order.items)
            ? t('ops.order.requestWaiting')
            : t('ops.order.requestWhen')}
        </p>
      )}
      {order.canConfirmPayment && (
        <form className="ops-inline-form" onSubmit={onConfirm} noValidate>
          <SelectField
            id={`${id}-method`}
            label={t('ops.order.method')}
            options={PAYMENT_METHODS}
            placeholder={t('ops.order.choose')}
            error={errorOf(form, 'method')}
            control={form.register('method')}
          />
          <Field
            id={`${id}-amount`}
            label={t('ops.order.amount')}
            hint={t('ops.order.amountHint', { amount: formatRupees(order.finalTotal) })}
            error={errorOf(form, 'amount')}
          >
            {(control) => (
              <input type="number" step="0.01" inputMode="decimal" {...control} {...form.register('amount')} />
            )}
          </Field>
          <Field id={`${id}-ref`} label={t('ops.order.reference')} error={errorOf(form, 'reference')}>
            {(control) => (
              <input
                maxLength={ConfirmPaymentFields.shape.reference.unwrap().unwrap().maxLength ?? undefined}
                {...control}
                {...form.register('reference')}
              />
            )}
          </Field>
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
