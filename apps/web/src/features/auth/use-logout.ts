// Log Out, as the side menu and the account sidebar offer it: confirm, end the session on the server, go to /login.

import { useFeedback } from '../../components/feedback.tsx';
import { clearAllDrafts } from '../../components/form/drafts.ts';
import { useNavigate } from '../../components/links.tsx';
import { t } from '../../i18n/t.ts';
import { LOGGED_OUT, setSession } from './session.ts';

export function useLogout(): () => Promise<void> {
  const { confirm, toast } = useFeedback();
  const navigate = useNavigate();
  return async () => {
    if (!(await confirm(t('confirmLogout')))) return;
    try {
      // Loaded on use: the shell offers Log Out on every page, the call's schema need not come with each.
      const { logout } = await import('./api.ts');
      await logout();
    } catch {
      toast(t('logoutFailed'), 'error');
      return;
    }
    // Nothing typed on this phone stays behind for the next person.
    clearAllDrafts();
    setSession(LOGGED_OUT);
    navigate('/login');
  };
}
