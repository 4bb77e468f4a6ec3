// A text named by its key and values (decision 0012): what the domain's rules and the API's answers carry instead of
// English words, so that each is said in a language from that language's catalogue by key, and rewording the English
// can never lose a translation. It travels as a string, since a zod issue's message, an Error's message and a JSON
// field are strings: a mark, its key and values as JSON, a mark, then its English. The API's answer hook renders it
// (plugins/answer-language.ts) and a screen renders it (the web's inLanguage), which shows the English until its
// language's catalogue has loaded. This module holds no catalogue: say.ts names texts, messages-in.ts renders them.
import { CITY_LABELS_IN, type City, TIME_SLOTS, type TimeSlot } from './constants.ts';
import { fill } from './fill.ts';
import type { Language } from './language.ts';
import { slotLabelIn } from './time-words.ts';

/** A control character, which no text a person types can hold (the API refuses them in input): nothing forges one. */
const MARK = '\u0001';

declare const keyed: unique symbol;
/** A text by key (say.ts makes them), shown only through a rendering: textIn (API), inLanguage (web). */
export type KeyedText = string & { readonly [keyed]: true };

/** A value put into a text: a number or words kept as they are (an operator's, a date), or a keyed text or word. */
export type TextValue = string | number | KeyedText;

/** A text's key and values; words ('@city', '@slot') are said by their own rule rather than a catalogue's. */
type Node = [key: string, values?: Record<string, NodeValue>];
type NodeValue = string | number | { text: Node };

/** A language's texts by key. */
export type Catalogue = Readonly<Record<string, string>>;

/** Words said by a rule of their own in each language, not by a catalogue: a city's name, a time slot. */
const WORDS: Record<string, (value: string, language: Language) => string | null> = {
  '@city': (city, language) =>
    Object.hasOwn(CITY_LABELS_IN[language], city) ? CITY_LABELS_IN[language][city as City] : null,
  '@slot': (slot, language) =>
    (TIME_SLOTS as readonly string[]).includes(slot) ? slotLabelIn(slot as TimeSlot, language) : null,
};

function nodeOf(text: string): { node: Node; english: string } | null {
  if (!text.startsWith(MARK)) return null;
  const end = text.indexOf(MARK, 1);
  if (end < 0) return null;
  try {
    const node: unknown = JSON.parse(text.slice(1, end));
    if (!Array.isArray(node) || typeof node[0] !== 'string') return null;
    return { node: node as Node, english: text.slice(end + 1) };
  } catch {
    return null;
  }
}

/** Whether `text` is a keyed text. */
export function isKeyedText(text: unknown): text is KeyedText {
  return typeof text === 'string' && nodeOf(text) !== null;
}

/** The key a keyed text names, or null for any other text. */
export function keyOf(text: string): string | null {
  return nodeOf(text)?.node[0] ?? null;
}

/** The English of a keyed text; any other text as it is. */
export function englishOf(text: string): string {
  return nodeOf(text)?.english ?? text;
}

function render(node: Node, language: Language, catalogue: Catalogue): string | null {
  const [key, values] = node;
  const word = WORDS[key];
  if (word) return typeof values?.value === 'string' ? word(values.value, language) : null;
  if (!Object.hasOwn(catalogue, key)) return null;
  const template = catalogue[key] as string;
  if (!values) return template;
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'object') filled[name] = value;
    else {
      const said = render(value.text, language, catalogue);
      if (said === null) return null;
      filled[name] = said;
    }
  }
  return fill(template, filled);
}

/**
 * A keyed text in `language` from `catalogue` (that language's texts by key), its texts among its values too; null
 * when `text` is no keyed text or the catalogue lacks one of its keys.
 */
export function renderIn(text: string, language: Language, catalogue: Catalogue): string | null {
  const found = nodeOf(text);
  return found ? render(found.node, language, catalogue) : null;
}

/**
 * The keyed text of `key` with `values`, its English rendered from `english` (the English catalogue). say.ts makes
 * them, typed by its catalogue's keys and placeholders.
 */
export function keyedText(key: string, values: Record<string, TextValue> | undefined, english: Catalogue): KeyedText {
  const node: Node = values
    ? [
        key,
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => {
            const inner = typeof value === 'string' ? nodeOf(value) : null;
            return [name, inner ? { text: inner.node } : value];
          }),
        ),
      ]
    : [key];
  const said = render(node, 'en', english);
  if (said === null) throw new Error(`No English text for ${key}`);
  return `${MARK}${JSON.stringify(node)}${MARK}${said}` as KeyedText;
}

/** A word said by its own rule in each language: a city's name ('Nagpur', 'नागपूर'), a time slot. */
export function keyedWord(kind: 'city' | 'slot', value: string): KeyedText {
  const node: Node = [`@${kind}`, { value }];
  return `${MARK}${JSON.stringify(node)}${MARK}${render(node, 'en', {}) ?? value}` as KeyedText;
}
