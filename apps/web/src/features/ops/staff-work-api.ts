// The staff's own calls (decision 0021): a rider's runs and handovers, a technician's jobs and labour clock, and the list of
// riders and technicians the desk assigns from. Query keys are built here and reused for invalidation.
import { CrewResponseSchema } from '@motomitra/domain/staff';
import {
  type HandoverBodySchema,
  JobsResponseSchema,
  type LabourBody,
  RunsResponseSchema,
} from '@motomitra/domain/staff-work';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';
import { OPS_KEYS } from './admin-api.ts';
import { changeOrder, opsOrderQuery } from './api.ts';

export const WORK_KEYS = {
  runs: ['ops', 'runs'],
  jobs: ['ops', 'jobs'],
  /** Not the admins' staff screen's key: this list is read for the assignment panel's choices only. */
  assignable: ['ops', 'staff', 'assignable'],
} as const;

/** One IST day's runs (the server's today without a date). */
export const runsQuery = (date: string | null) =>
  queryOptions({
    queryKey: [...WORK_KEYS.runs, date ?? 'today'],
    queryFn: () => api(`/ops/runs${date ? `?date=${encodeURIComponent(date)}` : ''}`, RunsResponseSchema),
  });

export const jobsQuery = queryOptions({
  queryKey: WORK_KEYS.jobs,
  queryFn: async () => (await api('/ops/jobs', JobsResponseSchema)).jobs,
});

/** The active riders and technicians, for the desk's choices (advisors too: the staff list itself is the admins'). */
export const assignableStaffQuery = queryOptions({
  queryKey: WORK_KEYS.assignable,
  queryFn: async () => (await api('/ops/crew', CrewResponseSchema)).crew,
});

export type HandoverInput = z.input<typeof HandoverBodySchema>;

/**
 * A command on an order made from a rider's or a technician's screen: the order's answer replaces any copy of the
 * order page, and the runs and jobs are read again (a handover or a move changes what a run offers next).
 */
function useWorkCommand<V>(call: (v: V) => Promise<Awaited<ReturnType<typeof changeOrder>>>) {
  const queryClient = useQueryClient();
  return useApiMutation(call, [WORK_KEYS.runs, WORK_KEYS.jobs, OPS_KEYS.board], {
    onSuccess: (order) => {
      queryClient.setQueryData(opsOrderQuery(order._id).queryKey, order);
    },
  });
}

/** The rider hands the vehicle over with the customer's code (POST /ops/orders/{id}/handover). */
export function useHandover() {
  return useWorkCommand((v: { orderId: string; body: HandoverInput }) =>
    changeOrder(v.orderId, 'handover', 'POST', v.body),
  );
}

/** The drop's rider rides off with the vehicle: In Service → On the Way Back, the one move the status route lets them. */
export function useOnTheWayBack() {
  return useWorkCommand((orderId: string) => changeOrder(orderId, 'status', 'POST', { to: 'inTransitDown' }));
}

/** The technician starts or stops their clock on the order (POST /ops/orders/{id}/labour). */
export function useLabour() {
  return useWorkCommand((v: { orderId: string; action: LabourBody['action'] }) =>
    changeOrder(v.orderId, 'labour', 'POST', { action: v.action }),
  );
}
