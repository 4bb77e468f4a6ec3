// The operator console's admin calls: product prices, visibility and service interval, coupons, slot capacity and
// holidays, enquiries, and the e-mail outbox. Query keys are built here and reused for invalidation.
import type { ProductTranslations } from '@motomitra/domain/catalogue-texts';
import type { City, FuelType } from '@motomitra/domain/constants';
import {
  type EditCouponBodySchema,
  EnquiriesResponseSchema,
  type Enquiry,
  OpsCouponsResponseSchema,
  type OpsPriceSchema,
  OpsProductsResponseSchema,
  type SetSlotsBodySchema,
  SlotsResponseSchema,
} from '@motomitra/domain/ops-admin';
import { OutboxResponseSchema, type OutboxStatus } from '@motomitra/domain/outbox';
import { SuccessSchema } from '@motomitra/domain/responses';
import { type HideReviewBodySchema, OpsReviewsResponseSchema } from '@motomitra/domain/reviews';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';

export const OPS_KEYS = {
  reviews: ['ops', 'reviews'],
  products: ['ops', 'products'],
  coupons: ['ops', 'coupons'],
  slots: ['ops', 'slots'],
  /** The lead's bookings board shows slot fill too, so slot changes refresh it. */
  board: ['ops', 'board'],
  order: ['ops', 'order'],
  enquiries: ['ops', 'enquiries'],
  outbox: ['ops', 'outbox'],
} as const;

// Catalogue.
export const opsProductsQuery = queryOptions({
  queryKey: OPS_KEYS.products,
  queryFn: async () => (await api('/ops/products', OpsProductsResponseSchema)).products,
});

/** Prices as typed (strings): the server coerces and answers with a message per refused cell. */
export type PriceEntry = z.input<typeof OpsPriceSchema>;

export function setProductPrices(id: string, prices: PriceEntry[]) {
  return api(`/ops/products/${encodeURIComponent(id)}/prices`, OpsProductsResponseSchema, {
    method: 'PUT',
    body: { prices },
  });
}

export function setProductPublished(id: string, published: boolean) {
  return api(`/ops/products/${encodeURIComponent(id)}`, OpsProductsResponseSchema, {
    method: 'PATCH',
    body: { published },
  });
}

/** When a vehicle is due for the service again, in months after delivery; null: not repeated. */
export function setServiceInterval(id: string, months: number | null) {
  return api(`/ops/products/${encodeURIComponent(id)}`, OpsProductsResponseSchema, {
    method: 'PATCH',
    body: { service_interval_months: months },
  });
}

/** The fuels a service is for (no oil change for an electric vehicle); null: every fuel. */
export function setServedFuels(id: string, fuels: FuelType[] | null) {
  return api(`/ops/products/${encodeURIComponent(id)}`, OpsProductsResponseSchema, {
    method: 'PATCH',
    body: { fuels },
  });
}

// Coupons.
export const opsCouponsQuery = queryOptions({
  queryKey: OPS_KEYS.coupons,
  queryFn: async () => (await api('/ops/coupons', OpsCouponsResponseSchema)).coupons,
});

/** A coupon as the form sends it: numbers as typed (the server coerces), empty limits and dates as null. */
export type CouponBody = z.input<typeof EditCouponBodySchema>;

export function createCoupon(body: CouponBody) {
  return api('/ops/coupons', OpsCouponsResponseSchema, { method: 'POST', body });
}

export function editCoupon(id: string, body: CouponBody) {
  return api(`/ops/coupons/${encodeURIComponent(id)}`, OpsCouponsResponseSchema, { method: 'PATCH', body });
}

// Slots.
export const SLOT_DAYS = 7;

export const opsSlotsQuery = (city: City, from: string) =>
  queryOptions({
    queryKey: [...OPS_KEYS.slots, city, from],
    queryFn: async () =>
      (await api(`/ops/slots?${new URLSearchParams({ city, from, days: String(SLOT_DAYS) })}`, SlotsResponseSchema))
        .slots,
    placeholderData: keepPreviousData,
  });

export type SlotChange = z.input<typeof SetSlotsBodySchema>;

export function setSlots(change: SlotChange) {
  return api('/ops/slots', SlotsResponseSchema, { method: 'PUT', body: change });
}

// Enquiries and Earn-With-Us applications.
export type { Enquiry };
export type EnquiryKind = Enquiry['kind'];

