// The long-form pages' texts (FAQs, terms, privacy, about, career, the five articles), one module per page and
// language under i18n/<language>/content/, loaded with the page that shows them (decision 0012). The types below make a
// Marathi or Hindi module that lacks an export, or gives it another shape, fail the typecheck.
import type { Language } from '@motomitra/domain/language';

type En = {
  faqs: typeof import('./en/content/faqs.ts');
  legal: typeof import('./en/content/legal.ts');
  company: typeof import('./en/content/company.ts');
  'articles/regular-servicing-importance': typeof import('./en/content/articles/regular-servicing-importance.ts');
  'articles/seasonal-changes-vehicle-care': typeof import('./en/content/articles/seasonal-changes-vehicle-care.ts');
  'articles/top-10-signs-vehicle-needs-servicing': typeof import('./en/content/articles/top-10-signs-vehicle-needs-servicing.ts');
  'articles/what-happens-if-you-skip-servicing': typeof import('./en/content/articles/what-happens-if-you-skip-servicing.ts');
  'articles/local-vs-authorised-service-centres': typeof import('./en/content/articles/local-vs-authorised-service-centres.ts');
};
type Twin<T extends En> = T;
export type MarathiContent = Twin<{
  faqs: typeof import('./mr/content/faqs.ts');
  legal: typeof import('./mr/content/legal.ts');
  company: typeof import('./mr/content/company.ts');
  'articles/regular-servicing-importance': typeof import('./mr/content/articles/regular-servicing-importance.ts');
  'articles/seasonal-changes-vehicle-care': typeof import('./mr/content/articles/seasonal-changes-vehicle-care.ts');
  'articles/top-10-signs-vehicle-needs-servicing': typeof import('./mr/content/articles/top-10-signs-vehicle-needs-servicing.ts');
  'articles/what-happens-if-you-skip-servicing': typeof import('./mr/content/articles/what-happens-if-you-skip-servicing.ts');
  'articles/local-vs-authorised-service-centres': typeof import('./mr/content/articles/local-vs-authorised-service-centres.ts');
}>;
export type HindiContent = Twin<{
  faqs: typeof import('./hi/content/faqs.ts');
  legal: typeof import('./hi/content/legal.ts');
  company: typeof import('./hi/content/company.ts');
  'articles/regular-servicing-importance': typeof import('./hi/content/articles/regular-servicing-importance.ts');
  'articles/seasonal-changes-vehicle-care': typeof import('./hi/content/articles/seasonal-changes-vehicle-care.ts');
  'articles/top-10-signs-vehicle-needs-servicing': typeof import('./hi/content/articles/top-10-signs-vehicle-needs-servicing.ts');
  'articles/what-happens-if-you-skip-servicing': typeof import('./hi/content/articles/what-happens-if-you-skip-servicing.ts');
  'articles/local-vs-authorised-service-centres': typeof import('./hi/content/articles/local-vs-authorised-service-centres.ts');
}>;
export type ContentFile = keyof En;
export type Content<F extends ContentFile> = En[F];

const modules = import.meta.glob<Record<string, unknown>>(['./*/content/*.ts', './*/content/articles/*.ts']);
const loaded = new Map<string, unknown>();
const loading = new Map<string, Promise<unknown>>();

/** The module's key in the build's manifest, for the page's preload links. */
export const contentModule = (language: Language, file: ContentFile) => `src/i18n/${language}/content/${file}.ts`;

/** Loads a page's texts in a language (once); the page's `prepare` awaits it before a render that must not wait. */
export function loadContent<F extends ContentFile>(language: Language, file: F): Promise<Content<F>> {
  const key = `./${language}/content/${file}.ts`;
  let promise = loading.get(key);
  if (!promise) {
    const load = modules[key];
    if (!load) throw new Error(`No content module ${key}`);
    promise = load().then((module) => {
      loaded.set(key, module);
      return module;
    });
    // A load that failed (a chunk gone after a new release, the network) is tried again on the next visit.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise as Promise<Content<F>>;
}

/** The texts if loaded already (after `loadContent`), else undefined. */
export function loadedContent<F extends ContentFile>(language: Language, file: F): Content<F> | undefined {
  return loaded.get(`./${language}/content/${file}.ts`) as Content<F> | undefined;
}
