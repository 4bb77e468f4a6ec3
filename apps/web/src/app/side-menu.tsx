// The side menu behind the header's menu button (a modal dialog): the shop's pages and, for a visitor, Log In after a
// confirm, for a customer their account and Log Out, for an operator the console's sections and Log Out; Escape, the close button or a click on the backdrop close it.
import { useEffect, useRef, useState } from 'react';
import { useFeedback } from '../components/feedback.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { Link, useAppLocation, useNavigate } from '../components/links.tsx';
import { OPS_LINKS } from '../components/ops-links.ts';
import { useSession } from '../features/auth/session.ts';
import { useLogout } from '../features/auth/use-logout.ts';
import { t } from '../i18n/t.ts';

export function SideMenu() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useAppLocation();
  const navigate = useNavigate();
  const { confirm } = useFeedback();
  const session = useSession();
  const loggedIn = session?.isLoggedIn ?? false;
  // An operator gets the console's sections, not the customer's shop, cart and account (issue 14).
  const operator = session?.role === 'operator';
  const logOut = useLogout();
  // An operator's sections, or the shop's pages (and a customer's own).
  const links = operator
    ? OPS_LINKS.map((l) => ({ to: l.to, label: t(l.label) }))
    : [
        { to: '/shop', label: t('menu.shop') },
        ...(loggedIn
          ? [
              { to: '/Subscription', label: t('menu.subscription') },
              { to: '/cart', label: t('menu.cart') },
              { to: '/addmyvehiclenew', label: t('menu.addVehicle') },
              { to: '/my-account', label: t('menu.myAccount') },
            ]
          : []),
      ];
  const onLogOut = () => {
    setOpen(false);
    void logOut();
  };

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [location.pathname]);

  const askLogin = async () => {
    setOpen(false);
    if (await confirm(t('confirmLogin'))) navigate('/login', { state: { from: location.pathname + location.search } });
  };

  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('shell.openMenu')}
        aria-expanded={open}
        aria-controls="side-menu"
        onClick={() => setOpen(true)}
      >
        <span className="hamburger" aria-hidden="true" />
      </button>
      {/* A click on the backdrop closes the menu; keyboard users have Escape and the close button. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal dialog */}
      <dialog
        id="side-menu"
        ref={dialog}
        className="side-menu"
        aria-label={t('shell.menu')}
        onClose={() => setOpen(false)}
        onClick={(e) => {
          if (e.target === e.currentTarget) setOpen(false);
        }}
      >
        <div className="side-menu__head">
          <span className="side-menu__title">{t('shell.menu')}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('shell.closeMenu')}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        <nav aria-label={t('shell.menu')}>
          <ul className="side-menu__list">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
            <li>
              {loggedIn ? (
                <button type="button" className="link-button" onClick={onLogOut}>
                  {t('menu.logout')}
                </button>
              ) : (
                <button type="button" className="link-button" onClick={askLogin}>
                  {t('menu.login')}
                </button>
              )}
            </li>
            <li>
              <Link to="/contact-us">{t('menu.contactUs')}</Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher as="list" customer={session?.role === 'customer'} />
      </dialog>
    </>
  );
}
