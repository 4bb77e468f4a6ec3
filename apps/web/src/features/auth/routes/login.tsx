// /login: the mobile number first (decision 0019: a code sent to it logs in or signs up), then, as the second way, the
// spec's Login/Register toggle behind "Log in with e-mail and password instead": live password checks (the spec's
// three, in order), show/hide password, the spec's success and failure texts. Either way leads home or back to the
// page the visitor was sent away from.
import { useState } from 'react';
import { Navigate, useAppLocation } from '../../../components/links.tsx';
import { returnPath } from '../../../components/login-return.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { site } from '../../../components/site.ts';
import { type AccountKey, accountText } from '../../../i18n/en/account.ts';
import { ForgotForm } from '../components/forgot-form.tsx';
import { PhoneLogin } from '../components/phone-login.tsx';
import { LoginForm, RegisterForm } from '../components/sign-in-forms.tsx';
import { useSession } from '../session.ts';
import '../auth.css';

type Mode = 'login' | 'register' | 'forgot';
/** The navigation state that opens /login on "Forgot password?" (the reset page's link for a new link). */
export type ForgotState = { forgot: true };

const TITLES: Record<Mode, AccountKey> = {
  login: 'login.title',
  register: 'login.registerTitle',
  forgot: 'login.forgotTitle',
};

export function Component() {
  const location = useAppLocation();
  const [mode, setMode] = useState<Mode>((location.state as ForgotState | null)?.forgot ? 'forgot' : 'login');
  // The e-mail typed in the login form goes with the person to "Forgot password?".
  const [email, setEmail] = useState('');
  // The e-mail and password forms, folded under the mobile number's until asked for (open again on the way back from
  // "Forgot password?").
  const [emailWay, setEmailWay] = useState(false);
  const session = useSession();
  usePageTitle(accountText(TITLES[mode]), accountText('meta.login', { brand: site.brandName }));

  if (session?.isLoggedIn)
    return <Navigate to={session.role === 'operator' ? '/ops' : returnPath(location.state)} replace />;

  return (
    <div className="page page--narrow auth">
      <h1>{accountText(TITLES[mode])}</h1>
      {mode === 'forgot' ? (
        <ForgotForm
          email={email}
          onBack={() => {
            setMode('login');
            setEmailWay(true);
          }}
        />
      ) : (
        <>
          <PhoneLogin />
          <details
            className="auth__way"
            open={emailWay}
            onToggle={(e) => setEmailWay((e.currentTarget as HTMLDetailsElement).open)}
          >
            <summary>{accountText('phone.emailWay')}</summary>
            <EmailWay
              mode={mode}
              onMode={setMode}
              onForgot={(typed) => {
                setEmail(typed);
                setMode('forgot');
              }}
            />
          </details>
        </>
      )}
    </div>
  );
}

/** The spec's Login/Register toggle and the chosen form. */
function EmailWay(props: { mode: 'login' | 'register'; onMode(mode: Mode): void; onForgot(email: string): void }) {
  const { mode } = props;
  return (
    <>
      <fieldset className="auth__toggle">
        <legend className="visually-hidden">{accountText('login.choose')}</legend>
        {(['login', 'register'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`auth__tab${mode === m ? ' auth__tab--active' : ''}`}
            aria-pressed={mode === m}
            onClick={() => props.onMode(m)}
          >
            {accountText(m === 'login' ? 'login.title' : 'login.registerTitle')}
          </button>
        ))}
      </fieldset>
      {mode === 'login' ? <LoginForm onForgot={props.onForgot} /> : <RegisterForm />}
    </>
  );
}
