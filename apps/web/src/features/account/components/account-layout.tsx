// The account area's frame: a sidebar that greets the customer (with their picture, if any) and links
// My Profile, Orders, Invoices, My Vehicles and Log out; the chosen screen beside it.
import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet } from '../../../components/router.tsx';
import { t } from '../../../i18n/t.ts';
import { LogoutButton } from '../../auth/logout-button.tsx';
import { customerQuery } from '../api.ts';
import '../../../i18n/en/account.ts';

const LINKS = [
  { to: '/my-account/edit-account', label: 'account.nav.profile' },
  { to: '/my-account/orders', label: 'account.nav.orders' },
  { to: '/my-account/downloads', label: 'account.nav.invoices' },
  { to: '/myvehicles', label: 'account.nav.vehicles' },
  { to: '/my-account/your-data', label: 'yourData.title' },
] as const;

export function AccountLayout() {
  const { data: customer } = useQuery(customerQuery);
  const initials = (customer?.name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <div className="page account">
      <aside className="account__side" aria-label={t('account.nav.label')}>
        <div className="account__who">
          {customer?.avatar ? (
            <img className="avatar" src={customer.avatar} alt="" width="56" height="56" />
          ) : (
            <span className="avatar" aria-hidden="true">
              {initials || '🙂'}
            </span>
          )}
          <p>{customer ? t('account.hello', { name: customer.name }) : t('common.loading')}</p>
        </div>
        <nav aria-label={t('account.nav.label')}>
          <ul className="account__nav">
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to}>{t(l.label)}</NavLink>
              </li>
            ))}
            <li>
              <LogoutButton />
            </li>
          </ul>
        </nav>
      </aside>
      <div className="account__main">
        <Outlet />
      </div>
    </div>
  );
}
