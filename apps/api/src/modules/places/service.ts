// Place search over the bundled gazetteer (plus an optional geocoder, geocoder.ts) and reverse lookup, both
// kept to the cities' service areas (packages/domain/places.ts owns the areas and the check), both answering each
// place in the request's language. Search matches a place's English, Marathi and Hindi names and other names, by their
// text and by their sound key (packages/domain/place-key.ts), so that 'सिताबर्डी', 'dharmpeth' and 'तिलक नगर' find
// Sitabuldi, Dharampeth and Tilak Nagar.
import type { City } from '@motomitra/domain/constants';
import type { Language } from '@motomitra/domain/language';
import { placeKey } from '@motomitra/domain/place-key';
import {
  type Coordinates,
  cityServing,
  distanceKm,
  normalizePlaceText,
  outsideAreaMessage,
  PLACE_MESSAGES,
  PLACE_SEARCH_LIMIT,
  type Place,
  pinAt,
  type ReversePlaceResponse,
  serviceAreaProblem,
} from '@motomitra/domain/places';
import { HttpError } from '../../http-error.ts';
import { GAZETTEER, type GazetteerEntry, toPlace } from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';

// ---- Gazetteer search ----

/** A text prepared once for matching: itself, its words, and itself without spaces. */
type Prepared = { text: string; words: string[]; compact: string };
const compact = (s: string) => s.replaceAll(' ', '');
const prepare = (text: string): Prepared => ({ text, words: text.split(' '), compact: compact(text) });

/** One name of a place as search compares it: its text (normalized) and its sound key. */
type Name = { text: Prepared; key: Prepared; alias: boolean };
type Indexed = { entry: GazetteerEntry; places: Record<Language, Place>; names: Name[] };

const nameOf = (name: string, alias: boolean): Name => ({
  text: prepare(normalizePlaceText(name)),
  key: prepare(placeKey(name)),
  alias,
});

const INDEX: Record<City, Indexed[]> = { nagpur: [], pune: [] };
for (const entry of GAZETTEER) {
  INDEX[entry.city].push({
    entry,
    places: { en: toPlace(entry, 'en'), mr: toPlace(entry, 'mr'), hi: toPlace(entry, 'hi') },
    // The names in English, Marathi and Hindi are each the place's own; the other names count a little less.
    names: [
      ...[...new Set(Object.values(entry.names))].map((n) => nameOf(n, false)),
      ...entry.aliases.map((n) => nameOf(n, true)),
    ],
  });
}

/**
 * How well prepared text `t` matches prepared query `q`, best first, or null for no match:
 * 0 the whole text, 1 a prefix, 2 a prefix of a later word, 3 every query word begins some word,
 * 4 a prefix ignoring spaces ('vimannagar'), 5 anywhere inside.
 */
function rankPrepared(q: Prepared, t: Prepared): number | null {
  if (t.text === q.text) return 0;
  if (t.text.startsWith(q.text)) return 1;
  if (t.text.includes(` ${q.text}`)) return 2;
  if (q.words.every((w) => t.words.some((tw) => tw.startsWith(w)))) return 3;
  if (t.compact.startsWith(q.compact)) return 4;
  if (t.compact.includes(q.compact)) return 5;
  return null;
}

/** rankPrepared on normalized texts. */
export const matchRank = (q: string, text: string): number | null => rankPrepared(prepare(q), prepare(text));

/**
 * A match by sound key ('dharmpeth', 'सिताबर्डी', 'तिलक नगर') ranks after every match by the text itself,
 * so that what the text finds keeps its order. A key is coarse, so it must match the whole name, its start, or its
 * start without spaces (ranks 0, 1 and 4), not a later word or inside one ('abhy', for Abhyankar Nagar, would find
 * every अभियांत्रिकी महाविद्यालय), and a key of fewer than 3 letters ('dhar' is 'dr') finds nothing by sound.
 */
const BY_SOUND = 6;
const SOUND_KEY_MIN = 3;
const SOUND_RANKS = new Set([0, 1, 4]);

