// The operator console's order calls: the board, one order, and every change to it (each answers the order again).
import { OpsOrderResponseSchema, type OpsOrdersQuerySchema, OpsOrdersResponseSchema } from '@motomitra/domain/ops';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../components/http.ts';
import { OPS_KEYS } from './admin-api.ts';

export type BoardFilters = Partial<Record<keyof z.input<typeof OpsOrdersQuerySchema>, string>>;

export const boardQuery = (filters: BoardFilters) => {
  const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v) as [string, string][]);
  return queryOptions({
    queryKey: [...OPS_KEYS.board, params.toString()],
    queryFn: () => api(`/ops/orders?${params.toString()}`, OpsOrdersResponseSchema),
    placeholderData: (previous) => previous,
  });
};

export const opsOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...OPS_KEYS.order, id],
    queryFn: async () => (await api(`/ops/orders/${encodeURIComponent(id)}`, OpsOrderResponseSchema)).order,
  });

/** POST/DELETE on an order; the answer is the order as it now stands. */
export async function changeOrder(id: string, action: string, method: 'POST' | 'DELETE' = 'POST', body: unknown = {}) {
  const res = await api(`/ops/orders/${encodeURIComponent(id)}/${action}`, OpsOrderResponseSchema, {
    method,
    body: method === 'POST' ? body : undefined,
  });
  return res.order;
}
