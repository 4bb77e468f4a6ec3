// The operator console's admin calls: product prices and visibility, coupons, slot capacity and holidays,
// enquiries, and the e-mail outbox. Query keys are built here and reused for invalidation.
import type { City } from '@motomitra/domain/constants';
import {
  type EditCouponBodySchema,
  EnquiriesResponseSchema,
  type EnquirySchema,
  OpsCouponsResponseSchema,
  type OpsPriceSchema,
  OpsProductsResponseSchema,
  type SetSlotsBodySchema,
  SlotsResponseSchema,
} from '@motomitra/domain/ops';
import { OutboxResponseSchema, type OutboxStatus } from '@motomitra/domain/outbox';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../components/http.ts';

export const OPS_KEYS = {
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
export type Enquiry = z.infer<typeof EnquirySchema>;
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
  return api(`/ops/enquiries/${encodeURIComponent(id)}`, z.object({ success: z.literal(true), message: z.string() }), {
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
