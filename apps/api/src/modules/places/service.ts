// Place search over the bundled gazetteer (plus an optional Nominatim-compatible geocoder) and reverse lookup, both
// kept to the cities' service areas (packages/domain/places.ts owns the areas and the check).
import type { City } from '@motomitra/domain/constants';
import {
  type Coordinates,
  cityServing,
  distanceKm,
  NominatimResponseSchema,
  NominatimResultSchema,
  normalizePlaceText,
  outsideAreaMessage,
  PLACE_MESSAGES,
  PLACE_SEARCH_LIMIT,
  type Place,
  pinAt,
  type ReversePlaceResponse,
  SERVICE_AREAS,
  serviceAreaProblem,
} from '@motomitra/domain/places';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http-error.ts';
import { GAZETTEER, type GazetteerEntry, toPlace } from './gazetteer.ts';

// ---- Gazetteer search ----

type Indexed = { entry: GazetteerEntry; place: Place; name: string; aliases: string[] };

const INDEX: Record<City, Indexed[]> = { nagpur: [], pune: [] };
for (const entry of GAZETTEER) {
  INDEX[entry.city].push({
    entry,
    place: toPlace(entry),
    name: normalizePlaceText(entry.name),
    aliases: entry.aliases.map(normalizePlaceText),
  });
}

const compact = (s: string) => s.replaceAll(' ', '');

/**
 * How well normalized `text` matches normalized query `q`, best first, or null for no match:
 * 0 the whole text, 1 a prefix, 2 a prefix of a later word, 3 every query word begins some word,
 * 4 a prefix ignoring spaces ('vimannagar'), 5 anywhere inside.
 */
export function matchRank(q: string, text: string): number | null {
  if (text === q) return 0;
  if (text.startsWith(q)) return 1;
  if (text.includes(` ${q}`)) return 2;
  const words = text.split(' ');
  if (q.split(' ').every((t) => words.some((w) => w.startsWith(t)))) return 3;
  const cq = compact(q);
  const ct = compact(text);
  if (ct.startsWith(cq)) return 4;
  if (ct.includes(cq)) return 5;
  return null;
}

/** The gazetteer's places in `city` matching `query`, ranked: better match, then shorter name, then A–Z. */
export function searchGazetteer(query: string, city: City, limit = PLACE_SEARCH_LIMIT): Place[] {
  const q = normalizePlaceText(query);
  if (!q) return [];
  const hits: { rank: number; item: Indexed }[] = [];
  for (const item of INDEX[city]) {
    let rank = matchRank(q, item.name);
    for (const alias of item.aliases) {
      const r = matchRank(q, alias);
      // A match on another name counts a little less than the same match on the place's own name.
      if (r !== null && (rank === null || r + 0.5 < rank)) rank = r + 0.5;
    }
    if (rank !== null) hits.push({ rank, item });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.item.entry.name.length - b.item.entry.name.length ||
      a.item.entry.name.localeCompare(b.item.entry.name),
  );
  return hits.slice(0, limit).map((h) => h.item.place);
}

/** The gazetteer place of `city` nearest to `point`, with its distance in km. */
export function nearestPlace(city: City, point: Coordinates): { place: Place; km: number } {
  let best: { place: Place; km: number } | null = null;
  for (const item of INDEX[city]) {
    const km = distanceKm(point, item.place.coordinates);
    if (!best || km < best.km) best = { place: item.place, km };
  }
  if (!best) throw new Error(`the gazetteer has no place in ${city}`);
  return best;
}

/** Reverse lookup: the nearest place and a pin at the point, or a 400 when no (or the given) city serves it. */
export function reversePlace(point: Coordinates, city?: City): Omit<ReversePlaceResponse, 'success'> {
  const served = city ?? cityServing(point);
  if (!served) throw new HttpError(400, PLACE_MESSAGES.outsideAnyCity);
  if (serviceAreaProblem(served, point)) throw new HttpError(400, outsideAreaMessage(served));
  const { place, km } = nearestPlace(served, point);
  return { place: { ...place, distanceKm: Math.round(km * 1000) / 1000 }, pin: pinAt(point, place, km) };
}

