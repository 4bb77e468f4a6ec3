// The account area's frame: a sidebar that greets the customer (with their picture, if any) and links
// My Profile, Messages, Orders, Invoices, My Vehicles, Your data and Log out; the chosen screen beside it. On a phone
// the screen's task comes first: the sidebar folds into one "Account menu" button above it, opened when wanted.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Outlet } from 'react-router';
import { NavLink } from '../../../components/links.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { t } from '../../../i18n/t.ts';
import { LogoutButton } from '../../auth/logout-button.tsx';
import { customerQuery } from '../api.ts';
import '../../../components/booking-parts.css';
import '../account.css';

const LINKS = [
  { to: '/my-account/edit-account', label: 'account.nav.profile' },
  { to: '/my-account/messages', label: 'channels.title' },
  { to: '/my-account/orders', label: 'account.nav.orders' },
  { to: '/my-account/downloads', label: 'account.nav.invoices' },
  { to: '/myvehicles', label: 'account.nav.vehicles' },
  { to: '/my-account/your-data', label: 'yourData.title' },
] as const;

export function AccountLayout() {
  const { data: customer } = useQuery(customerQuery);
  const id = useId();
  // Only a phone folds the menu (CSS); on a wide screen the button is hidden and the menu always shown.
  const [open, setOpen] = useState(false);
  const initials = (customer?.name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <div className="page account">
      <aside className={`account__side${open ? ' is-open' : ''}`} aria-label={accountText('account.nav.label')}>
        <button
          type="button"
          className="account__menu-button"
          aria-expanded={open}
          aria-controls={`${id}-menu`}
          onClick={() => setOpen((o) => !o)}
        >
          {accountText('account.menu')}
        </button>
        <div className="account__menu" id={`${id}-menu`}>
          <div className="account__who">
            {customer?.avatar ? (
              <img className="avatar" src={customer.avatar} alt="" width="56" height="56" />
            ) : (
              <span className="avatar" aria-hidden="true">
                {initials || '🙂'}
              </span>
            )}
            <p>{customer ? accountText('account.hello', { name: customer.name }) : t('common.loading')}</p>
          </div>
          <nav aria-label={accountText('account.nav.label')}>
            <ul className="account__nav">
              {LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} onClick={() => setOpen(false)}>
                    {accountText(l.label)}
                  </NavLink>
                </li>
              ))}
              <li>
                <LogoutButton />
              </li>
            </ul>
          </nav>
        </div>
      </aside>
      <div className="account__main">
        <Outlet />
      </div>
    </div>
  );
}
