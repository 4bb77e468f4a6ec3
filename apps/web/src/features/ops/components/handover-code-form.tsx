// The rider's handover on a run's card: the customer's 4-digit code, as the phone's number pad types it, checked by the
// API's own schema before it is sent; the server's refusal (a wrong code, too many of them and how long to wait) is
// said under the button as it comes. An order booked before handover codes is handed over with a tap.
import { HandoverBodySchema, type Leg } from '@motomitra/domain/staff-work';
import { useId, useState } from 'react';
import { z } from 'zod';
import { errorOf, useZodForm } from '../../../components/form/use-form.ts';
import { errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { type HandoverInput, useHandover } from '../staff-work-api.ts';
import { HandoverCodeField } from './handover-code-field.tsx';

const CodeFormSchema = z.object({ code: HandoverBodySchema.shape.code.unwrap() });

type Props = {
  orderId: string;
  leg: Leg;
  /** False for an order booked before codes: no code to ask for. */
  codeRequired: boolean;
  /** Told once the handover is recorded: the card then says it is done. */
  onDone(text: string): void;
};

export function HandoverCodeForm(props: Props) {
  const id = useId();
  const handover = useHandover();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useZodForm(CodeFormSchema, { defaultValues: { code: '' } });
  const submitLabel = opsText(props.leg === 'pickup' ? 'ops.handover.submitPickup' : 'ops.handover.submitDrop');
  const send = async (body: HandoverInput) => {
    setRefusal(null);
    try {
      await handover.mutateAsync({ orderId: props.orderId, body });
      props.onDone(opsText(props.leg === 'pickup' ? 'ops.handover.pickedUp' : 'ops.handover.delivered'));
    } catch (err) {
      setRefusal(errorText(err, opsText('ops.failed')));
    }
  };
  const onSubmit = form.handleSubmit(({ code }) => send({ stage: props.leg, code }));

  if (!props.codeRequired) {
    return (
      <div className="run-card__handover">
        <p className="muted">{opsText('ops.runs.noCode')}</p>
        <button
          type="button"
          className="button"
          disabled={handover.isPending}
          onClick={() => void send({ stage: props.leg })}
        >
          {submitLabel}
        </button>
        <p role="alert" className="form__error">
          {refusal}
        </p>
      </div>
    );
  }
  return (
    <form className="form run-card__handover" onSubmit={onSubmit} noValidate>
      <HandoverCodeField
        id={`${id}-code`}
        error={errorOf(form, 'code')}
        registration={form.register('code')}
        input={{ autoComplete: 'one-time-code', enterKeyHint: 'done', className: 'run-card__code' }}
      />
      <button type="submit" className="button" disabled={handover.isPending}>
        {submitLabel}
      </button>
      {/* Always in the page, so that a screen reader reads the refusal as it comes. */}
      <p role="alert" className="form__error">
        {refusal}
      </p>
    </form>
  );
}
