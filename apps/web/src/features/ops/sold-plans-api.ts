// The desk's calls about the plans the garage sold (/api/ops/subscriptions, decision 0023): a page of them by status,
// city and search, a breakdown call recorded under one, and the plan running for an order's vehicle.
import {
  OpsSubscriptionResponseSchema,
  type OpsSubscriptionsQuerySchema,
  OpsSubscriptionsResponseSchema,
  OrderPlanResponseSchema,
  type RecordCallBody,
} from '@motomitra/domain/sold-plans';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';

export const SOLD_PLANS_KEY = ['ops', 'subscriptions'] as const;

export type SoldPlanFilters = Partial<Record<keyof z.input<typeof OpsSubscriptionsQuerySchema>, string>>;

export const soldPlansQuery = (filters: SoldPlanFilters) => {
  const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v) as [string, string][]);
  return queryOptions({
    queryKey: [...SOLD_PLANS_KEY, params.toString()],
    queryFn: () => api(`/ops/subscriptions?${params.toString()}`, OpsSubscriptionsResponseSchema),
    placeholderData: keepPreviousData,
  });
};

const ORDER_PLAN_KEY = ['ops', 'order-plan'] as const;

export const orderPlanQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...ORDER_PLAN_KEY, orderId],
    queryFn: async () => (await api(`/ops/orders/${encodeURIComponent(orderId)}/plan`, OrderPlanResponseSchema)).plan,
  });

/** A breakdown call recorded under plan `id`: the list and any order's plan box are read again, the call counted. */
export function useRecordCall() {
  return useApiMutation(
    (v: { id: string; body: RecordCallBody }) =>
      api(`/ops/subscriptions/${encodeURIComponent(v.id)}/calls`, OpsSubscriptionResponseSchema, {
        method: 'POST',
        body: v.body,
      }),
    [SOLD_PLANS_KEY, ORDER_PLAN_KEY],
  );
}
