// The Log Out entry of the account and garage-console menus (useLogout asks the spec's confirm text first).

import { accountText } from '../../i18n/en/account.ts';
import { useLogout } from './use-logout.ts';

export function LogoutButton() {
  const logOut = useLogout();
  return (
    <button type="button" className="link-button" onClick={() => void logOut()}>
      {accountText('account.nav.logout')}
    </button>
  );
}
