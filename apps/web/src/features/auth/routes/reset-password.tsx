// /reset-password#token=…: the page an e-mailed "forgot password" link opens. The token travels in the fragment, which
// never reaches a server (nor its logs, nor a Referer); the page reads it once it runs in the browser. A new password
// (the spec's live checks) is set, every session of the account ends, and the person logs in with it.
import { useEffect, useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { showServerErrors, useZodForm } from '../../../components/form/use-form.ts';
import { ApiError, errorText } from '../../../components/http.ts';
import { Link, useNavigate } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { t } from '../../../i18n/t.ts';
import { setNewPassword } from '../mutations.ts';
import { refreshSession } from '../session.ts';
import type { ForgotState } from './login.tsx';

/** The token from `#token=…`, or '' when the link has none. */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

export function Component() {
  usePageTitle(accountText('reset.title'));
  // null until the page runs in the browser: the server cannot see the fragment.
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(tokenFromHash(window.location.hash)), []);
  const [invalid, setInvalid] = useState('');

  return (
    <div className="page page--narrow auth">
      <h1>{accountText('reset.title')}</h1>
      {token === '' || invalid ? (
        <div role="alert">
          <p>{invalid || accountText('resetLinkInvalid')}</p>
          <p>
            <Link to="/login" state={{ forgot: true } satisfies ForgotState}>
              {accountText('reset.askAgain')}
            </Link>
          </p>
        </div>
      ) : (
        <ResetForm token={token} onInvalid={setInvalid} />
      )}
    </div>
  );
}

const resetFields = () =>
  import('@motomitra/domain/accounts').then((m) => m.ResetPasswordBodySchema.pick({ password: true }));

function ResetForm({ token, onInvalid }: { token: string | null; onInvalid(message: string): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const navigate = useNavigate();
  const form = useZodForm(resetFields, { defaultValues: { password: '' } });
  const error = form.formState.errors.password;

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      if (token === null) return;
      try {
        const res = await setNewPassword({ token, password });
        toast(res.message, 'success');
        // Every session of the account has ended, this browser's too.
        await refreshSession().catch(() => undefined);
        navigate('/login', { replace: true });
      } catch (err) {
        if (err instanceof ApiError && err.status === 400) {
          if (!showServerErrors(form.setError, err, ['password'])) onInvalid(err.message);
          return;
        }
        toast(errorText(err, accountText('reset.failed')), 'error');
      }
    },
    () => document.getElementById(`${id}-password`)?.focus(),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>{accountText('reset.intro')}</p>
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={accountText('reset.newPassword')}
        required
        checks
        tried={error !== undefined}
        error={error?.type === 'server' ? error.message : undefined}
        autoComplete="new-password"
        value={form.watch('password')}
        onChange={(value) => form.setValue('password', value, { shouldValidate: form.formState.isSubmitted })}
      />
      <button type="submit" className="button" disabled={form.formState.isSubmitting || token === null}>
        {form.formState.isSubmitting ? t('form.sending') : accountText('reset.submit')}
      </button>
    </form>
  );
}
