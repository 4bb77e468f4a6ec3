// The yearly plan form's state and saving (/ops/plans, decision 0023): the draft as typed, checked by the API's own
// schema before sending, then the server's refusals beside their fields (the first focused), and a refusal about no
// field said inside the form, since toasts sit under the modal's backdrop.
import type { VehicleType } from '@motomitra/domain/constants';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useFeedback } from '../../components/feedback.tsx';
import { ApiError, errorText } from '../../components/http.ts';
import { plansText } from '../../i18n/en/plans.ts';
import {
  checkDraft,
  draftOf,
  type PlanDraft,
  type PlanErrors,
  placeErrors,
  type ServiceRow,
  serviceRow,
  withVehicleType,
} from './plan-draft.ts';
import { type OpsPlan, useSavePlan } from './plans-api.ts';

/** `plan` is the one edited, null for a new one; `onDone` closes the form once saved. */
export function usePlanForm(plan: OpsPlan | null, onDone: () => void) {
  const { toast } = useFeedback();
  const id = useId();
  const [draft, setDraft] = useState<PlanDraft>(() => draftOf(plan));
  const [errors, setErrors] = useState<PlanErrors>({});
  const [problem, setProblem] = useState('');
  /** The control to focus once the form has been drawn again (the first refused, or a row added or removed). */
  const focusNext = useRef<string | null>(null);
  const save = useSavePlan();

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(`${id}-${focusNext.current}`)?.focus();
    focusNext.current = null;
  });

  const show = (placed: PlanErrors, message: string) => {
    setErrors(placed);
    const first = Object.keys(placed)[0];
    setProblem(first ? '' : message);
    focusNext.current = first ?? null;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) return show(checked.errors, checked.first);
    show({}, '');
    try {
      const { plan: saved } = await save.mutateAsync({ id: plan?._id ?? null, body: checked.input });
      toast(plansText(plan ? 'ops.plans.saved' : 'ops.plans.created', { name: saved.texts.en.name }), 'success');
      onDone();
    } catch (err) {
      const found = err instanceof ApiError ? err.fieldErrors : {};
      show(placeErrors(found, draft, checked.priceKeys), errorText(err, plansText('ops.plans.saveFailed')));
    }
  };

  const change = (patch: Partial<PlanDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const rows = {
    add: () => {
      setDraft((d) => ({ ...d, services: [...d.services, serviceRow()] }));
      focusNext.current = `services.${draft.services.length}.productId`;
    },
    remove: (at: number) => {
      setDraft((d) => ({ ...d, services: d.services.filter((_, i) => i !== at) }));
      // Row errors are by index: those after the removed row would name the wrong one.
      setErrors({});
      focusNext.current = 'add-service';
    },
    update: (at: number, row: ServiceRow) =>
      setDraft((d) => ({ ...d, services: d.services.map((s, i) => (i === at ? row : s)) })),
  };
  const setVehicleType = (type: VehicleType, categoryOf: Parameters<typeof withVehicleType>[2]) =>
    setDraft((d) => withVehicleType(d, type, categoryOf));

  return { id, draft, errors, problem, change, rows, setVehicleType, onSubmit, saving: save.isPending };
}
