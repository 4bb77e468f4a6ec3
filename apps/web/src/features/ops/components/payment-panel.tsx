// Payment on the operator's order page: the payment's state, and confirming a payment: how it was paid (no default),
// its reference and the amount received, asked once more since the invoice it issues cannot be changed. As the
// operator types, the form says when the reference is not the UTR the customer sent (a warning: a card slip has its
// own) or the amount is not what the order comes to (which the API refuses, by the same rule), and the question
// before "Yes" repeats the warning. Asking for the payment is a next step (order.tsx).
import type { OrderStatus } from '@motomitra/domain/constants';
import {
  PAYMENT_METHODS,
  PAYMENT_SHOWN_LABELS,
  paymentShown,
  receivedAmountProblem,
  referenceDiffers,
} from '@motomitra/domain/lifecycle';
import { formatRupees, rupeesToPaise } from '@motomitra/domain/money';
import { ConfirmPaymentFields, confirmPaymentFormFor, type OpsOrder } from '@motomitra/domain/ops';
import { useId, useMemo } from 'react';
import { Details } from '../../../components/details.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { errorOf, useZodForm } from '../../../components/form/use-form.ts';
import { formatDateTime } from '../../../components/format.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import type { Run } from './order-run.ts';

/**
 * A warning beside a field, read out as it appears: the live region is always there (empty without a warning), as a
 * region added together with its text is not announced.
 */
const Warning = ({ text }: { text: string | null }) => (
  <span role="status" className="form__warning">
    {text}
  </span>
);

/** Payment is asked for on the way back (a next step then); before that the panel says when. */
const BEFORE_THE_WAY_BACK: readonly OrderStatus[] = ['new', 'pickedUp', 'inService'];

/** What is wrong with the amount typed so far, by the API's rule; nothing while it is empty or not a number yet. */
function amountWarning(typed: unknown, duePaise: number): string | null {
  const rupees = typeof typed === 'number' ? typed : Number(typed);
  if (typed === '' || typed === undefined || !Number.isFinite(rupees) || rupees <= 0) return null;
  return receivedAmountProblem(rupeesToPaise(rupees), duePaise);
}

export function Payment(props: { order: OpsOrder; run: Run; busy: boolean }) {
  const { order } = props;
  const id = useId();
  const { confirm } = useFeedback();
  const due = rupeesToPaise(order.finalTotal);
  const schema = useMemo(() => confirmPaymentFormFor(due), [due]);
  // No method chosen for the operator: cash is not UPI. The amount is typed, not filled in: it is what was received.
  const form = useZodForm(schema, { defaultValues: { reference: order.paymentReference ?? '', amount: '' } });
  const submitted = order.paymentReference;
  const referenceWarning = (reference: string | undefined) =>
    submitted && referenceDiffers(reference ?? '', submitted)
      ? opsText('ops.order.referenceDiffers', { reference: submitted })
      : null;
  const typedReference = form.watch('reference');
  const typedAmount = form.watch('amount');
  // Once the form refused the amount, its error line says it; before that, the warning does.
  const amountNote = errorOf(form, 'amount') ? null : amountWarning(typedAmount, due);
  const referenceNote = referenceWarning(typedReference);

  const onConfirm = form.handleSubmit(async (body) => {
    const asked = opsText('ops.order.confirmPayment', {
      amount: formatRupees(body.amount),
      method: body.method,
      reference: body.reference ? ` (${body.reference})` : '',
      oid: order.OID,
    });
    const warning = referenceWarning(body.reference);
    if (!(await confirm(warning ? `${warning} ${asked}` : asked))) return;
    await props.run('confirm-payment', body, 'POST', opsText('ops.order.paid'));
  });
  return (
    <section className="ops-card" aria-labelledby="ops-payment">
      <h2 id="ops-payment">{opsText('ops.order.payment')}</h2>
      <Details
        rows={[
          [opsText('ops.order.paymentStatus'), PAYMENT_SHOWN_LABELS[paymentShown(order.status, order.paymentStatus)]],
          [opsText('ops.order.final'), formatRupees(order.finalTotal)],
          [opsText('ops.order.customerRef'), order.paymentReference ?? '—'],
          ...(order.paidAt
            ? ([
                [opsText('ops.order.paidAt'), formatDateTime(order.paidAt)],
                [opsText('ops.order.paidBy'), `${order.paymentMethod ?? ''} ${order.paymentConfirmation ?? ''}`.trim()],
              ] as [string, string][])
            : []),
        ]}
      />
      {order.paymentStatus === 'pending' && BEFORE_THE_WAY_BACK.includes(order.status) && (
        <p className="muted">{opsText('ops.order.requestWhen')}</p>
      )}
      {order.canConfirmPayment && (
        <form className="ops-inline-form" onSubmit={onConfirm} noValidate>
          <SelectField
            id={`${id}-method`}
            label={opsText('ops.order.method')}
            options={PAYMENT_METHODS}
            placeholder={opsText('ops.order.choose')}
            error={errorOf(form, 'method')}
            control={form.register('method')}
          />
          <Field
            id={`${id}-amount`}
            label={opsText('ops.order.amount')}
            hint={
              <>
                {opsText('ops.order.amountHint', { amount: formatRupees(order.finalTotal) })}{' '}
                <Warning text={amountNote} />
              </>
            }
            error={errorOf(form, 'amount')}
          >
            {(control) => (
              <input type="number" step="0.01" inputMode="decimal" {...control} {...form.register('amount')} />
            )}
          </Field>
          <Field
            id={`${id}-ref`}
            label={opsText('ops.order.reference')}
            hint={<Warning text={referenceNote} />}
            error={errorOf(form, 'reference')}
          >
            {(control) => (
              <input
                maxLength={ConfirmPaymentFields.shape.reference.unwrap().unwrap().maxLength ?? undefined}
                {...control}
                {...form.register('reference')}
              />
            )}
          </Field>
          <button type="submit" className="button" disabled={props.busy}>
            {opsText('ops.order.confirmPaid')}
          </button>
        </form>
      )}
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
