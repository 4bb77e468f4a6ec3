// The language switcher (decision 0012): English · मराठी · हिंदी, each in its own script and marked with its language for
// screen readers. Plain links to the page's own address with ?lang=…: the server keeps the choice in a cookie and sends
// the page in that language, so switching works before and without the script. A link changes no profile (since
// another site may link to ?lang= too): a logged-in customer's choice is saved with a POST before the link is followed.
import { LANGUAGE_NAMES, LANGUAGES, type Language, switchingPath } from '@motomitra/domain/language';
import type { MouseEvent } from 'react';
import { currentLanguage, t } from '../i18n/t.ts';
import { useAppLocation } from './links.tsx';

/** Saves a customer's language in their profile (their e-mails, their pages on another device). */
async function saveToProfile(language: Language): Promise<void> {
  try {
    // Loaded on use: the first screen needs neither the schema nor the client.
    const [{ LanguageSavedResponseSchema }, { api }] = await Promise.all([
      import('@motomitra/domain/accounts'),
      import('./http.ts'),
    ]);
    await api('/customer/language', LanguageSavedResponseSchema, { method: 'POST', body: { language } });
  } catch {
    // Offline or refused: the page still switches (the link's cookie); the profile keeps its language until next time.
  }
}

/** A plain click by a logged-in customer: save the choice, then follow the link. Other clicks (a new tab) only link. */
function onChoose(event: MouseEvent<HTMLAnchorElement>, language: Language): void {
  if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  void saveToProfile(language).then(() => window.location.assign(href));
}

/**
 * In the header a navigation landmark; in the side menu a labelled list (one landmark of the name per page).
 * `customer`: a customer is logged in, whose choice their profile keeps.
 */
export function LanguageSwitcher({ as = 'nav', customer = false }: { as?: 'nav' | 'list'; customer?: boolean }) {
  const { pathname, search } = useAppLocation();
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
              onClick={customer ? (event) => onChoose(event, language) : undefined}
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
