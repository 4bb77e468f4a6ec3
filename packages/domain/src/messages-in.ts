// The spec's texts in the request's language (issue 15): the API answers a Marathi or Hindi request with its messages
// and field errors in that language. A text is known by its English words (what the rules and schemas give), and one
// with placeholders ('Sign up failed: {message}') by its English pattern, its values carried over.
import { fill } from './fill.ts';
import type { Language } from './language.ts';
import { MESSAGES, type MessageKey } from './messages.ts';
import { CUSTOMER_MESSAGES_HI } from './messages-customer-hi.ts';
import { CUSTOMER_MESSAGES_MR } from './messages-customer-mr.ts';
import { PUBLIC_MESSAGES_HI } from './messages-public-hi.ts';
import { PUBLIC_MESSAGES_MR } from './messages-public-mr.ts';
import { translateRule } from './rule-texts.ts';
import { RULE_TEXTS_HI } from './rule-texts-hi.ts';
import { RULE_TEXTS_MR } from './rule-texts-mr.ts';

const TRANSLATED: Record<Exclude<Language, 'en'>, Record<MessageKey, string>> = {
  mr: { ...PUBLIC_MESSAGES_MR, ...CUSTOMER_MESSAGES_MR },
  hi: { ...PUBLIC_MESSAGES_HI, ...CUSTOMER_MESSAGES_HI },
};

const RULES = { mr: RULE_TEXTS_MR, hi: RULE_TEXTS_HI };

const entries = Object.entries(MESSAGES) as [MessageKey, string][];
const byText = new Map(entries.filter(([, text]) => !text.includes('{')).map(([key, text]) => [text, key]));
const patterns = entries
  .filter(([, text]) => text.includes('{'))
  .map(([key, text]) => {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const source = text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    return { key, names, pattern: new RegExp(`^${source}$`, 's') };
  });

/**
 * An English spec text, or a rule's text (rule-texts.ts), in `language`; any other text (an operator's, a value) stays
 * as it is.
 */
export function translateMessage(text: string, language: Language): string {
  if (language === 'en') return text;
  const key = byText.get(text);
  if (key) return TRANSLATED[language][key];
  for (const { key, names, pattern } of patterns) {
    const m = pattern.exec(text);
    if (m)
      return fill(
        TRANSLATED[language][key],
        Object.fromEntries(names.map((n, i) => [n, translateMessage(m[i + 1] ?? '', language)])),
      );
  }
  return translateRule(text, RULES[language]) ?? text;
}
