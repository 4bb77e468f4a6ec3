// Checkout calls: the slots of a city and date, and placing the order (idempotent by the key the page makes).
import {
  IDEMPOTENCY_KEY_HEADER,
  type PlaceOrderBody,
  PlaceOrderResponseSchema,
  SlotsResponseSchema,
} from '@motomitra/domain/booking';
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

export function placeOrder(body: PlaceOrderBody, idempotencyKey: string) {
  return api('/newmyorder/generate', PlaceOrderResponseSchema, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
