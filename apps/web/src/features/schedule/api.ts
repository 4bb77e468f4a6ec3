// The slots of a city and date, with each one's places: what checkout, moving a booking and the garage's move pick
// from. A feature of its own below checkout and orders, so that both import it one way.
import { SlotsResponseSchema } from '@motomitra/domain/booking';
import type { City } from '@motomitra/domain/constants';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../components/http.ts';

/** Every day's slots; a refused checkout refreshes them all. */
export const SLOTS_KEY = ['slots'] as const;

export const slotsQuery = (city: City, date: string) =>
  queryOptions({
    queryKey: [...SLOTS_KEY, city, date],
    queryFn: async () => (await api(`/slots?city=${city}&date=${date}`, SlotsResponseSchema)).slots,
    enabled: Boolean(date),
    staleTime: 15_000,
  });
