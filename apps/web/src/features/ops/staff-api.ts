// The admins' calls about the garage's staff (/api/ops/staff, decision 0021): the list, adding a member, changing one.
// The list's query key is built here and reused for invalidation.
import {
  type NewStaffBodySchema,
  StaffAnswerSchema,
  type StaffChangeBodySchema,
  StaffListResponseSchema,
  type StaffMember,
} from '@motomitra/domain/staff';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';

export type { StaffMember };
export const STAFF_KEY = ['ops', 'staff'] as const;

export const opsStaffQuery = queryOptions({
  queryKey: STAFF_KEY,
  queryFn: async () => (await api('/ops/staff', StaffListResponseSchema)).staff,
});

/** A new member as the form sends it: the number as typed (the server writes it +91…), left out when not given. */
export type NewStaff = z.input<typeof NewStaffBodySchema>;
/** Only the fields that change. */
export type StaffChange = z.input<typeof StaffChangeBodySchema>;

export function addStaff(body: NewStaff) {
  return api('/ops/staff', StaffAnswerSchema, { method: 'POST', body });
}

export function changeStaff(id: string, body: StaffChange) {
  return api(`/ops/staff/${encodeURIComponent(id)}`, StaffAnswerSchema, { method: 'PATCH', body });
}

export function useAddStaff() {
  return useApiMutation((body: NewStaff) => addStaff(body), [STAFF_KEY]);
}

export function useChangeStaff() {
  return useApiMutation((v: { id: string; body: StaffChange }) => changeStaff(v.id, v.body), [STAFF_KEY]);
}
