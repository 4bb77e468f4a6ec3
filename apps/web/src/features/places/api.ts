// Place search and reverse lookup for the pickup/drop picker: fetchers and query options.
import type { City } from '@motomitra/domain/constants';
import {
  type Coordinates,
  normalizePlaceText,
  PLACE_SEARCH_MIN,
  PlaceSearchResponseSchema,
  ReversePlaceResponseSchema,
} from '@motomitra/domain/places';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../components/http.ts';

/** Whether a typed text is long enough to search (the API's own minimum, after spaces are collapsed). */
export const canSearchPlaces = (text: string) => text.replace(/\s+/g, ' ').trim().length >= PLACE_SEARCH_MIN;

export const placeSearchQuery = (city: City, text: string) =>
  queryOptions({
    // Keyed by the normalized text, so 'Civil  Lines' and 'civil lines' share one answer.
    queryKey: ['places', 'search', city, normalizePlaceText(text)],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ q: text.replace(/\s+/g, ' ').trim(), city });
      return (await api(`/places/search?${params}`, PlaceSearchResponseSchema, { signal })).places;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The place at a point on the map: 400 (an ApiError with the server's message) outside the city's area. */
export function reversePlace(city: City, point: Coordinates) {
  const params = new URLSearchParams({ lat: point.lat.toFixed(6), lng: point.lng.toFixed(6), city });
  return api(`/places/reverse?${params}`, ReversePlaceResponseSchema);
}
