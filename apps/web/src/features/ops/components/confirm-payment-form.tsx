// The form confirming a payment on the garage's order screen: how it was paid, the amount received and its reference,
// each with its warning read out as it appears (use-confirm-payment.ts holds its state).
import { PAYMENT_METHODS } from '@motomitra/domain/lifecycle';
import { formatRupees } from '@motomitra/domain/money';
import { ConfirmPaymentFields, type OpsOrder } from '@motomitra/domain/ops';
import { useId } from 'react';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { errorOf } from '../../../components/form/use-form.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import type { useConfirmPayment } from '../use-confirm-payment.ts';

/**
 * A warning beside a field, read out as it appears: the live region is always there (empty without a warning), as a
 * region added together with its text is not announced.
 */
const Warning = ({ text }: { text: string | null }) => (
  <span role="status" className="form__warning">
    {text}
  </span>
);

export function ConfirmPaymentForm(props: {
  order: OpsOrder;
  payment: ReturnType<typeof useConfirmPayment>;
  busy: boolean;
}) {
  const { order } = props;
  const { form, amountNote, referenceNote, onConfirm } = props.payment;
  const id = useId();
  return (
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
            {opsText('ops.order.amountHint', { amount: formatRupees(order.finalTotal) })} <Warning text={amountNote} />
          </>
        }
        error={errorOf(form, 'amount')}
      >
        {(control) => <input type="number" step="0.01" inputMode="decimal" {...control} {...form.register('amount')} />}
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
  );
}
