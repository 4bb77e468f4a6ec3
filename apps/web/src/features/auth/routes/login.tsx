// /login: the Login/Register toggle. Live password checks (the spec's three, in order), show/hide password,
// the spec's success and failure texts, then home or back to the page the visitor was sent away from.
import { useState } from 'react';
import { Navigate, useAppLocation } from '../../../components/links.tsx';
import { returnPath } from '../../../components/login-return.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { site } from '../../../components/site.ts';
import { type AccountKey, accountText } from '../../../i18n/en/account.ts';
import { ForgotForm } from '../components/forgot-form.tsx';
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
          }}
        />
      ) : (
        <>
          <fieldset className="auth__toggle">
            <legend className="visually-hidden">{accountText('login.choose')}</legend>
            {(['login', 'register'] as const).map((m) => (
              <button
                key={m}
                type="button"
                className={`auth__tab${mode === m ? ' auth__tab--active' : ''}`}
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
              >
                {accountText(m === 'login' ? 'login.title' : 'login.registerTitle')}
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
  return mode === 'login' ? <LoginForm onForgot={onForgot} /> : <RegisterForm />;
}
