// The shop's texts in the request's language (issue 15): the API answers a Marathi or Hindi request with its messages
// and field errors in that language (rule-texts.ts: the spec's texts and the rules', by their English words).
import type { Language } from './language.ts';
import { translateRule } from './rule-texts.ts';
import { TEXTS_HI } from './rule-texts-hi.ts';
import { TEXTS_MR } from './rule-texts-mr.ts';

const TEXTS = { mr: TEXTS_MR, hi: TEXTS_HI };

/**
 * An English spec text, or a rule's text, in `language` (a filled text with its values carried over); any other text
 * (an operator's, a value) stays as it is.
 */
export function translateMessage(text: string, language: Language): string {
  return language === 'en' ? text : (translateRule(text, TEXTS[language]) ?? text);
}
