// The console's inspection calls (decision 0021): an order's inspections, starting one, its reading, marks and notes, a
// photo (multipart), completing it, proposing an item found "now" on the job card; and the admins' checklists. Every
// change but a photo answers the inspection as it now stands, which replaces the screen's copy.
import type { VehicleType } from '@motomitra/domain/constants';
import {
  type ChecklistBody,
  ChecklistResponseSchema,
  ChecklistsResponseSchema,
  type Inspection,
  type InspectionKind,
  type InspectionPatchBody,
  InspectionResponseSchema,
  InspectionsResponseSchema,
  PhotoUploadResponseSchema,
  type ProposeItemBody,
} from '@motomitra/domain/inspections';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';
import { OPS_KEYS } from './admin-api.ts';

const INSPECTIONS_KEY = ['ops', 'inspections'] as const;
const CHECKLISTS_KEY = ['ops', 'checklists'] as const;

/** The console's screen of an order's inspection of one kind. */
export const inspectionPath = (orderId: string, kind: InspectionKind) =>
  `/ops/orders/${encodeURIComponent(orderId)}/inspection/${kind}`;

export const opsInspectionsQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...INSPECTIONS_KEY, orderId],
    queryFn: async () =>
      (await api(`/ops/orders/${encodeURIComponent(orderId)}/inspections`, InspectionsResponseSchema)).inspections,
  });

const inspectionUrl = (id: string, action = '') => `/ops/inspections/${encodeURIComponent(id)}${action}`;

/** Puts the inspection the server answered into its order's list, in place of the copy it had (or after the others). */
function useKeepInspection(orderId: string) {
  const queryClient = useQueryClient();
  return (inspection: Inspection) =>
    queryClient.setQueryData(opsInspectionsQuery(orderId).queryKey, (old = []) =>
      old.some((i) => i._id === inspection._id)
        ? old.map((i) => (i._id === inspection._id ? inspection : i))
        : [...old, inspection],
    );
}

/** Starts the order's inspection of `kind`; a second start answers the one already there. */
export function useStartInspection(orderId: string) {
  const keep = useKeepInspection(orderId);
  return useApiMutation(
    async (kind: InspectionKind) =>
      (
        await api(`/ops/orders/${encodeURIComponent(orderId)}/inspections`, InspectionResponseSchema, {
          method: 'POST',
          body: { kind },
        })
      ).inspection,
    [],
    { onSuccess: keep },
  );
}

/**
 * The changes of one inspection go one after the other (TanStack Query's mutation scope): a mark tapped twice quickly,
 * or arrowed through, reaches the server in the order given, and the last answer is the last change's.
 */
const changes = (id: string) => ({ id: `inspection-${id}` });

/** The reading, the fuel level, items' marks and notes. */
export function useChangeInspection(orderId: string, id: string) {
  const keep = useKeepInspection(orderId);
  return useApiMutation(
    async (body: InspectionPatchBody) =>
      (await api(inspectionUrl(id), InspectionResponseSchema, { method: 'PATCH', body })).inspection,
    [],
    { onSuccess: keep, scope: changes(id) },
  );
}

/**
 * A photo for `slot` (a pickup side, or an item's key) as the phone took it: the server checks, resizes and strips it.
 * Its answer is the photo alone, so the inspection is read again (what completing it still needs changes too). A
 * slot's photos go one after the other, so the one taken last is the one kept.
 */
export function useUploadPhoto(orderId: string, id: string, slot: string) {
  return useApiMutation(
    async (file: File) => {
      const form = new FormData();
      form.append('slot', slot);
      form.append('photo', file);
      return (await api(inspectionUrl(id, '/photos'), PhotoUploadResponseSchema, { method: 'POST', body: form })).photo;
    },
    [opsInspectionsQuery(orderId).queryKey],
    { scope: { id: `photo-${id}-${slot}` } },
  );
}

export function useCompleteInspection(orderId: string, id: string) {
  const keep = useKeepInspection(orderId);
  return useApiMutation(
    async () =>
      (await api(inspectionUrl(id, '/complete'), InspectionResponseSchema, { method: 'POST', body: {} })).inspection,
    [],
    { onSuccess: keep, scope: changes(id) },
  );
}

/** An item marked "now" put on the order's job card as a proposal, with its photo: the order's page reads it again. */
export function useProposeItem(orderId: string, id: string) {
  const keep = useKeepInspection(orderId);
  return useApiMutation(
    async ({ key, body }: { key: string; body: ProposeItemBody }) =>
      (
        await api(inspectionUrl(id, `/items/${encodeURIComponent(key)}/propose`), InspectionResponseSchema, {
          method: 'POST',
          body,
        })
      ).inspection,
    [OPS_KEYS.order, OPS_KEYS.board],
    { onSuccess: keep, scope: changes(id) },
  );
}

// Checklists (admins).
export const checklistsQuery = queryOptions({
  queryKey: CHECKLISTS_KEY,
  queryFn: async () => (await api('/ops/checklists', ChecklistsResponseSchema)).checklists,
});

export function useSaveChecklist() {
  const queryClient = useQueryClient();
  return useApiMutation(
    async ({ vehicleType, body }: { vehicleType: VehicleType; body: ChecklistBody }) =>
      (
        await api(`/ops/checklists/${encodeURIComponent(vehicleType)}`, ChecklistResponseSchema, {
          method: 'PUT',
          body,
        })
      ).checklist,
    [],
    {
      onSuccess: (saved) =>
        queryClient.setQueryData(checklistsQuery.queryKey, (old = []) =>
          old.map((c) => (c.vehicleType === saved.vehicleType ? saved : c)),
        ),
    },
  );
}
