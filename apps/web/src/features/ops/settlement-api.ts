// The console's daily settlement call: one IST day's payments and totals, keyed by the day.
import { SettlementResponseSchema } from '@motomitra/domain/settlement';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../components/http.ts';

export const opsSettlementQuery = (date: string) =>
  queryOptions({
    queryKey: ['ops', 'settlement', date],
    queryFn: () => api(`/ops/settlement?${new URLSearchParams({ date })}`, SettlementResponseSchema),
    placeholderData: keepPreviousData,
  });
