// An optional Nominatim-compatible geocoder (GEOCODER_URL) that place search asks after the bundled gazetteer:
// asked for names in the page's language, its answers cached per process and kept to the city's service area, and any
// failure answered with no results, so that search falls back to the gazetteer alone.
import type { City } from '@motomitra/domain/constants';
import type { Language } from '@motomitra/domain/language';
import {
  NominatimResponseSchema,
  NominatimResultSchema,
  normalizePlaceText,
  PLACE_SEARCH_LIMIT,
  type Place,
  SERVICE_AREAS,
  serviceAreaProblem,
} from '@motomitra/domain/places';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

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

export type Geocoder = { search(query: string, city: City, language: Language): Promise<Place[]> };

/**
 * A client of a Nominatim-compatible /search endpoint, asked for names in the page's language (Nominatim gives a
 * place's own name where it has none in that language). Answers are kept for 10 minutes per process and language
 * (Nominatim's usage policy asks clients to cache), results outside the city's service area are dropped, and any failure
 * (timeout, HTTP error, malformed answer) is logged and answered with no results, so search falls back to the
 * gazetteer alone.
 */
export function createGeocoder(config: GeocoderConfig, log: FastifyBaseLogger): Geocoder {
  const base = config.url.replace(/\/+$/, '');
  const cache = new Map<string, { at: number; places: Place[] }>();

  async function ask(query: string, city: City, language: Language): Promise<Place[]> {
    const url = new URL(`${base}/search`);
    url.search = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      limit: String(PLACE_SEARCH_LIMIT),
      countrycodes: 'in',
      viewbox: viewboxOf(city),
      bounded: '1',
      'accept-language': language,
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
    async search(query, city, language) {
      const key = `${language}|${city}|${normalizePlaceText(query)}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.places;
      try {
        const places = await ask(query, city, language);
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
