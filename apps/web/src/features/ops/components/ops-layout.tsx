// The operator console's frame: its own navigation (bookings, catalogue, coupons, slots, enquiries, outbox,
// inspection checklists).

import { Outlet } from 'react-router';
import { NavLink } from '../../../components/links.tsx';
import { OPS_LINKS } from '../../../components/ops-links.ts';
import { t } from '../../../i18n/t.ts';
import { LogoutButton } from '../../auth/logout-button.tsx';
import '../../../components/booking-parts.css';
import '../ops.css';

export function OpsLayout() {
  return (
    <div className="page ops">
      <nav className="ops__nav" aria-label={t('ops.nav.label')}>
        <ul>
          {OPS_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end}>
                {t(l.label)}
              </NavLink>
            </li>
          ))}
          {/* Admins only (the API refuses the others). On main the console does not know the member's role yet: once
              it does (components/ops-links.ts by role), this belongs in that list for admins. */}
          <li>
            <NavLink to="/ops/checklists">{t('ops.nav.checklists')}</NavLink>
          </li>
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
