// The shop's texts in the request's language (decision 0012): the API answers a request with its keyed texts (say.ts)
// said in that language, each found by its key in the language's catalogue, never by its English words.
import { type Catalogue, englishOf, renderIn } from './keyed-text.ts';
import type { Language } from './language.ts';
import { TEXTS_HI } from './rule-texts-hi.ts';
import { TEXTS_MR } from './rule-texts-mr.ts';
import { TEXTS } from './say.ts';

/** Each language's texts by key. */
export const CATALOGUES: Record<Language, Catalogue> = { en: TEXTS, mr: TEXTS_MR, hi: TEXTS_HI };

/**
 * A keyed text in `language`, its texts among its values too (a field, a city, a slot); any other text (an operator's
 * words, a value) as it is.
 */
export function textIn(text: string, language: Language): string {
  return renderIn(text, language, CATALOGUES[language]) ?? englishOf(text);
}
