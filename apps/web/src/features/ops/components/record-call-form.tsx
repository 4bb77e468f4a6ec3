// The "Record breakdown call" form under a sold plan on /ops/subscriptions (decision 0023): the note is checked by the
// API's own schema (1 to 500 characters) before sending; the server's refusal (no call left, the plan not running,
// found by another operator meanwhile) is said in a toast, and the list is read again either way.
import { CALL_NOTE_MAX, type OpsSubscription, RecordCallBodySchema } from '@motomitra/domain/sold-plans';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { errorText } from '../../../components/http.ts';
import { soldPlansText } from '../../../i18n/en/sold-plans.ts';
import { SOLD_PLANS_KEY, useRecordCall } from '../sold-plans-api.ts';

export function RecordCallForm({ plan }: { plan: OpsSubscription }) {
  const id = useId();
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const record = useRecordCall();
  const form = useZodForm(RecordCallBodySchema, { defaultValues: { note: '' } });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { subscription } = await record.mutateAsync({ id: plan._id, body });
      toast(
        soldPlansText('ops.sold.recorded', { reference: plan.reference, left: subscription.breakdownCalls.left }),
        'success',
      );
      form.reset();
    } catch (err) {
      if (showServerErrors(form.setError, err, ['note']) === 0)
        toast(errorText(err, soldPlansText('ops.sold.recordFailed')), 'error');
      await queryClient.invalidateQueries({ queryKey: SOLD_PLANS_KEY });
    }
  });
  const length = form.watch('note').length;
  return (
    <form
      className="form sold-plan__call"
      onSubmit={onSubmit}
      noValidate
      aria-label={soldPlansText('ops.sold.recordNamed', { reference: plan.reference })}
    >
      <Field
        id={`${id}-note`}
        label={soldPlansText('ops.sold.note')}
        error={errorOf(form, 'note')}
        count={{ length, max: CALL_NOTE_MAX }}
        required
      >
        {(control) => <textarea rows={2} {...control} {...form.register('note')} />}
      </Field>
      <button type="submit" className="button" disabled={record.isPending}>
        {soldPlansText('ops.sold.record')}
      </button>
    </form>
  );
}
