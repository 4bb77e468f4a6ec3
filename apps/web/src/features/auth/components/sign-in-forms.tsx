// The log-in and registration forms of /login: each checked by its domain schema (loaded on the first check), the
// spec's live password checks, the WhatsApp opt-in at sign-up, the spec's success and failure texts, then on to the
// person's page.

import { NAME_MAX } from '@motomitra/domain/constants';
import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { ApiError, NetworkError } from '../../../components/http.ts';
import { type AccountKey, accountText } from '../../../i18n/en/account.ts';
import { t } from '../../../i18n/t.ts';
import { logIn, registerCustomer } from '../mutations.ts';
import { useSignedIn } from '../use-signed-in.ts';
import { WhatsappField } from './phone-fields.tsx';
import '../auth.css';

/** Register checks every field with the domain's schema; log in the e-mail and the spec's password checks. */
const registerFields = () => import('@motomitra/domain/accounts').then((m) => m.RegisterBodySchema.shape.customerData);
const loginFields = () =>
  import('@motomitra/domain/accounts').then((m) => m.LoginBodySchema.extend({ password: m.PasswordSchema }));
const FIELDS = ['name', 'email', 'phone_no', 'password'] as const;

export function LoginForm({ onForgot }: { onForgot(email: string): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const signedIn = useSignedIn();
  const form = useZodForm(loginFields, { defaultValues: { email: '', password: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await logIn(values);
      toast(accountText('loginSuccess'), 'success');
      await signedIn(answer.language);
    } catch (err) {
      // The e-mail stays; the password is cleared.
      form.setValue('password', '');
      if (err instanceof NetworkError) return toast(t('networkError'), 'error');
      // A lock-out (429) says how long to wait, and a switched-off member of staff (403, said only after the right
      // password) why they cannot log in; every other failure gets the spec's text.
      const said = err instanceof ApiError && (err.status === 429 || err.status === 403);
      toast(said ? err.message : accountText('loginFailed'), 'error');
    }
  }, focusFirst(id));
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        id={id}
        name="email"
        label="login.email"
        type="email"
        autoComplete="email"
        error={errorOf(form, 'email')}
        registration={form.register('email')}
      />
      <AuthPassword
        id={id}
        autoComplete="current-password"
        value={form.watch('password')}
        onChange={(value) => form.setValue('password', value, { shouldValidate: form.formState.isSubmitted })}
        error={form.formState.errors.password}
      />
      <Submit sending={form.formState.isSubmitting} label="login.submitLogin" />
      <button type="button" className="link-button auth__forgot" onClick={() => onForgot(form.getValues('email'))}>
        {accountText('login.forgot')}
      </button>
    </form>
  );
}

export function RegisterForm() {
  const id = useId();
  const { toast } = useFeedback();
  const signedIn = useSignedIn();
  const form = useZodForm(registerFields, {
    defaultValues: { name: '', email: '', phone_no: '', password: '', whatsapp: false },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registerCustomer(values);
      toast(accountText('signUpSuccess'), 'success');
      await signedIn();
    } catch (err) {
      // The typed details stay (nothing a customer typed is thrown away); only the password is cleared.
      form.setValue('password', '');
      if (err instanceof NetworkError) return toast(t('networkError'), 'error');
      if (!(err instanceof ApiError)) return toast(accountText('signUpFailed'), 'error');
      showServerErrors(form.setError, err, FIELDS, 'customerData');
      toast(accountText('signUpFailedWith', { message: err.message }), 'error');
    }
  }, focusFirst(id));
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        id={id}
        name="name"
        label="login.fullName"
        type="text"
        autoComplete="name"
        error={errorOf(form, 'name')}
        registration={form.register('name')}
        count={{ length: (form.watch('name') ?? '').length, max: NAME_MAX }}
      />
      <TextField
        id={id}
        name="email"
        label="login.email"
        type="email"
        autoComplete="email"
        error={errorOf(form, 'email')}
        registration={form.register('email')}
      />
      <TextField
        id={id}
        name="phone_no"
        label="login.mobile"
        type="tel"
        autoComplete="tel-national"
        error={errorOf(form, 'phone_no')}
        registration={form.register('phone_no')}
      />
      <AuthPassword
        id={id}
        autoComplete="new-password"
        value={form.watch('password')}
        onChange={(value) => form.setValue('password', value, { shouldValidate: form.formState.isSubmitted })}
        error={form.formState.errors.password}
      />
      {/* Asked, never assumed (decision 0019): the box starts unticked. */}
      <WhatsappField id={`${id}-whatsapp`} error={errorOf(form, 'whatsapp')} registration={form.register('whatsapp')} />
      <Submit sending={form.formState.isSubmitting} label="login.submitRegister" />
    </form>
  );
}

/** On a refused submit: the first field in error takes the focus (the password's checks show under it). */
const focusFirst = (id: string) => (errors: Partial<Record<string, unknown>>) => {
  const first = FIELDS.find((name) => errors[name]);
  if (first) document.getElementById(`${id}-${first}`)?.focus();
};

function TextField(props: {
  id: string;
  name: 'name' | 'email' | 'phone_no';
  label: AccountKey;
  type: string;
  autoComplete: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** The text's length against its limit, for a counter near it. */
  count?: { length: number; max: number };
}) {
  return (
    <Field
      id={`${props.id}-${props.name}`}
      label={accountText(props.label)}
      required
      error={props.error}
      count={props.count}
    >
      {(control) => (
        <input
          type={props.type}
          autoComplete={props.autoComplete}
          inputMode={props.name === 'phone_no' ? 'numeric' : undefined}
          {...control}
          {...props.registration}
        />
      )}
    </Field>
  );
}

/** The password with the spec's live checks; a submit that failed them shows them, the server's error under them. */
function AuthPassword(props: {
  id: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange(value: string): void;
  error: FieldError | undefined;
}) {
  return (
    <PasswordField
      id={`${props.id}-password`}
      name="password"
      label={accountText('login.password')}
      required
      checks
      tried={props.error !== undefined}
      error={props.error?.type === 'server' ? props.error.message : undefined}
      autoComplete={props.autoComplete}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

function Submit({ sending, label }: { sending: boolean; label: AccountKey }) {
  return (
    <button type="submit" className="button" disabled={sending}>
      {sending ? t('form.sending') : accountText(label)}
    </button>
  );
}
