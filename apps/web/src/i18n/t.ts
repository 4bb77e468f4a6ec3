// The page's texts in its language. The shell's own texts (i18n/en/messages.ts, in the first script) are read with
// t(key) and tn(key, count); each screen's part (i18n/en/home.ts, ..., ops.ts) is read through the accessor its file
// exports (homeText, ..., opsText), so naming a part's key means importing the part, and a part not loaded is a type
// error. Marathi and Hindi are packs of the same keys (i18n/mr, i18n/hi), loaded whole before a page in that language
// renders (i18n/packs.ts); a key a pack leaves out (the operator console's) is English.
import {
  type CarSegment,
  CITY_LABELS_IN,
  type City,
  type FuelType,
  type ServiceLine,
  type TimeSlot,
} from '@motomitra/domain/constants';
import { fill } from '@motomitra/domain/fill';
import { englishOf } from '@motomitra/domain/keyed-text';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '@motomitra/domain/language';
import { slotLabelIn } from '@motomitra/domain/time-words';
import { EN } from './en/messages.ts';

/**
 * A key of any part of the catalogue. This module does not list the parts' keys (each part's accessor is typed by its
 * own file, and the Marathi and Hindi files are checked against the English ones), so that the parts depend on it and
 * not the other way round.
 */
type MessageKey = string;

const catalogue: Partial<Record<MessageKey, string>> = { ...EN };
const packs: Partial<Record<Language, Partial<Record<MessageKey, string>>>> = {};
/** Each pack's renderer of the domain's keyed texts (keyed-text.ts), by their keys: null for any other text. */
export type RuleTranslator = (text: string) => string | null;
const rules: Partial<Record<Language, RuleTranslator>> = {};
let current: Language = DEFAULT_LANGUAGE;

/** The language texts are given in: the page's, for its whole life (switching languages loads the page again). */
export function currentLanguage(): Language {
  return current;
}

/** Sets the language of the texts; its pack must be added first. The server sets it for each render. */
export function setLanguage(language: Language): void {
  if (language !== DEFAULT_LANGUAGE && !packs[language]) throw new Error(`The ${language} pack is not loaded`);
  current = language;
}

/** Adds a language's pack: every customer text of the shop in that language. */
export function addPack(language: Language, pack: Partial<Record<MessageKey, string>>): void {
  packs[language] = pack;
}

/** Adds a language's renderer of the domain's keyed texts (i18n/<language>/rules.ts). */
export function addRules(language: Language, translator: RuleTranslator): void {
  rules[language] = translator;
}

/** The shell's own texts (i18n/en/messages.ts, loaded with the first script): what t() and tn() give. */
export type CoreKey = keyof typeof EN;

/** A text of any part, in the page's language (the pack's, else the English). */
function say(key: MessageKey, params?: Record<string, string | number>): string {
  const english = catalogue[key];
  const text = current === DEFAULT_LANGUAGE ? english : (packs[current]?.[key] ?? english);
  if (text === undefined) throw new Error(`No text for ${key}: its part of the catalogue is not loaded`);
  return fill(text, params);
}

/** A shell text (header, menu, footer, dialogs, the spec's public messages) in the page's language. */
export function t(key: CoreKey, params?: Record<string, string | number>): string {
  return say(key, params);
}

/**
 * A screen's part of the catalogue, as the typed accessor its screens call: `bookingText('cart.apply')`,
 * `bookingText.n('orders.count', n)`. The part is added when its module loads, and a screen can only name its keys
 * by importing it: a missing part is a type error, not a text missing at run time (decision 0018).
 */
export type PartTexts<K extends string> = ((key: K, params?: Record<string, string | number>) => string) & {
  n(key: K, count: number, params?: Record<string, string | number>): string;
};

export function partTexts<P extends Partial<Record<MessageKey, string>>>(english: P): PartTexts<keyof P & string> {
  Object.assign(catalogue, english);
  const text = (key: keyof P & string, params?: Record<string, string | number>) => say(key as MessageKey, params);
  return Object.assign(text, {
    n: (key: keyof P & string, count: number, params?: Record<string, string | number>) =>
      counted(key as MessageKey, count, params),
  });
}

const plurals: Partial<Record<Language, Intl.PluralRules>> = {};

/**
 * A text about a number of things, in the form the page's language uses for that number (Intl.PluralRules): the
 * catalogue's `key#one` (one vehicle matches; Hindi's form for 0 and 1) where the language's rule says so and the
 * catalogue has it, else `key`. `{count}` is filled with the number.
 */
function counted(key: MessageKey, count: number, params?: Record<string, string | number>): string {
  const rules = plurals[current] ?? new Intl.PluralRules(INTL_LOCALES[current]);
  plurals[current] = rules;
  const form = `${key}#${rules.select(count)}`;
  return say(hasMessage(form) ? form : key, { ...params, count });
}

/** counted() for a shell text. */
export function tn(key: CoreKey, count: number, params?: Record<string, string | number>): string {
  return counted(key, count, params);
}

/**
 * A text a rule gave by key (a domain schema's message, checked in the browser: a keyed text, decision 0012) in the
 * page's language, from the pack's texts by key (the same the API answers with); its English until they have loaded,
 * and on an English page. Any other text (an answer of the API, already in the language) as it is.
 */
export function inLanguage(text: string): string {
  return rules[current]?.(text) ?? englishOf(text);
}

/** A city's name in the page's language (Nagpur, नागपूर, नागपुर). */
export function cityLabel(city: City): string {
  return CITY_LABELS_IN[current][city];
}

/** A time slot as the page's language writes it ("सकाळी 10:00 – दुपारी 12:00"; English keeps the spec's). */
export function slotLabel(slot: TimeSlot): string {
  return slotLabelIn(slot, current);
}

/** A car segment as the page's language names it. */
export function segmentLabel(segment: CarSegment): string {
  return t(`segment.${segment}`);
}

/** A fuel as the page's language names it. */
export function fuelLabel(fuel: FuelType): string {
  return t(`fuel.${fuel}`);
}

/** A service line's or a service's category (and so a vehicle's type) as the page's language names it. */
export function categoryLabel(category: ServiceLine): string {
  return t(`category.${category}`);
}

/** Whether a dynamic key (built from data, such as a category) exists in the catalogue. */
export function hasMessage(key: string): boolean {
  return key in catalogue;
}
