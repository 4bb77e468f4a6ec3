// The language switcher (issue 15): English · मराठी · हिंदी, each in its own script and marked with its language for
// screen readers. Plain links to the page's own address with ?lang=…: the server keeps the choice (a cookie, and a
// customer's profile) and sends the page in that language, so switching works before and without the script.
import { LANGUAGE_NAMES, LANGUAGES, switchingPath } from '@motomitra/domain/language';
import { currentLanguage, t } from '../i18n/t.ts';
import { useLocation } from './router.tsx';

/** In the header a navigation landmark; in the side menu a labelled list (one landmark of the name per page). */
export function LanguageSwitcher({ as = 'nav' }: { as?: 'nav' | 'list' }) {
  const { pathname, search } = useLocation();
  const current = currentLanguage();
  const links = (
    <ul className="languages__list" aria-label={as === 'list' ? t('language.label') : undefined}>
      {LANGUAGES.map((language) => {
        return (
          <li key={language}>
            <a
              className="languages__link"
              href={switchingPath(`${pathname}${search}`, language)}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        );
      })}
    </ul>
  );
  return as === 'nav' ? (
    <nav className="languages" aria-label={t('language.label')}>
      {links}
    </nav>
  ) : (
    links
  );
}
