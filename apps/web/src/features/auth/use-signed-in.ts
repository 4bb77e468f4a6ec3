// After a log-in or a sign-up, whichever way (password, or a code sent to a mobile number): who is this now, and on
// to their page, in their own language.
import { type Language, switchingPath } from '@motomitra/domain/language';
import { useAppLocation, useNavigate } from '../../components/links.tsx';
import { returnPath } from '../../components/login-return.ts';
import { opsHomeFor } from '../../components/ops-links.ts';
import { currentLanguage } from '../../i18n/t.ts';
import { refreshSession } from './session.ts';

export function useSignedIn() {
  const navigate = useNavigate();
  const location = useAppLocation();
  return async (language?: Language) => {
    const session = await refreshSession();
    // Staff land on their role's first screen: the board for the desk, a technician's jobs, a rider's runs.
    const to = session.role === 'operator' ? opsHomeFor(session.staffRole) : returnPath(location.state);
    // The customer's own language wins after login (decision 0012): their page is loaded again in it, through the
    // switcher's address (the server sends it on to the page's address in that language).
    if (language && language !== currentLanguage()) {
      window.location.assign(switchingPath(to, language));
    } else navigate(to, { replace: true });
  };
}
