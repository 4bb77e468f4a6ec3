// The shop's languages (decision 0012): English, Marathi and Hindi. Which one a visitor gets: their choice (a cookie, or a
// customer's profile), else the best match of the browser's Accept-Language, else English.

export const LANGUAGES = ['en', 'mr', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages the shop is translated into from English (language packs, the catalogue's texts). */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Each language in its own script, as the switcher shows it: English · मराठी · हिंदी. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', mr: 'मराठी', hi: 'हिंदी' };

/**
 * The Intl locale of each language's dates and times, with Western digits (ICU writes Marathi in Devanagari digits by
 * default). Money is not formatted by these: ICU groups Marathi numbers by threes, and ₹ is written with Indian
 * grouping in every language by the shop's one money formatter (money.ts).
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', mr: 'mr-IN-u-nu-latn', hi: 'hi-IN-u-nu-latn' };

/** The cookie that keeps a visitor's choice. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header ('mr-IN,mr;q=0.9,en;q=0.8' → mr): the highest q among
 * the ranges whose primary subtag is one of ours, the earlier one on a tie; English when none is.
 */
export function negotiateLanguage(header: string | null | undefined): Language {
  let best: { lang: Language; q: number } | null = null;
  for (const part of (header ?? '').split(',').slice(0, 50)) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? DEFAULT_LANGUAGE;
}

/** The language a request is answered in: the saved choice when there is one, else the browser's. */
export function requestLanguage(choice: string | null | undefined, acceptLanguage: string | null | undefined) {
  return isLanguage(choice) ? choice : negotiateLanguage(acceptLanguage);
}

/**
 * A path as the shop's address in a language (decision 0012): English keeps today's URLs; Marathi and Hindi pages live
 * under /mr and /hi ('/shop?category=Car' → '/mr/shop?category=Car', '/' → '/mr'). A path already in a language, or
 * not absolute, is left as it is.
 */
export function localizedPath(to: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !to.startsWith('/') || splitLanguage(pathOf(to)).language) return to;
  const path = pathOf(to);
  return `/${language}${path === '/' ? '' : path}${to.slice(path.length)}`;
}

/** '/mr/shop' → { language: 'mr', path: '/shop' }, '/mr' → '/'; a path in no language → { language: null, path }. */
export function splitLanguage(pathname: string): { language: Language | null; path: string } {
  const m = /^\/(mr|hi)(\/.*)?$/.exec(pathname);
  return m ? { language: m[1] as Language, path: m[2] ?? '/' } : { language: null, path: pathname };
}

/**
 * The switcher's address for `to` in `language` ('/shop?category=Car' → '/shop?category=Car&lang=mr'): the server
 * keeps the choice and sends the visitor on to the page in that language.
 */
export function switchingPath(to: string, language: Language): string {
  const path = pathOf(to);
  const query = new URLSearchParams(to.slice(path.length).split('#')[0]);
  query.set(LANGUAGE_COOKIE, language);
  return `${path}?${query}`;
}

const pathOf = (to: string) => to.split(/[?#]/)[0] || '/';
