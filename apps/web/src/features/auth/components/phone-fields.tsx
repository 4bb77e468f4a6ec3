// The fields of logging in by a mobile number and a code (decision 0019), shared by /login and by changing the number
// in the account: the number, as a phone's keyboard and address book fill it, and the 6-digit code, which the phone
// offers from the SMS it just received (autocomplete one-time-code); and the WhatsApp opt-in, which sign-up and
// checkout ask alike.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField, Field } from '../../../components/form/field.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { inLanguage } from '../../../i18n/t.ts';

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

function CodeField(props: Props) {
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

/** A code just sent: what the API said of it, then the code's field, which says the number it went to. */
export function SentCodeField(props: Omit<Props, 'label' | 'hint'> & { sent: { mobile: string; message: string } }) {
  return (
    <>
      <p role="status">{inLanguage(props.sent.message)}</p>
      <CodeField
        id={props.id}
        label={accountText('phone.code')}
        hint={accountText('phone.sentTo', { mobile: shownMobile(props.sent.mobile) })}
        error={props.error}
        registration={props.registration}
      />
    </>
  );
}

/** Messages on WhatsApp, asked where an account is made and at checkout: asked, never assumed (unticked at first). */
export function WhatsappField(props: { id: string; error?: string | undefined; registration: UseFormRegisterReturn }) {
  return (
    <CheckboxField
      id={props.id}
      label={accountText('phone.whatsapp')}
      hint={accountText('phone.whatsappHint')}
      error={props.error}
      control={props.registration}
    />
  );
}

/** +91XXXXXXXXXX as people read it: +91 98220 12345. */
export function shownMobile(mobile: string): string {
  return mobile.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');
}
