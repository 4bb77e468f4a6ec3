// A long-form page's texts in the page's language: loaded before a render that must not wait (the server's, the
// hydration's), or waited for (Suspense) on a later visit.
import type { Language } from '@motomitra/domain/language';
import { use } from 'react';
import { type Content, type ContentFile, contentModule, loadContent, loadedContent } from '../../i18n/content-files.ts';
import { currentLanguage } from '../../i18n/t.ts';

export function useContent<F extends ContentFile>(file: F): Content<F> {
  const language = currentLanguage();
  return loadedContent(language, file) ?? use(loadContent(language, file));
}

/** A page's `prepare`: loads its texts in the language, and names their module for the page's preload links. */
export const prepareContent =
  (file: ContentFile) =>
  async (_params: Record<string, string>, language: Language): Promise<string[]> => {
    await loadContent(language, file);
    return [contentModule(language, file)];
  };
