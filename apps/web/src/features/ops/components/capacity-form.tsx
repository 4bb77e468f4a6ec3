// A slot's capacity on /ops/slots (or, ticked, every slot of that day), in a dialog: checked by the API's own schema,
// with a capacity required (an empty field is not 0).
import type { City } from '@motomitra/domain/constants';
import type { SlotFill } from '@motomitra/domain/ops';
import { SetSlotsBodySchema } from '@motomitra/domain/ops-admin';
import { useId } from 'react';
import { z } from 'zod';
import { useFeedback } from '../../../components/feedback.tsx';
import { CheckboxField, Field } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { formatDate } from '../../../components/format.ts';
import { ApiError, errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useSetSlots } from '../admin-api.ts';

/** The API's capacity rule, with a capacity required: an empty field is not 0 (the API's coercion would read it so). */
const CapacitySchema = z.object({
  capacity: z
    .string()
    .trim()
    .min(1, { error: () => opsText('ops.slots.capacityRequired') })
    .transform((typed, ctx) => {
      const checked = SetSlotsBodySchema.shape.capacity.safeParse(typed);
      if (checked.success && checked.data !== undefined) return checked.data;
      ctx.addIssue({
        code: 'custom',
        message: checked.error?.issues[0]?.message ?? opsText('ops.slots.capacityRequired'),
      });
      return z.NEVER;
    }),
  wholeDay: z.boolean(),
});

export function CapacityForm(props: { city: City; slot: SlotFill; onDone(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const change = useSetSlots();
  const form = useZodForm(CapacitySchema, {
    defaultValues: { capacity: String(props.slot.capacity), wholeDay: false },
  });

  const onSubmit = form.handleSubmit(async ({ capacity, wholeDay }) => {
    try {
      await change.mutateAsync({
        city: props.city,
        date: props.slot.date,
        ...(wholeDay ? {} : { slot: props.slot.slot }),
        capacity,
      });
      toast(
        opsText(wholeDay ? 'ops.slots.savedDay' : 'ops.slots.saved', {
          slot: props.slot.slot,
          date: formatDate(props.slot.date),
          capacity: String(capacity),
        }),
        'success',
      );
      props.onDone();
    } catch (err) {
      // Toasts sit under the modal's backdrop, so a refusal is said beside the field.
      if (!showServerErrors(form.setError, err, ['capacity'])) {
        const message = err instanceof ApiError ? err.message : errorText(err, opsText('ops.slots.saveFailed'));
        form.setError('capacity', { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>
        {opsText('ops.slots.bookedNow', { booked: props.slot.booked })}
        {props.slot.closed && ` ${opsText('ops.slots.slotClosedNote')}`}
      </p>
      <Field id={`${id}-capacity`} label={opsText('ops.slots.capacity')} error={errorOf(form, 'capacity')}>
        {(control) => <input type="number" inputMode="numeric" step={1} {...control} {...form.register('capacity')} />}
      </Field>
      <CheckboxField id={`${id}-wholeDay`} label={opsText('ops.slots.wholeDay')} control={form.register('wholeDay')} />
      <div className="ops-form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? opsText('ops.saving') : opsText('ops.slots.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onDone}>
          {opsText('ops.cancel')}
        </button>
      </div>
    </form>
  );
}
