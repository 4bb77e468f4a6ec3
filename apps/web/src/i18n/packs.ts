// Language packs load lazily (issue 15): an English page loads none, a Marathi or Hindi page loads its one pack before
// it renders, so the first paint is in the page's language and the English first screen keeps its budget.
import { DEFAULT_LANGUAGE, type Language } from '@motomitra/domain/language';
import { addPack, setLanguage } from './t.ts';

const PACKS: Record<Exclude<Language, 'en'>, () => Promise<Record<string, string>>> = {
  mr: () => import('./mr/pack.ts').then((m) => m.PACK_MR),
  hi: () => import('./hi/pack.ts').then((m) => m.PACK_HI),
};

/** Loads a language's pack (none for English) and gives texts in it from now on. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE) addPack(language, await PACKS[language as keyof typeof PACKS]());
  setLanguage(language);
}