export const opsEnquiriesQuery = (kind: EnquiryKind, handled: 'true' | 'false' | '') =>
  queryOptions({
    queryKey: [...OPS_KEYS.enquiries, kind, handled],
    queryFn: async () => {
      const params = new URLSearchParams({ kind });
      if (handled) params.set('handled', handled);
      return (await api(`/ops/enquiries?${params}`, EnquiriesResponseSchema)).enquiries;
    },
    placeholderData: keepPreviousData,
  });

export function setEnquiryHandled(id: string, handled: boolean) {
  return api(`/ops/enquiries/${encodeURIComponent(id)}`, SuccessSchema, {
    method: 'PATCH',
    body: { handled },
  });
}

// Outbox.
export const opsOutboxQuery = (status: OutboxStatus | '', page: number) =>
  queryOptions({
    queryKey: [...OPS_KEYS.outbox, status, page],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (status) params.set('status', status);
      return api(`/ops/outbox?${params}`, OutboxResponseSchema);
    },
    placeholderData: keepPreviousData,
  });

// ---- Mutations: one per call, each saying what it makes stale -------------------------------------------------------

/** The products' answers are the whole list as stored: they replace it (the shop's own lists follow on their own). */
export function useSetProductPrices() {
  const queryClient = useQueryClient();
  return useApiMutation((v: { id: string; prices: PriceEntry[] }) => setProductPrices(v.id, v.prices), [], {
    onSuccess: (res) => {
      queryClient.setQueryData(OPS_KEYS.products, res.products);
    },
  });
}

export function setProductTranslations(id: string, translations: ProductTranslations) {
  return api(`/ops/products/${encodeURIComponent(id)}/translations`, OpsProductsResponseSchema, {
    method: 'PUT',
    body: translations,
  });
}

export function useSetProductTranslations() {
  const queryClient = useQueryClient();
  return useApiMutation(
    (v: { id: string; translations: ProductTranslations }) => setProductTranslations(v.id, v.translations),
    [],
    { onSuccess: (res) => queryClient.setQueryData(OPS_KEYS.products, res.products) },
  );
}

export function useSetProductPublished() {
  const queryClient = useQueryClient();
  return useApiMutation((v: { id: string; published: boolean }) => setProductPublished(v.id, v.published), [], {
    onSuccess: (res) => {
      queryClient.setQueryData(OPS_KEYS.products, res.products);
    },
  });
}

export function useSetServiceInterval() {
  const queryClient = useQueryClient();
  return useApiMutation((v: { id: string; months: number | null }) => setServiceInterval(v.id, v.months), [], {
    onSuccess: (res) => {
      queryClient.setQueryData(OPS_KEYS.products, res.products);
    },
  });
}

export function useSetServedFuels() {
  const queryClient = useQueryClient();
  return useApiMutation((v: { id: string; fuels: FuelType[] | null }) => setServedFuels(v.id, v.fuels), [], {
    onSuccess: (res) => {
      queryClient.setQueryData(OPS_KEYS.products, res.products);
    },
  });
}

/** A coupon saved answers every coupon as stored: they replace the list. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useApiMutation(
    (v: { id: string | null; body: CouponBody }) => (v.id ? editCoupon(v.id, v.body) : createCoupon(v.body)),
    [],
    {
      onSuccess: (res) => {
        queryClient.setQueryData(OPS_KEYS.coupons, res.coupons);
      },
    },
  );
}

/** A slot's capacity or a day's closing: the slot grid and the board (which shows slot fill) are read again. */
export const useSetSlots = () => useApiMutation(setSlots, [OPS_KEYS.slots, OPS_KEYS.board]);

export const useSetEnquiryHandled = () =>
  useApiMutation((v: { id: string; handled: boolean }) => setEnquiryHandled(v.id, v.handled), [OPS_KEYS.enquiries]);

// Reviews.
export const opsReviewsQuery = queryOptions({
  queryKey: OPS_KEYS.reviews,
  queryFn: async () => (await api('/ops/reviews', OpsReviewsResponseSchema)).reviews,
});

export const useHideReview = () =>
  useApiMutation(
    (v: { id: string; body: z.input<typeof HideReviewBodySchema> }) =>
      api(`/ops/reviews/${encodeURIComponent(v.id)}`, OpsReviewsResponseSchema, { method: 'PATCH', body: v.body }),
    [OPS_KEYS.reviews, ['products']],
  );
