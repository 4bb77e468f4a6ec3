// "Forgot password?" on /login: the e-mail, checked by the domain's schema, and the same answer whatever it is.

import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { t } from '../../../i18n/t.ts';
import { sendResetLink } from '../mutations.ts';
import '../auth.css';

const forgotFields = () => import('@motomitra/domain/accounts').then((m) => m.ForgotPasswordBodySchema);

/** "Forgot password?": the same answer whatever the e-mail, shown until the person goes back to log in. */
export function ForgotForm(props: { email: string; onBack(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const form = useZodForm(forgotFields, { defaultValues: { email: props.email } });
  // The server's answer, the same whatever the e-mail.
  const [sent, setSent] = useState('');

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      setSent((await sendResetLink(email)).message);
    } catch (err) {
      if (!showServerErrors(form.setError, err, ['email']))
        toast(errorText(err, accountText('login.forgotFailed')), 'error');
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>{accountText('login.forgotIntro')}</p>
      <Field id={`${id}-email`} label={accountText('login.email')} required error={errorOf(form, 'email')}>
        {(control) => <input type="email" autoComplete="email" {...control} {...form.register('email')} />}
      </Field>
      <p role="status" className={sent ? 'auth__sent' : undefined}>
        {sent}
      </p>
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('form.sending') : accountText('login.sendLink')}
      </button>
      <button type="button" className="link-button auth__forgot" onClick={props.onBack}>
        {accountText('login.backToLogin')}
      </button>
    </form>
  );
}
