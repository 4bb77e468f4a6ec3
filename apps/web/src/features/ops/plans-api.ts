// The admins' calls about yearly plans (/api/ops/plans, decision 0023): the list, adding a plan, editing one, and
// withdrawing one from sale or putting it back. Each answer is the plan as stored, which replaces it in the list.
import {
  type OpsPlan,
  type OpsPlanInput,
  OpsPlanResponseSchema,
  OpsPlansResponseSchema,
} from '@motomitra/domain/plans';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';

export type { OpsPlan, OpsPlanInput };
export const PLANS_KEY = ['ops', 'plans'] as const;

export const opsPlansQuery = queryOptions({
  queryKey: PLANS_KEY,
  queryFn: async () => (await api('/ops/plans', OpsPlansResponseSchema)).plans,
});

export function createPlan(body: OpsPlanInput) {
  return api('/ops/plans', OpsPlanResponseSchema, { method: 'POST', body });
}

export function editPlan(id: string, body: OpsPlanInput) {
  return api(`/ops/plans/${encodeURIComponent(id)}`, OpsPlanResponseSchema, { method: 'PUT', body });
}

export function setPlanOnSale(id: string, onSale: boolean) {
  return api(`/ops/plans/${encodeURIComponent(id)}`, OpsPlanResponseSchema, { method: 'PATCH', body: { onSale } });
}

/** The list with `plan` as stored: in its place, or added at the end. */
function withPlan(plans: OpsPlan[] | undefined, plan: OpsPlan): OpsPlan[] | undefined {
  if (!plans) return plans;
  return plans.some((p) => p._id === plan._id) ? plans.map((p) => (p._id === plan._id ? plan : p)) : [...plans, plan];
}

/** The list's cache, kept as the server's answers leave it. */
function usePlanAnswer() {
  const queryClient = useQueryClient();
  return {
    onSuccess: ({ plan }: { plan: OpsPlan }) =>
      queryClient.setQueryData(opsPlansQuery.queryKey, (p) => withPlan(p, plan)),
  };
}

/** A new plan (no id) or an edit of one. */
export function useSavePlan() {
  return useApiMutation(
    (v: { id: string | null; body: OpsPlanInput }) => (v.id ? editPlan(v.id, v.body) : createPlan(v.body)),
    [],
    usePlanAnswer(),
  );
}

export function useSetPlanOnSale() {
  return useApiMutation((v: { id: string; onSale: boolean }) => setPlanOnSale(v.id, v.onSale), [], usePlanAnswer());
}
