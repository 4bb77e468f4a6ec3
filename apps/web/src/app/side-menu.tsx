// The side menu behind the header's menu button (a modal dialog): the shop's pages and, for a visitor, Log In after a
// confirm, for a customer their account and Log Out, for an operator the console's sections and Log Out; Escape, the close button or a click on the backdrop close it.
import { useEffect, useRef, useState } from 'react';
import { useFeedback } from '../components/feedback.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { Link, useAppLocation, useNavigate } from '../components/links.tsx';
import { useSession } from '../features/auth/session.ts';
import { useLogout } from '../features/auth/use-logout.ts';
import { t } from '../i18n/t.ts';
import { menuLinks } from './menu-links.ts';

export function SideMenu() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useAppLocation();
  const navigate = useNavigate();
  const { confirm } = useFeedback();
  const session = useSession();
  const loggedIn = session?.isLoggedIn ?? false;
  const logOut = useLogout();
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
        <MenuNav links={menuLinks(session)} loggedIn={loggedIn} onLogOut={onLogOut} onLogIn={askLogin} />
        <LanguageSwitcher as="list" customer={session?.role === 'customer'} />
      </dialog>
    </>
  );
}

/** The menu's links, then Log Out for someone logged in or Log In for a visitor, then Contact Us. */
function MenuNav(props: {
  links: { to: string; label: string }[];
  loggedIn: boolean;
  onLogOut(): void;
  onLogIn(): void;
}) {
  return (
    <nav aria-label={t('shell.menu')}>
      <ul className="side-menu__list">
        {props.links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
        <li>
          {props.loggedIn ? (
            <button type="button" className="link-button" onClick={props.onLogOut}>
              {t('menu.logout')}
            </button>
          ) : (
            <button type="button" className="link-button" onClick={props.onLogIn}>
              {t('menu.login')}
            </button>
          )}
        </li>
        <li>
          <Link to="/contact-us">{t('menu.contactUs')}</Link>
        </li>
      </ul>
    </nav>
  );
}
