// The Log Out entry of the account and garage-console menus (useLogout asks the spec's confirm text first).
import { t } from '../../i18n/t.ts';
import { useLogout } from './use-logout.ts';
import '../../i18n/en/account.ts';

export function LogoutButton() {
  const logOut = useLogout();
  return (
    <button type="button" className="link-button" onClick={() => void logOut()}>
      {t('account.nav.logout')}
    </button>
  );
}
