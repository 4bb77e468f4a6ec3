// The operator console's order calls: the board, one order, and every change to it (each answers the order again).
import { OpsOrderResponseSchema, type OpsOrdersQuerySchema, OpsOrdersResponseSchema } from '@motomitra/domain/ops';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiMutation } from '../../components/form/mutation.ts';
import { ApiError, api } from '../../components/http.ts';
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

export type OrderCommand = { action: string; body?: unknown; method?: 'POST' | 'DELETE' };

/**
 * A command on the order (move, cancel, job card, payment): its answer is the order as it now stands, which replaces
 * the page's copy; the board is read again. A 409 (someone else changed the order meanwhile) reads the order again.
 */
export function useOrderCommand(id: string) {
  const queryClient = useQueryClient();
  return useApiMutation((c: OrderCommand) => changeOrder(id, c.action, c.method, c.body), [OPS_KEYS.board], {
    onSuccess: (order) => {
      queryClient.setQueryData(opsOrderQuery(id).queryKey, order);
    },
    onError: async (err) => {
      if (err instanceof ApiError && err.status === 409) {
        await queryClient.invalidateQueries({ queryKey: opsOrderQuery(id).queryKey });
      }
    },
  });
}
