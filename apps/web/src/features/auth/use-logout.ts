// Log Out, as the side menu and the account sidebar offer it: confirm, end the session on the server, go to /login.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../components/feedback.tsx';
import { t } from '../../i18n/t.ts';
import { afterLogout, logout } from './api.ts';

export function useLogout(): () => Promise<void> {
  const { confirm, toast } = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    if (!(await confirm(t('confirmLogout')))) return;
    try {
      await logout();
    } catch {
      toast(t('logoutFailed'), 'error');
      return;
    }
    afterLogout(queryClient);
    navigate('/login');
  };
}
