// Language packs load lazily (issue 15): an English page loads none, a Marathi or Hindi page loads its one pack before
// it renders, so the first paint is in the page's language and the English first screen keeps its budget.
import { DEFAULT_LANGUAGE, type Language } from '@motomitra/domain/language';
import { addPack, type RuleTranslator, setLanguage } from './t.ts';

const PACKS: Record<
  Exclude<Language, 'en'>,
  () => Promise<{ texts: Record<string, string>; rules: RuleTranslator }>
> = {
  mr: () => import('./mr/pack.ts').then((m) => ({ texts: m.PACK_MR, rules: m.RULES_MR })),
  hi: () => import('./hi/pack.ts').then((m) => ({ texts: m.PACK_HI, rules: m.RULES_HI })),
};

/** Loads a language's pack (none for English) and gives texts in it from now on. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE) {
    const { texts, rules } = await PACKS[language as keyof typeof PACKS]();
    addPack(language, texts, rules);
  }
  setLanguage(language);
}
