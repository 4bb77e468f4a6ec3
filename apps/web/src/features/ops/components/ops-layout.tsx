// The operator console's frame: its own navigation, the sections the member of staff's role may use
// (components/ops-links.ts).

import { Outlet } from 'react-router';
import { NavLink } from '../../../components/links.tsx';
import { opsLinksFor } from '../../../components/ops-links.ts';
import { t } from '../../../i18n/t.ts';
import { LogoutButton } from '../../auth/logout-button.tsx';
import { useSession } from '../../auth/session.ts';
import '../../../components/booking-parts.css';
import '../ops.css';

export function OpsLayout() {
  const role = useSession()?.staffRole;
  return (
    <div className="page ops">
      <nav className="ops__nav" aria-label={t('ops.nav.label')}>
        <ul>
          {opsLinksFor(role).map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end}>
                {t(l.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <LogoutButton />
          </li>
        </ul>
      </nav>
      <div className="ops__main">
        <Outlet />
      </div>
    </div>
  );
}
