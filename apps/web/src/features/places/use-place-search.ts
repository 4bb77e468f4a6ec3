// The place picker's search: the text typed, searched in the picker's city once the customer pauses, and whether the
// answer is for what the field now holds.
import type { City } from '@motomitra/domain/constants';
import { normalizePlaceText } from '@motomitra/domain/places';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { canSearchPlaces, placeSearchQuery } from './api.ts';

const DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** `query` is what the customer typed ('' when the field holds a chosen place); `open`, whether the list is wanted. */
export function usePlaceSearch(city: City, query: string, open: boolean) {
  const debounced = useDebounced(query, DEBOUNCE_MS);
  const searching = open && canSearchPlaces(query);
  const search = useQuery({
    ...placeSearchQuery(city, debounced),
    enabled: open && canSearchPlaces(debounced),
    // While typing on ('bane' → 'baner') the last list stays until the next answer: no flicker. A list for
    // unrelated text or another city never stands in.
    placeholderData: (previous, previousQuery) => {
      const [, , prevCity, prevText] = previousQuery?.queryKey ?? [];
      const now = normalizePlaceText(debounced);
      const related =
        typeof prevText === 'string' && prevText !== '' && (now.startsWith(prevText) || prevText.startsWith(now));
      return prevCity === city && related ? previous : undefined;
    },
  });
  /** Whether the answer is for the text the field holds now. */
  const settled = debounced === query && !search.isPlaceholderData && !search.isFetching;
  const places = searching && canSearchPlaces(debounced) && !search.isError ? (search.data ?? []) : [];
  return { searching, settled, places, failure: search.isError ? search.error : null };
}
