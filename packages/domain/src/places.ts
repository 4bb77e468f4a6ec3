// Places: the wire contract of place search and reverse lookup, each city's service area, and the rule that a
// pickup or drop point must lie inside it (used by the API as the authority and by the web for instant feedback).
import { z } from 'zod';
import { CITIES, type City, parseCity } from './constants.ts';
import { fill } from './fill.ts';
import type { Language } from './language.ts';
import { cityWord, say } from './say.ts';

export type Coordinates = { lat: number; lng: number };

/** A circle around each city's centre that takes in its suburbs (Pune's reaches PCMC, Hinjewadi and Chakan). */
export const SERVICE_AREAS: Record<City, { center: Coordinates; radiusKm: number }> = {
  nagpur: { center: { lat: 21.1458, lng: 79.0882 }, radiusKm: 25 },
  pune: { center: { lat: 18.5204, lng: 73.8567 }, radiusKm: 35 },
};

export const PLACE_SEARCH_MIN = 2;
export const PLACE_SEARCH_MAX = 100;
export const PLACE_SEARCH_LIMIT = 8;

/** The places' texts, by key (the coordinates' are for the API's callers, not a screen: English only). */
export const PLACE_MESSAGES = {
  queryTooShort: say('placeQueryTooShort', { min: PLACE_SEARCH_MIN }),
  queryTooLong: say('placeQueryTooLong', { max: PLACE_SEARCH_MAX }),
  cityRequired: say('chooseCity'),
  latInvalid: 'lat must be a number between -90 and 90.',
  lngInvalid: 'lng must be a number between -180 and 180.',
  addressRequired: say('choosePlace'),
  outsideAnyCity: say('outsideAnyCity'),
} as const;

/** The refusal for a point outside `city`'s service area. */
export function outsideAreaMessage(city: City): string {
  return say('outsideCity', { city: cityWord(city) });
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const isFiniteCoordinates = (p: Coordinates) =>
  Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;

export function isInServiceArea(city: City, point: Coordinates): boolean {
  if (!isFiniteCoordinates(point)) return false;
  const area = SERVICE_AREAS[city];
  return distanceKm(area.center, point) <= area.radiusKm;
}

/** The city whose service area holds the point (the areas do not overlap), or null. */
export function cityServing(point: Coordinates): City | null {
  return CITIES.find((c) => isInServiceArea(c, point)) ?? null;
}

/** Why a pickup or drop point cannot be served in `city`, or null when it can. */
export function serviceAreaProblem(city: City, point: Coordinates): string | null {
  return isInServiceArea(city, point) ? null : outsideAreaMessage(city);
}

/**
 * Lower case, accents and punctuation dropped, spaces collapsed: 'Dr.  Babasaheb' and 'dr babasaheb' compare equal.
 * Devanagari keeps its vowel signs (only Latin accents go): 'कोथरूड' and 'कथरड' are different words.
 */
export function normalizePlaceText(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

// ---- Wire contract ----

export const CoordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** A pickup or drop location as the checkout sends it (spec section 3: {address, coordinates{lat,lng}}). */
export const PlaceLocationSchema = z.object({
  address: z.string().trim().min(1, PLACE_MESSAGES.addressRequired).max(300),
  coordinates: CoordinatesSchema,
});
export type PlaceLocation = z.infer<typeof PlaceLocationSchema>;

export const PlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** One line for people and for the order: 'Dharampeth, Nagpur, Maharashtra 440010'. */
  address: z.string(),
  city: z.enum(CITIES),
  coordinates: CoordinatesSchema,
  /** The place's pincode where it is known: choosing the place fills checkout's pincode. */
  pincode: z.string().nullable().optional(),
});
export type Place = z.infer<typeof PlaceSchema>;

/** A city name in any letter case ('Nagpur', 'PUNE') → the stored lower-case form. */
export const CityInputSchema = z.string(PLACE_MESSAGES.cityRequired).transform((s, ctx) => {
  const city = parseCity(s);
  if (!city) {
    ctx.addIssue({ code: 'custom', message: PLACE_MESSAGES.cityRequired });
    return z.NEVER;
  }
  return city;
});

