// The bookings board's filters, kept in the page's address so that a view can be bookmarked and survives a reload.
import type { BoardFilters } from './api.ts';

/**
 * The filters an address holds. Without dates the server shows today and later plus earlier orders still open; a
 * search looks at all dates.
 */
export function boardFiltersOf(params: URLSearchParams) {
  return {
    city: params.get('city') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    status: params.get('status') ?? '',
    q: params.get('q') ?? '',
    page: params.get('page') ?? '1',
  } satisfies BoardFilters;
}

export type BoardFilter = keyof ReturnType<typeof boardFiltersOf>;

/** The address with one filter changed (an empty value drops it); any change but the page's starts at page 1. */
export function withBoardFilter(params: URLSearchParams, key: BoardFilter, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}
