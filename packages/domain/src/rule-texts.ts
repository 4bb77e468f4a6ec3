// Texts in Marathi and Hindi known by their English words (issue 15): the spec's messages and the rules' own texts
// (the field errors the domain's schemas give beside them). The API answers them in the request's language and the
// web shows a rule checked in the browser in the page's, both through translateRule. A text built from a pattern
// ('Name must be at least 2 characters long.', 'Sign up failed: {message}') is matched by its English pattern and
// its parts translated too ('Name' → 'नाव').
import { fill } from './fill.ts';
import { MESSAGES, type MessageKey } from './messages.ts';

/** A language's texts: whole texts by their English words, and patterns with `{name}` parts. */
export type RuleTexts = { texts: Record<string, string>; patterns: [english: string, translated: string][] };

const compiled = new WeakMap<RuleTexts, { pattern: RegExp; names: string[]; translated: string }[]>();

function patternsOf(rules: RuleTexts) {
  let list = compiled.get(rules);
  if (!list) {
    list = rules.patterns.map(([english, translated]) => ({
      names: [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
      pattern: new RegExp(
        `^${english
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('(.+?)')}$`,
        's',
      ),
      translated,
    }));
    compiled.set(rules, list);
  }
  return list;
}

/** An English text in the texts' language, or null when it is none of theirs (an operator's words, a value). */
export function translateRule(text: string, rules: RuleTexts): string | null {
  const whole = rules.texts[text];
  if (whole !== undefined) return whole;
  for (const { pattern, names, translated } of patternsOf(rules)) {
    const m = pattern.exec(text);
    if (!m) continue;
    return fill(
      translated,
      Object.fromEntries(
        names.map((name, i) => {
          const part = m[i + 1] ?? '';
          return [name, translateRule(part, rules) ?? part];
        }),
      ),
    );
  }
  return null;
}

/** A language's texts: the spec's messages in it (`translated`, by key, placed first) and its rules' own texts. */
export function withSpecTexts(translated: Record<MessageKey, string>, rules: RuleTexts): RuleTexts {
  const texts: Record<string, string> = { ...rules.texts };
  const patterns: RuleTexts['patterns'] = [];
  for (const [key, english] of Object.entries(MESSAGES) as [MessageKey, string][]) {
    if (english.includes('{')) patterns.push([english, translated[key]]);
    else texts[english] = translated[key];
  }
  return { texts, patterns: [...patterns, ...rules.patterns] };
}
