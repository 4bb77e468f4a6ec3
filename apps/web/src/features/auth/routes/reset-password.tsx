// /reset-password#token=…: the page an e-mailed "forgot password" link opens. The token travels in the fragment, which
// never reaches a server (nor its logs, nor a Referer); the page reads it once it runs in the browser. A new password
// (the spec's live checks) is set, every session of the account ends, and the person logs in with it.
import { passwordProblems } from '@motomitra/domain/password';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from '../../../app/router.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { t } from '../../../i18n/t.ts';
import { refreshSession } from '../session.ts';
import type { ForgotState } from './login.tsx';
import '../../../i18n/en/account.ts';

/** The token from `#token=…`, or '' when the link has none. */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

export function Component() {
  usePageTitle(t('reset.title'));
  // null until the page runs in the browser: the server cannot see the fragment.
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(tokenFromHash(window.location.hash)), []);
  const [invalid, setInvalid] = useState('');

  return (
    <div className="page page--narrow auth">
      <h1>{t('reset.title')}</h1>
      {token === '' || invalid ? (
        <div role="alert">
          <p>{invalid || t('resetLinkInvalid')}</p>
          <p>
            <Link to="/login" state={{ forgot: true } satisfies ForgotState}>
              {t('reset.askAgain')}
            </Link>
          </p>
        </div>
      ) : (
        <ResetForm token={token} onInvalid={setInvalid} />
      )}
    </div>
  );
}

function ResetForm({ token, onInvalid }: { token: string | null; onInvalid(message: string): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (token === null) return;
    if (passwordProblems(password).length > 0) {
      setTried(true);
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setSending(true);
    setError('');
    try {
      const { resetPassword } = await import('../api.ts');
      const res = await resetPassword(token, password);
      toast(res.message, 'success');
      // Every session of the account has ended, this browser's too.
      await refreshSession().catch(() => undefined);
      navigate('/login', { replace: true });
    } catch (err) {
      setSending(false);
      if (err instanceof ApiError && err.status === 400) {
        if (err.fieldErrors.password) return setError(err.fieldErrors.password);
        return onInvalid(err.message);
      }
      toast(errorText(err, 'reset.failed'), 'error');
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>{t('reset.intro')}</p>
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t('reset.newPassword')}
        required
        checks
        tried={tried}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={error || undefined}
      />
      <button type="submit" className="button" disabled={sending || token === null}>
        {sending ? t('form.sending') : t('reset.submit')}
      </button>
    </form>
  );
}
