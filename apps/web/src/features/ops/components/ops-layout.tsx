// The operator console's frame: its own navigation (bookings, catalogue, coupons, slots, enquiries, outbox).
import { NavLink, Outlet } from '../../../components/router.tsx';
import { t } from '../../../i18n/t.ts';
import '../messages.ts';
import { LogoutButton } from '../../auth/logout-button.tsx';

const LINKS = [
  { to: '/ops', label: 'ops.nav.bookings', end: true },
  { to: '/ops/catalogue', label: 'ops.nav.catalogue', end: false },
  { to: '/ops/coupons', label: 'ops.nav.coupons', end: false },
  { to: '/ops/slots', label: 'ops.nav.slots', end: false },
  { to: '/ops/enquiries', label: 'ops.nav.enquiries', end: false },
  { to: '/ops/outbox', label: 'ops.nav.outbox', end: false },
] as const;

export function OpsLayout() {
  return (
    <div className="page ops">
      <nav className="ops__nav" aria-label={t('ops.nav.label')}>
        <ul>
          {LINKS.map((l) => (
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