function rankOf(item: Indexed, q: Prepared, qKey: Prepared | null): number | null {
  let best: number | null = null;
  for (const name of item.names) {
    // A match on another name counts a little less than the same match on one of the place's own names.
    const extra = name.alias ? 0.5 : 0;
    const byText = rankPrepared(q, name.text);
    if (byText !== null && (best === null || byText + extra < best)) best = byText + extra;
    if (qKey === null || (best !== null && best < BY_SOUND)) continue;
    const bySound = rankPrepared(qKey, name.key);
    if (bySound !== null && SOUND_RANKS.has(bySound) && (best === null || BY_SOUND + bySound + extra < best))
      best = BY_SOUND + bySound + extra;
  }
  return best;
}

/** The gazetteer's entries in `city` matching `query`, ranked: better match, then shorter name, then A–Z. */
function rankGazetteer(query: string, city: City, limit: number): Indexed[] {
  const text = normalizePlaceText(query);
  if (!text) return [];
  const key = prepare(placeKey(query));
  const q = prepare(text);
  const qKey = key.compact.length >= SOUND_KEY_MIN ? key : null;
  const hits: { rank: number; item: Indexed }[] = [];
  for (const item of INDEX[city]) {
    const rank = rankOf(item, q, qKey);
    if (rank !== null) hits.push({ rank, item });
  }
  // The order is the same in every language (the English name breaks ties), so a page in any language lists the
  // same places first, and an English page lists them as it always has.
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.item.entry.name.length - b.item.entry.name.length ||
      a.item.entry.name.localeCompare(b.item.entry.name),
  );
  return hits.slice(0, limit).map((h) => h.item);
}

/** The gazetteer's places in `city` matching `query`, ranked, named in `language`. */
export function searchGazetteer(
  query: string,
  city: City,
  language: Language = 'en',
  limit = PLACE_SEARCH_LIMIT,
): Place[] {
  return rankGazetteer(query, city, limit).map((item) => item.places[language]);
}

/** The gazetteer place of `city` nearest to `point` (named in `language`), with its distance in km. */
export function nearestPlace(city: City, point: Coordinates, language: Language = 'en'): { place: Place; km: number } {
  let best: { item: Indexed; km: number } | null = null;
  for (const item of INDEX[city]) {
    const km = distanceKm(point, item.places.en.coordinates);
    if (!best || km < best.km) best = { item, km };
  }
  if (!best) throw new Error(`the gazetteer has no place in ${city}`);
  return { place: best.item.places[language], km: best.km };
}

/**
 * Reverse lookup: the nearest place and a pin at the point, named in `language`, or a 400 when no (or the given) city
 * serves it.
 */
export function reversePlace(
  point: Coordinates,
  city?: City,
  language: Language = 'en',
): Omit<ReversePlaceResponse, 'success'> {
  const served = city ?? cityServing(point);
  if (!served) throw new HttpError(400, PLACE_MESSAGES.outsideAnyCity);
  if (serviceAreaProblem(served, point)) throw new HttpError(400, outsideAreaMessage(served));
  const { place, km } = nearestPlace(served, point, language);
  return { place: { ...place, distanceKm: Math.round(km * 1000) / 1000 }, pin: pinAt(point, place, km, language) };
}

/** Whether an outside result only repeats a gazetteer place: one of its names (in any language) within 2 km. */
function repeats(outside: Place, known: readonly Indexed[]): boolean {
  const name = normalizePlaceText(outside.name);
  return known.some(
    (k) => k.names.some((n) => n.text.text === name) && distanceKm(k.places.en.coordinates, outside.coordinates) < 2,
  );
}

/** Gazetteer results first, named in `language`; when there is room, the geocoder's (minus repeats) after them. */
export async function searchPlaces(
  query: string,
  city: City,
  geocoder: Geocoder | null,
  language: Language = 'en',
): Promise<Place[]> {
  const known = rankGazetteer(query, city, PLACE_SEARCH_LIMIT);
  const local = known.map((item) => item.places[language]);
  if (!geocoder || local.length >= PLACE_SEARCH_LIMIT) return local;
  const outside = (await geocoder.search(query, city, language)).filter((p) => !repeats(p, known));
  return [...local, ...outside].slice(0, PLACE_SEARCH_LIMIT);
}