/** A decimal number in a query string; empty text, 'abc', '1e999' and repeated parameters are refused. */
const coordinateParam = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^[+-]?(\d{1,3}(\.\d{0,15})?|\.\d{1,15})$/, message)
    .transform(Number)
    .pipe(z.number().min(-max, message).max(max, message));

export const PlaceSearchQuerySchema = z.object({
  q: z
    .string(PLACE_MESSAGES.queryTooShort)
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(
      z.string().min(PLACE_SEARCH_MIN, PLACE_MESSAGES.queryTooShort).max(PLACE_SEARCH_MAX, PLACE_MESSAGES.queryTooLong),
    ),
  city: CityInputSchema,
});

export const PlaceSearchResponseSchema = z.object({
  success: z.literal(true),
  places: z.array(PlaceSchema).max(PLACE_SEARCH_LIMIT),
});

export const ReversePlaceQuerySchema = z.object({
  lat: coordinateParam(90, PLACE_MESSAGES.latInvalid),
  lng: coordinateParam(180, PLACE_MESSAGES.lngInvalid),
  /** Optional: without it the city is the one whose service area holds the point. */
  city: CityInputSchema.optional(),
});

export const ReversePlaceResponseSchema = z.object({
  success: z.literal(true),
  /** The nearest place of the gazetteer, with its own coordinates. */
  place: PlaceSchema.extend({ distanceKm: z.number().nonnegative() }),
  /** The point asked for, named after that place: what a picker stores as the chosen location. */
  pin: PlaceSchema,
});
export type ReversePlaceResponse = z.infer<typeof ReversePlaceResponseSchema>;

/** Within this distance a point is described as the place itself; farther, as 'Near …'. */
export const SAME_PLACE_KM = 0.3;

/** Coordinates rounded to 6 decimals (about 0.1 m): enough for a doorstep, stable as an id. */
export function roundCoordinates(p: Coordinates): Coordinates {
  return { lat: Math.round(p.lat * 1e6) / 1e6, lng: Math.round(p.lng * 1e6) / 1e6 };
}

/**
 * A point near a place, in each language. Marathi names the place's surroundings ('धरमपेठ परिसर'), which
 * needs no case ending on the name (जवळ would: 'फुटाळा तलावाजवळ').
 */
export const NEAR_PLACE: Record<Language, string> = { en: 'Near {name}', mr: '{name} परिसर', hi: '{name} के पास' };

/**
 * Describes a point by its nearest known place (named in `language`, as `nearest` is): the place itself when close,
 * else near it ('Near Dharampeth', 'धरमपेठ परिसर', 'धरमपेठ के पास'), the rest of its address kept.
 */
export function pinAt(point: Coordinates, nearest: Place, km: number, language: Language = 'en'): Place {
  const at = roundCoordinates(point);
  const near = km > SAME_PLACE_KM;
  const nearName = fill(NEAR_PLACE[language], { name: nearest.name });
  // An address starts with the place's name ('Dharampeth, Nagpur, …'): the name is the part that is 'near'.
  const nearAddress = nearest.address.startsWith(nearest.name)
    ? `${nearName}${nearest.address.slice(nearest.name.length)}`
    : fill(NEAR_PLACE[language], { name: nearest.address });
  return {
    id: `pin:${at.lat},${at.lng}`,
    name: near ? nearName : nearest.name,
    address: near ? nearAddress : nearest.address,
    city: nearest.city,
    coordinates: at,
    // At the place itself its pincode holds; a pin merely near it may be in another.
    ...(near ? {} : { pincode: nearest.pincode ?? null }),
  };
}

/** A Place as the {address, coordinates} the checkout sends. */
export function toPlaceLocation(place: Place): PlaceLocation {
  return { address: place.address, coordinates: place.coordinates };
}

// ---- The optional external geocoder (Nominatim) ----

/** The fields of a Nominatim `format=jsonv2` search result that we use. */
export const NominatimResultSchema = z.object({
  place_id: z.union([z.number(), z.string()]),
  osm_type: z.string().optional(),
  osm_id: z.union([z.number(), z.string()]).optional(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().optional(),
  display_name: z.string(),
});
export const NominatimResponseSchema = z.array(z.unknown());
