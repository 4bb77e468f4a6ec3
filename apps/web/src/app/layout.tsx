// The shell around every screen: skip link, rebrand banner, header with side menu, main content, footer.

import { telHref } from '@motomitra/domain/site';
import { Suspense, useContext, useEffect } from 'react';
import { Outlet, useNavigationType } from 'react-router';
import { useFeedback } from '../components/feedback.tsx';
import { LogoMark, SocialIcon } from '../components/icons.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { Link, useAppLocation } from '../components/links.tsx';
import { ServerRenderContext } from '../components/server-render.ts';
import { site } from '../components/site.ts';
import { Spinner } from '../components/spinner.tsx';
import { useCartCount, useSession } from '../features/auth/session.ts';
import { ARTICLE_SLUGS, articlePath, articleTitleKey } from '../features/content/articles-index.ts';
import { t, tn } from '../i18n/t.ts';
import { ErrorBoundary } from './error-screen.tsx';
import { SideMenu } from './side-menu.tsx';

/** Where each visited entry of the history was scrolled to, by location key (back and forward return there). */
const positions = new Map<string, number>();

/**
 * A new page, and a page opened from the address bar or reloaded, starts at the top; back and forward return to where
 * the visitor was. The browser's own restoration is off: it put a reloaded page mid-way down before its content was
 * there.
 */
function useScrollPositions(key: string, navigationType: string) {
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    // Only while the browser is on this entry: leaving a long page for a shorter one clamps the scroll, and that scroll
    // event can come before this listener is removed; it would overwrite where the visitor was with the new page's
    // bottom. React Router keeps the entry's key in history.state ("default" for the first page, which has none).
    const remember = () => {
      if (((window.history.state as { key?: string } | null)?.key ?? 'default') === key)
        positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
  }, [key]);
}

export function RootLayout() {
  const location = useAppLocation();
  const navigationType = useNavigationType();
  useScrollPositions(location.key, navigationType);
  // Toasts end with their page: one from the page before does not follow the visitor.
  const { endPage } = useFeedback();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes, on purpose
  useEffect(() => endPage(), [location.pathname]);
  // The page is now the app's (hydrated, or drawn in the browser): end-to-end tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  const server = useContext(ServerRenderContext);
  const operator = useSession()?.role === 'operator';
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {server?.clientOnly ? (
          <Spinner />
        ) : (
          <ErrorBoundary key={location.pathname}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        )}
      </main>
      {/* An operator works in the console: the shop's footer (articles, social links) is the customer's. */}
      {operator ? null : <Footer />}
    </>
  );
}

function Header() {
  const customer = useSession()?.role === 'customer';
  const inCart = useCartCount();
  return (
    <header className="header">
      <p className="rebrand">{t('shell.rebrand', { former: site.formerBrandName, brand: site.brandName })}</p>
      <LanguageSwitcher customer={customer} />
      <div className="header__inner">
        <SideMenu />
        <Link to="/" className="header__brand" aria-label={t('shell.home', { brand: site.brandName })}>
          <LogoMark />
          <span>{site.brandName}</span>
        </Link>
        {customer && (
          <Link
            to="/cart"
            className="header__cart"
            aria-label={inCart > 0 ? tn('shell.cartCount', inCart) : t('menu.cart')}
          >
            <span aria-hidden="true">🛒</span>
            {inCart > 0 && (
              <span className="header__cart-count" aria-hidden="true">
                {inCart}
              </span>
            )}
          </Link>
        )}
        <a className="header__phone" href={telHref(site.supportPhone)}>
          <span aria-hidden="true">☎</span>{' '}
          <span className="header__phone-text">{t('shell.callUs', { phone: site.supportPhone })}</span>
        </a>
      </div>
    </header>
  );
}

const SOCIAL = [
  { network: 'Facebook', icon: 'facebook', href: 'https://www.facebook.com/motomitra' },
  { network: 'Instagram', icon: 'instagram', href: 'https://www.instagram.com/motomitra' },
  { network: 'X', icon: 'x', href: 'https://x.com/motomitra' },
  { network: 'YouTube', icon: 'youtube', href: 'https://www.youtube.com/@motomitra' },
  { network: 'LinkedIn', icon: 'linkedin', href: 'https://www.linkedin.com/company/motomitra' },
] as const;

function Footer() {
  return (
    <footer className="footer later">
      <div className="footer__grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer__brand">
            {site.brandName}
          </h2>
          <p>{t('footer.tagline')}</p>
          <p>
            <a href={telHref(site.supportPhone)}>{t('shell.callUs', { phone: site.supportPhone })}</a>
          </p>
        </section>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.company')}</h2>
          <ul>
            <li>
              <Link to="/about-us">{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/career">{t('footer.career')}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t('footer.contactUs')}</Link>
            </li>
            <li>
              <Link to="/earn">{t('footer.earn')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            <li>
              <Link to="/faqs">{t('footer.faqs')}</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-articles">
          <h2 id="footer-articles">{t('footer.articles')}</h2>
          <ul>
            {ARTICLE_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={articlePath(slug)}>{t(articleTitleKey(slug))}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="footer__bottom">
        <ul className="footer__social" aria-label={t('footer.follow')}>
          {SOCIAL.map((s) => (
            <li key={s.icon}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.social', { brand: site.brandName, network: s.network })}
              >
                <SocialIcon network={s.icon} />
              </a>
            </li>
          ))}
        </ul>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: site.brandName })}</p>
      </div>
    </footer>
  );
}
