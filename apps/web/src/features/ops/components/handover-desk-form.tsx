// The desk's handover on the order screen (decision 0021): an order with a handover code reaches Vehicle Picked Up or
// Delivered only through it, so the plain "Mark …" button gives way to this form: the customer's code (a rider
// calling it in), or an override with a reason that goes on the timeline, asked once more. Delivering before the
// payment is confirmed asks why, as "Delivered, payment pending" does. Every field is checked by the API's own schema.
import { STATUS_LABELS } from '@motomitra/domain/lifecycle';
import type { OpsOrder } from '@motomitra/domain/ops';
import { type HandoverBody, HandoverBodySchema, type Leg } from '@motomitra/domain/staff-work';
import { useId, useMemo } from 'react';
import { z } from 'zod';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field, RadioGroup } from '../../../components/form/field.tsx';
import { errorOf, useZodForm } from '../../../components/form/use-form.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { HandoverCodeField } from './handover-code-field.tsx';
import type { Run } from './order-run.ts';

const shape = HandoverBodySchema.shape;
const REASON_MAX = shape.reason.unwrap().maxLength ?? undefined;

/** The form's fields: the way (code or override), and what that way needs; the unpaid reason when delivering unpaid. */
function formSchema(unpaid: boolean) {
  const unpaidReason = unpaid ? shape.unpaidReason.unwrap() : z.string().optional();
  return z.discriminatedUnion('method', [
    z.object({ method: z.literal('code'), code: shape.code.unwrap(), reason: z.string(), unpaidReason }),
    z.object({ method: z.literal('override'), reason: shape.reason.unwrap(), code: z.string(), unpaidReason }),
  ]);
}

type Props = { order: OpsOrder; stage: Leg; unpaid: boolean; run: Run; busy: boolean };
type Method = 'code' | 'override';

/** What the form's one button says, by the way chosen. */
function submitText(stage: Leg, unpaid: boolean, method: Method, to: string): string {
  if (method === 'override') return opsText('ops.handover.override', { to });
  if (unpaid) return opsText('ops.order.deliverUnpaid');
  return opsText(stage === 'pickup' ? 'ops.handover.submitPickup' : 'ops.handover.submitDrop');
}

/** What the toast says once the server made the move. */
function doneText(stage: Leg, unpaid: boolean, method: Method, to: string): string {
  if (unpaid) return opsText('ops.order.deliveredUnpaid');
  if (method === 'override') return opsText('ops.handover.overridden', { to });
  return opsText(stage === 'pickup' ? 'ops.handover.pickedUp' : 'ops.handover.delivered');
}

export function HandoverDeskForm({ order, stage, unpaid, run, busy }: Props) {
  const id = useId();
  const { confirm } = useFeedback();
  const schema = useMemo(() => formSchema(unpaid), [unpaid]);
  const form = useZodForm(schema, { defaultValues: { method: 'code', code: '', reason: '', unpaidReason: '' } });
  const method = form.watch('method');
  const to = STATUS_LABELS[stage === 'pickup' ? 'pickedUp' : 'delivered'];

  const onSubmit = form.handleSubmit(async (v) => {
    const unpaidReason = unpaid ? v.unpaidReason : undefined;
    const body: HandoverBody =
      v.method === 'code'
        ? { stage, code: v.code, unpaidReason }
        : { stage, override: true, reason: v.reason, unpaidReason };
    // An override, or a delivery before payment, is asked once more; a right code is the proof itself.
    const ask =
      v.method === 'override'
        ? opsText('ops.handover.confirmOverride', { oid: order.OID, to })
        : unpaid && opsText('ops.order.confirmUnpaid', { oid: order.OID });
    if (ask && !(await confirm(ask))) return;
    if (await run('handover', body, 'POST', doneText(stage, unpaid, v.method, to))) form.reset();
  });

  const title = opsText(stage === 'pickup' ? 'ops.handover.pickupTitle' : 'ops.handover.dropTitle');
  return (
    <form className="form handover-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{unpaid ? opsText('ops.order.deliverUnpaid') : title}</h3>
      <p className="muted">{opsText('ops.handover.intro', { to })}</p>
      <RadioGroup id={`${id}-method`} label={opsText('ops.handover.how')} className="fieldset fieldset--inner">
        <label className="check">
          <input type="radio" value="code" {...form.register('method')} />
          {opsText('ops.handover.withCode')}
        </label>
        <label className="check">
          <input type="radio" value="override" {...form.register('method')} />
          {opsText('ops.handover.withoutCode')}
        </label>
      </RadioGroup>
      {method === 'code' ? (
        <HandoverCodeField id={`${id}-code`} error={errorOf(form, 'code')} registration={form.register('code')} />
      ) : (
        <Field
          id={`${id}-reason`}
          label={opsText('ops.handover.reason')}
          hint={opsText('ops.handover.reasonHint')}
          required
          error={errorOf(form, 'reason')}
        >
          {(control) => <input maxLength={REASON_MAX} {...control} {...form.register('reason')} />}
        </Field>
      )}
      {unpaid && (
        <Field
          id={`${id}-unpaid`}
          label={opsText('ops.order.unpaidReason')}
          hint={opsText('ops.order.unpaidHint')}
          required
          error={errorOf(form, 'unpaidReason')}
        >
          {(control) => <input {...control} {...form.register('unpaidReason')} />}
        </Field>
      )}
      <button type="submit" className={method === 'override' ? 'button button--ghost' : 'button'} disabled={busy}>
        {submitText(stage, unpaid, method, to)}
      </button>
    </form>
  );
}
