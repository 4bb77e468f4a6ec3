// The customer's 4-digit handover code as staff type it, on the rider's card and on the desk's order screen alike: a
// number pad, four digits, no spelling help; `input` adds what differs (the rider's phone offers a code it received).
import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field.tsx';
import { opsText } from '../../../i18n/en/ops.ts';

export function HandoverCodeField(props: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  input?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Field
      id={props.id}
      label={opsText('ops.handover.code')}
      hint={opsText('ops.handover.codeHint')}
      required
      error={props.error}
    >
      {(control) => (
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{4}"
          maxLength={4}
          spellCheck={false}
          {...props.input}
          {...control}
          {...props.registration}
        />
      )}
    </Field>
  );
}
