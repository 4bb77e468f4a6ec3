// The shop's addresses in the page's language (decision 0012): public pages of a Marathi or Hindi page link to /mr/… and
// /hi/…; screens behind a login keep one address in every language (their language is the visitor's choice).
import { type Language, localizedPath, splitLanguage } from '@motomitra/domain/language';
import type { Addresses } from '../components/links.tsx';
import { isPublicPath } from './routes.tsx';

export function addressesIn(language: Language): Addresses {
  return {
    toUrl: (to) => (isPublicPath(to.split(/[?#]/)[0] || '/') ? localizedPath(to, language) : to),
    fromUrl: (pathname) => splitLanguage(pathname).path,
  };
}
