// Delivering before the payment is confirmed: not a plain "Mark Delivered" but "Delivered, payment
// pending", with the reason the API requires, asked once more; the timeline, the e-mail and the board then say so.
import { MoveStatusBodySchema, type OpsOrder } from '@motomitra/domain/ops';
import { useId } from 'react';
import { z } from 'zod';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, useZodForm } from '../../../components/form/use-form.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import type { Run } from './order-run.ts';

const reason = MoveStatusBodySchema.shape.unpaidReason.unwrap();
const UnpaidDeliverySchema = z.object({ unpaidReason: reason });

export function UnpaidDeliveryForm(props: { order: OpsOrder; run: Run; busy: boolean }) {
  const id = useId();
  const { confirm } = useFeedback();
  const form = useZodForm(UnpaidDeliverySchema, { defaultValues: { unpaidReason: '' } });
  const onSubmit = form.handleSubmit(async ({ unpaidReason }) => {
    if (!(await confirm(opsText('ops.order.confirmUnpaid', { oid: props.order.OID })))) return;
    const done = opsText('ops.order.deliveredUnpaid');
    if (await props.run('status', { to: 'delivered', unpaidReason }, 'POST', done)) form.reset();
  });
  return (
    <form className="form ops-inline-form" onSubmit={onSubmit} noValidate>
      <Field
        id={`${id}-why`}
        label={opsText('ops.order.unpaidReason')}
        hint={opsText('ops.order.unpaidHint')}
        error={errorOf(form, 'unpaidReason')}
      >
        {(control) => (
          <input maxLength={reason.maxLength ?? undefined} {...control} {...form.register('unpaidReason')} />
        )}
      </Field>
      <button type="submit" className="button button--ghost" disabled={props.busy}>
        {opsText('ops.order.deliverUnpaid')}
      </button>
    </form>
  );
}
