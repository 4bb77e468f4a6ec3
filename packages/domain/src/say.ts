// Naming a text by key (decision 0012): say('couponExpired'), say('priceNoPriceInCity', { city: cityWord(city) }).
// The schemas' messages, the rules' problems and the API's answers are keyed texts (keyed-text.ts): each is said in the
// request's or the page's language from that language's catalogue by the same key, its English from this one. A key
// no catalogue has, or a placeholder left unfilled, fails the typecheck.
import type { City, FuelType, TimeSlot } from './constants.ts';
import { type KeyedText, keyedText, keyedWord, type TextValue } from './keyed-text.ts';
import { MESSAGES } from './messages.ts';
import { RULE_TEXTS } from './rule-texts.ts';

export type { KeyedText } from './keyed-text.ts';

/** Every English text an answer or a rule may give, by key: the spec's messages and the rules' own. */
export const TEXTS: typeof MESSAGES & typeof RULE_TEXTS = { ...MESSAGES, ...RULE_TEXTS };
export type TextKey = keyof typeof TEXTS;

/** The two catalogues share no key: one of them would silently stand for the other. */
type Shared = Extract<keyof typeof MESSAGES, keyof typeof RULE_TEXTS>;
const noSharedKey: [Shared] extends [never] ? true : Shared = true;
void noSharedKey;

/** The `{name}` placeholders of a text. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
/** say()'s values for a key: none for a text without placeholders, else one value for each. */
type ValuesFor<K extends TextKey> = [Placeholders<(typeof TEXTS)[K]>] extends [never]
  ? []
  : [values: Record<Placeholders<(typeof TEXTS)[K]>, TextValue>];

/** The text of `key`, filled with `values` (a value may itself be a keyed text or word, said in the language too). */
export function say<K extends TextKey>(key: K, ...[values]: ValuesFor<K>): KeyedText {
  return keyedText(key, values, TEXTS);
}

/** A city named in a text, said as each language names it ('Pune', 'पुणे'). */
export const cityWord = (city: City): KeyedText => keyedWord('city', city);

/** A time slot named in a text, as each language writes times of day ('सकाळी 10:00 – दुपारी 12:00'). */
export const slotWord = (slot: TimeSlot): KeyedText => keyedWord('slot', slot);

const FUEL_KEYS = {
  Petrol: 'fuelPetrol',
  Diesel: 'fuelDiesel',
  CNG: 'fuelCNG',
  Electric: 'fuelElectric',
} as const satisfies Record<FuelType, TextKey>;

/** A fuel named in a text ('This service is not for Electric vehicles.'). */
export const fuelWord = (fuel: FuelType): KeyedText => say(FUEL_KEYS[fuel]);

const UNITS = [
  [86_400, 'waitDay', 'waitDays'],
  [3600, 'waitHour', 'waitHours'],
  [60, 'waitMinute', 'waitMinutes'],
  [1, 'waitSecond', 'waitSeconds'],
] as const;

/**
 * A wait of `seconds` in its largest whole unit, rounded ('1 minute', '5 minutes', '30 seconds'): the words the rate
 * limiter wrote in English, said in the language.
 */
export function waitText(seconds: number): KeyedText {
  const whole = Math.max(1, Math.ceil(seconds));
  const [size, one, many] = UNITS.find(([unit]) => whole >= unit) ?? UNITS[3];
  const n = Math.round(whole / size);
  return say(n === 1 ? one : many, { n });
}
