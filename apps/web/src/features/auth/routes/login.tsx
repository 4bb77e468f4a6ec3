// /login: the Login/Register toggle. Live password checks (the spec's three, in order), show/hide password,
// the spec's success and failure texts, then home or back to the page the visitor was sent away from.
import { passwordProblems } from '@motomitra/domain/password';
import { useId, useState } from 'react';
import { returnPath } from '../../../app/login-return.ts';
import { Navigate, useLocation, useNavigate } from '../../../app/router.tsx';
import { site } from '../../../app/site.ts';
import { useFeedback } from '../../../components/feedback.tsx';
import { fieldErrors } from '../../../components/field-errors.tsx';
import { ApiError, errorText, NetworkError } from '../../../components/http.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { type MessageKey, t } from '../../../i18n/t.ts';
import { refreshSession, useSession } from '../session.ts';
import '../../../i18n/en/account.ts';

type Mode = 'login' | 'register' | 'forgot';
/** The navigation state that opens /login on "Forgot password?" (the reset page's link for a new link). */
export type ForgotState = { forgot: true };
type Values = { name: string; email: string; phone_no: string; password: string };
const EMPTY: Values = { name: '', email: '', phone_no: '', password: '' };

const TITLES: Record<Mode, MessageKey> = {
  login: 'login.title',
  register: 'login.registerTitle',
  forgot: 'login.forgotTitle',
};

export function Component() {
  const location = useLocation();
  const [mode, setMode] = useState<Mode>((location.state as ForgotState | null)?.forgot ? 'forgot' : 'login');
  // The e-mail typed in the login form goes with the person to "Forgot password?".
  const [email, setEmail] = useState('');
  const session = useSession();
  usePageTitle(t(TITLES[mode]), t('meta.login', { brand: site.brandName }));

  if (session?.isLoggedIn)
    return <Navigate to={session.role === 'operator' ? '/ops' : returnPath(location.state)} replace />;

  return (
    <div className="page page--narrow auth">
      <h1>{t(TITLES[mode])}</h1>
      {mode === 'forgot' ? (
        <ForgotForm
          email={email}
          onBack={() => {
            setMode('login');
          }}
        />
      ) : (
        <>
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
          <AuthForm
            key={mode}
            mode={mode}
            onForgot={(typed) => {
              setEmail(typed);
              setMode('forgot');
            }}
          />
        </>
      )}
    </div>
  );
}

function AuthForm({ mode, onForgot }: { mode: 'login' | 'register'; onForgot(email: string): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
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
      // Loaded on submit: the page shows (and checks the password) without the calls' schemas.
      const { login, register } = await import('../api.ts');
      if (mode === 'login') {
        await login(values.email, values.password);
        toast(t('loginSuccess'), 'success');
      } else {
        await register(values);
        toast(t('signUpSuccess'), 'success');
      }
      const session = await refreshSession();
      navigate(session.role === 'operator' ? '/ops' : returnPath(location.state), { replace: true });
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

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {mode === 'register' && field('name', 'login.fullName', 'text', 'name')}
      {field('email', 'login.email', 'email', 'email')}
      {mode === 'register' && field('phone_no', 'login.mobile', 'tel', 'tel-national')}
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t('login.password')}
        required
        checks
        tried={tried}
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        value={values.password}
        onChange={(password) => setValues((v) => ({ ...v, password }))}
      />
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('form.sending') : t(mode === 'login' ? 'login.submitLogin' : 'login.submitRegister')}
      </button>
      {mode === 'login' && (
        <button type="button" className="link-button auth__forgot" onClick={() => onForgot(values.email)}>
          {t('login.forgot')}
        </button>
      )}
    </form>
  );
}

/** "Forgot password?": the same answer whatever the e-mail, shown until the person goes back to log in. */
function ForgotForm(props: { email: string; onBack(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const [email, setEmail] = useState(props.email);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (email.trim() === '') {
      setError(t('profile.required'));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setSending(true);
    setError('');
    try {
      const { forgotPassword } = await import('../api.ts');
      setSent((await forgotPassword(email)).message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setError(err.fieldErrors.email ?? err.message);
      else toast(errorText(err, 'login.forgotFailed'), 'error');
    } finally {
      setSending(false);
    }
  };

  const { aria, errorOf } = fieldErrors(id, { email: error || undefined });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>{t('login.forgotIntro')}</p>
      <div className="form__field">
        <label htmlFor={`${id}-email`}>
          {t('login.email')} <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...aria('email')}
        />
        {errorOf('email')}
      </div>
      <p role="status" className={sent ? 'auth__sent' : undefined}>
        {sent}
      </p>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('form.sending') : t('login.sendLink')}
      </button>
      <button type="button" className="link-button auth__forgot" onClick={props.onBack}>
        {t('login.backToLogin')}
      </button>
    </form>
  );
}
