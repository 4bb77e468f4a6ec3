// The fields of logging in by a mobile number and a code (decision 0019), shared by /login and by changing the number
// in the account: the number, as a phone's keyboard and address book fill it, and the 6-digit code, which the phone
// offers from the SMS it just received (autocomplete one-time-code).
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field.tsx';

type Props = {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
};

export function MobileField(props: Props) {
  return (
    <Field id={props.id} label={props.label} required error={props.error} hint={props.hint}>
      {(control) => (
        <input type="tel" inputMode="numeric" autoComplete="tel-national" {...control} {...props.registration} />
      )}
    </Field>
  );
}

export function CodeField(props: Props) {
  return (
    <Field id={props.id} label={props.label} required error={props.error} hint={props.hint}>
      {(control) => (
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          enterKeyHint="done"
          spellCheck={false}
          {...control}
          {...props.registration}
        />
      )}
    </Field>
  );
}

/** +91XXXXXXXXXX as people read it: +91 98220 12345. */
export function shownMobile(mobile: string): string {
  return mobile.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');
}
