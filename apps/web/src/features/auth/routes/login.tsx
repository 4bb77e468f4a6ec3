// /login: the Login/Register toggle. Live password checks (the spec's three, in order), show/hide password,
// the spec's success and failure texts, then home or back to the page the visitor was sent away from.
import { passwordProblems } from '@motomitra/domain/accounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { returnPath } from '../../../app/require-login.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { fieldErrors } from '../../../components/field-errors.tsx';
import { ApiError, NetworkError } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { type MessageKey, t } from '../../../i18n/t.ts';
import { afterLogin, login, register, sessionQuery } from '../api.ts';

type Mode = 'login' | 'register';
type Values = { name: string; email: string; phone_no: string; password: string };
const EMPTY: Values = { name: '', email: '', phone_no: '', password: '' };

export function Component() {
  const [mode, setMode] = useState<Mode>('login');
  const { data: session } = useQuery(sessionQuery);
  const location = useLocation();
  usePageTitle(t(mode === 'login' ? 'login.title' : 'login.registerTitle'));

  if (session?.isLoggedIn)
    return <Navigate to={session.role === 'operator' ? '/ops' : returnPath(location.state)} replace />;

  return (
    <div className="page page--narrow auth">
      <h1>{t(mode === 'login' ? 'login.title' : 'login.registerTitle')}</h1>
      <fieldset className="auth__toggle">
        <legend className="visually-hidden">{t('login.choose')}</legend>
        {(['login', 'register'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`auth__tab${mode === m ? ' auth__tab--active' : ''}`}
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
          >
            {t(m === 'login' ? 'login.title' : 'login.registerTitle')}
          </button>
        ))}
      </fieldset>
      <AuthForm key={mode} mode={mode} />
    </div>
  );
}

function AuthForm({ mode }: { mode: Mode }) {
  const id = useId();
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const [sending, setSending] = useState(false);
  const [tried, setTried] = useState(false);
  const problems = passwordProblems(values.password);

  const set = (field: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (problems.length > 0) {
      setTried(true);
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setSending(true);
    setErrors({});
    try {
      if (mode === 'login') {
        await login(values.email, values.password);
        toast(t('loginSuccess'), 'success');
      } else {
        await register(values);
        toast(t('signUpSuccess'), 'success');
      }
      await afterLogin(queryClient);
      const session = queryClient.getQueryData(sessionQuery.queryKey);
      navigate(session?.role === 'operator' ? '/ops' : returnPath(location.state), { replace: true });
    } catch (err) {
      setSending(false);
      // The typed details stay (nothing a customer typed is thrown away); only the password is cleared.
      setValues((v) => ({ ...v, password: '' }));
      if (err instanceof NetworkError) return toast(t('networkError'), 'error');
      if (mode === 'login') {
        // A lock-out (429) says how long to wait; every other failure gets the spec's text.
        return toast(err instanceof ApiError && err.status === 429 ? err.message : t('loginFailed'), 'error');
      }
      if (err instanceof ApiError) {
        setErrors(err.fieldErrorsUnder('customerData'));
        return toast(t('signUpFailedWith', { message: err.message }), 'error');
      }
      toast(t('signUpFailed'), 'error');
    }
  };

  const { aria, errorOf } = fieldErrors(id, errors);
  const field = (name: keyof Values, label: MessageKey, type: string, autoComplete: string) => {
    const fieldId = `${id}-${name}`;
    return (
      <div className="form__field">
        <label htmlFor={fieldId}>
          {t(label)} <span aria-hidden="true">*</span>
        </label>
        <input
          id={fieldId}
          name={name}
          type={type}
          required
          autoComplete={autoComplete}
          inputMode={name === 'phone_no' ? 'numeric' : undefined}
          value={values[name]}
          onChange={set(name)}
          {...aria(name)}
        />
        {errorOf(name)}
      </div>
    );
  };

  const passwordId = `${id}-password`;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {mode === 'register' && field('name', 'login.fullName', 'text', 'name')}
      {field('email', 'login.email', 'email', 'email')}
      {mode === 'register' && field('phone_no', 'login.mobile', 'tel', 'tel-national')}
      <div className="form__field">
        <label htmlFor={passwordId}>
          {t('login.password')} <span aria-hidden="true">*</span>
        </label>
        <div className="password">
          <input
            id={passwordId}
            name="password"
            type={showPassword ? 'text' : 'password'}
            required
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={values.password}
            onChange={set('password')}
            aria-invalid={(values.password !== '' || tried) && problems.length > 0 ? true : undefined}
            aria-describedby={`${passwordId}-checks`}
          />
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={showPassword}
            aria-controls={passwordId}
            onClick={() => setShowPassword((s) => !s)}
          >
            {t(showPassword ? 'login.hide' : 'login.show')}
          </button>
        </div>
        <ul id={`${passwordId}-checks`} className="password__checks" aria-live="polite">
          {(values.password !== '' || tried) &&
            problems.map((p) => (
              <li key={p} className="form__error">
                {p}
              </li>
            ))}
        </ul>
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('form.sending') : t(mode === 'login' ? 'login.submitLogin' : 'login.submitRegister')}
      </button>
    </form>
  );
}