// ---- Optional external geocoder ----

export type GeocoderConfig = NonNullable<Config['places']['geocoder']>;

/** The bounding box of a city's service circle, as Nominatim's viewbox (lng1,lat1,lng2,lat2). */
export function viewboxOf(city: City): string {
  const { center, radiusKm } = SERVICE_AREAS[city];
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.cos((center.lat * Math.PI) / 180));
  const r = (n: number) => n.toFixed(4);
  return [r(center.lng - dLng), r(center.lat + dLat), r(center.lng + dLng), r(center.lat - dLat)].join(',');
}

const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX = 500;

export type Geocoder = { search(query: string, city: City): Promise<Place[]> };

/**
 * A client of a Nominatim-compatible /search endpoint. Answers are kept for 10 minutes per process (Nominatim's
 * usage policy asks clients to cache), results outside the city's service area are dropped, and any failure
 * (timeout, HTTP error, malformed answer) is logged and answered with no results, so search falls back to the
 * gazetteer alone.
 */
export function createGeocoder(config: GeocoderConfig, log: FastifyBaseLogger): Geocoder {
  const base = config.url.replace(/\/+$/, '');
  const cache = new Map<string, { at: number; places: Place[] }>();

  async function ask(query: string, city: City): Promise<Place[]> {
    const url = new URL(`${base}/search`);
    url.search = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      limit: String(PLACE_SEARCH_LIMIT),
      countrycodes: 'in',
      viewbox: viewboxOf(city),
      bounded: '1',
      'accept-language': 'en',
    }).toString();
    const res = await fetch(url, {
      headers: { 'user-agent': config.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) throw new Error(`geocoder answered HTTP ${res.status}`);
    const rows = NominatimResponseSchema.parse(await res.json());
    const places: Place[] = [];
    for (const row of rows) {
      const r = NominatimResultSchema.safeParse(row);
      if (!r.success) continue;
      const coordinates = { lat: r.data.lat, lng: r.data.lon };
      if (serviceAreaProblem(city, coordinates)) continue;
      const address = r.data.display_name.trim().slice(0, 300);
      const name = (r.data.name?.trim() || address.split(',')[0]?.trim() || address).slice(0, 120);
      if (!name) continue;
      const key =
        r.data.osm_type && r.data.osm_id !== undefined ? `${r.data.osm_type}${r.data.osm_id}` : r.data.place_id;
      places.push({ id: `geo:${key}`, name, address, city, coordinates });
    }
    return places;
  }

  return {
    async search(query, city) {
      const key = `${city}|${normalizePlaceText(query)}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.places;
      try {
        const places = await ask(query, city);
        cache.delete(key);
        cache.set(key, { at: Date.now(), places });
        if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
        return places;
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'geocoder failed; gazetteer results only');
        return [];
      }
    },
  };
}

/** Whether an outside result only repeats a gazetteer place: the same name within 2 km. */
function repeats(outside: Place, known: readonly Place[]): boolean {
  const name = normalizePlaceText(outside.name);
  return known.some((k) => normalizePlaceText(k.name) === name && distanceKm(k.coordinates, outside.coordinates) < 2);
}

/** Gazetteer results first; when there is room, the geocoder's (minus repeats) after them. */
export async function searchPlaces(query: string, city: City, geocoder: Geocoder | null): Promise<Place[]> {
  const local = searchGazetteer(query, city);
  if (!geocoder || local.length >= PLACE_SEARCH_LIMIT) return local;
  const outside = (await geocoder.search(query, city)).filter((p) => !repeats(p, local));
  return [...local, ...outside].slice(0, PLACE_SEARCH_LIMIT);
}
