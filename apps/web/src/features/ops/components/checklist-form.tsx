// One vehicle type's checklist on /ops/checklists: its items in order, each with its label in English, Marathi and
// Hindi, added, removed and moved up or down, saved whole. The domain's schema checks it before it is sent and the
// server again; each refusal is said beside its field, or under the list for the list as a whole.
import { type Checklist, ChecklistBodySchema } from '@motomitra/domain/inspections';
import { useEffect, useId, useRef, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { type ChecklistRow, moved, newRow, savedRow } from '../checklist-draft.ts';
import { useSaveChecklist } from '../inspections-api.ts';
import { ChecklistRowFields } from './checklist-row.tsx';

export function ChecklistForm({ checklist }: { checklist: Checklist }) {
  const id = useId();
  const [rows, setRows] = useState<ChecklistRow[]>(() => checklist.items.map(savedRow));
  /** The control to focus once the rows have been drawn again (after a move, an add or a removal). */
  const focusNext = useRef<string | null>(null);
  const title = opsText(`ops.checklists.type.${checklist.vehicleType}`);
  const saving = useChecklistSave(checklist, title, id);
  const setErrors = saving.setErrors;

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const fieldId = (i: number, field: string) => `${id}-items.${i}.${field}`;
  const update = (changed: ChecklistRow) =>
    setRows((all) => all.map((row) => (row.uid === changed.uid ? changed : row)));

  const move = (from: number, by: -1 | 1) => {
    const row = rows[from];
    const to = from + by;
    if (!row || to < 0 || to >= rows.length) return;
    setRows(moved(rows, from, by));
    setErrors({});
    // The same button on the moved row, unless it cannot move further that way: then the other one.
    const stuck = to === 0 || to === rows.length - 1;
    const same = by === -1 ? 'up' : 'down';
    focusNext.current = `${id}-${row.uid}-${stuck ? (same === 'up' ? 'down' : 'up') : same}`;
  };

  const remove = (at: number) => {
    setRows((all) => all.filter((_, i) => i !== at));
    setErrors({});
    focusNext.current = `${id}-add`;
  };

  const add = () => {
    setRows((all) => [...all, newRow()]);
    focusNext.current = fieldId(rows.length, 'label.en');
  };

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    if (await saving.save(rows)) setRows((all) => all.map((row) => ({ ...row, isNew: false })));
  };

  return (
    <section className="ops-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form className="checklist-form" onSubmit={onSave} noValidate>
        {rows.length === 0 && <p className="empty">{opsText('ops.checklists.none')}</p>}
        <ol className="checklist-rows">
          {rows.map((row, i) => (
            <li key={row.uid}>
              <ChecklistRowFields
                row={row}
                index={i}
                count={rows.length}
                fieldId={(field) => fieldId(i, field)}
                buttonId={(which) => `${id}-${row.uid}-${which}`}
                errors={saving.errors}
                onChange={update}
                onMove={(by) => move(i, by)}
                onRemove={() => remove(i)}
              />
            </li>
          ))}
        </ol>
        <div className="checklist-form__actions">
          <button type="button" id={`${id}-add`} className="button button--ghost" onClick={add}>
            {opsText('ops.checklists.add')}
          </button>
          <button type="submit" className="button" disabled={saving.isPending}>
            {opsText('ops.checklists.save', { type: title.toLowerCase() })}
          </button>
        </div>
        <p className="form__error" role="alert">
          {saving.whole}
        </p>
      </form>
    </section>
  );
}

/**
 * Saving a checklist: the domain's schema first (nothing sent while it refuses), then the server's. Each refusal is
 * shown beside its field (the first focused: `${formId}-items.…`), one about the whole list under it.
 */
function useChecklistSave(checklist: Checklist, title: string, formId: string) {
  const { toast } = useFeedback();
  const save = useSaveChecklist();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [whole, setWhole] = useState('');

  const show = (found: Record<string, string>, message: string) => {
    const beside = Object.fromEntries(Object.entries(found).filter(([path]) => path.startsWith('items.')));
    setErrors(beside);
    const first = Object.keys(beside)[0];
    setWhole(first ? '' : (found.items ?? message));
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  };

  /** Whether the rows were saved. */
  const saveRows = async (rows: readonly ChecklistRow[]): Promise<boolean> => {
    setErrors({});
    setWhole('');
    const checked = ChecklistBodySchema.safeParse({ items: rows.map(({ key, label }) => ({ key, label })) });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.') || 'items'] ??= issue.message;
      show(found, checked.error.issues[0]?.message ?? '');
      return false;
    }
    try {
      await save.mutateAsync({ vehicleType: checklist.vehicleType, body: checked.data });
      toast(opsText('ops.checklists.saved', { type: title }), 'success');
      return true;
    } catch (err) {
      const message = errorText(err, opsText('ops.checklists.saveFailed'));
      show(err instanceof ApiError ? err.fieldErrors : {}, message);
      toast(message, 'error');
      return false;
    }
  };

  return { errors, setErrors, whole, save: saveRows, isPending: save.isPending };
}
