// An order's cancel form on the operator's order page: the reason is checked by the API's own schema (a reason that
// fails it is said beside the field, and nothing is sent).
import { CancelBodySchema, type OpsOrder } from '@motomitra/domain/ops';
import { useId } from 'react';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, useZodForm } from '../../../components/form/use-form.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import type { Run } from './order-run.ts';

export function CancelForm(props: { order: OpsOrder; run: Run; busy: boolean }) {
  const id = useId();
  const form = useZodForm(CancelBodySchema, { defaultValues: { reason: '' } });
  const onSubmit = form.handleSubmit(async (body) => {
    if (await props.run('cancel', body, 'POST', opsText('ops.order.cancelled'))) form.reset();
  });
  return (
    <form className="form ops-inline-form" onSubmit={onSubmit} noValidate>
      <Field id={`${id}-reason`} label={opsText('ops.order.reason')} error={errorOf(form, 'reason')}>
        {(control) => (
          <input
            maxLength={CancelBodySchema.shape.reason.maxLength ?? undefined}
            {...control}
            {...form.register('reason')}
          />
        )}
      </Field>
      <button type="submit" className="button button--ghost" disabled={props.busy}>
        {opsText('ops.order.cancel')}
      </button>
    </form>
  );
}
