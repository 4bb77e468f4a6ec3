// The rules' own texts (the field errors the domain's schemas give beside the spec's messages, issue 15) in Marathi
// and Hindi, known by their English words: the API answers them in the request's language and the web shows a rule
// checked in the browser in the page's. Texts built from a pattern ('Name must be at least 2 characters long.') are
// matched by their English pattern and their parts translated too ('Name' → 'नाव').

/** A language's rule texts: whole texts by their English words, and patterns with `{name}` parts. */
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

/** A rule's English text in the rules' language, or null when it is none of theirs. */
export function translateRule(text: string, rules: RuleTexts): string | null {
  const whole = rules.texts[text];
  if (whole !== undefined) return whole;
  for (const { pattern, names, translated } of patternsOf(rules)) {
    const m = pattern.exec(text);
    if (!m) continue;
    return names.reduce((out, name, i) => {
      const part = m[i + 1] ?? '';
      return out.replace(`{${name}}`, rules.texts[part] ?? part);
    }, translated);
  }
  return null;
}
