// Language packs load lazily (decision 0012): an English page loads none, a Marathi or Hindi page loads its one pack before
// it renders, so the first paint is in the page's language and the English first screen keeps its budget. The
// translator of field errors follows, off the first screen's path (a page is never drawn with a field error).
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from '@motomitra/domain/language';
import { addPack, addRules, type RuleTranslator, setLanguage } from './t.ts';

const PACKS: Record<TranslatedLanguage, () => Promise<Record<string, string>>> = {
  mr: () => import('./mr/pack.ts').then((m) => m.PACK_MR),
  hi: () => import('./hi/pack.ts').then((m) => m.PACK_HI),
};
const RULES: Record<TranslatedLanguage, () => Promise<RuleTranslator>> = {
  mr: () => import('./mr/rules.ts').then((m) => m.RULES_MR),
  hi: () => import('./hi/rules.ts').then((m) => m.RULES_HI),
};

/** Loads a language's pack (none for English) and gives texts in it from now on. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE) {
    const other = language as TranslatedLanguage;
    addPack(other, await PACKS[other]());
    void RULES[other]().then((rules) => addRules(other, rules));
  }
  setLanguage(language);
}
