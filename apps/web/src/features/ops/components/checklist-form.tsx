// One vehicle type's checklist on /ops/checklists: its items in order, each with its label in English, Marathi and
// Hindi, added, removed and moved up or down, saved whole. The domain's schema checks it before it is sent and the
// server again; each refusal is said beside its field, or under the list for the list as a whole.
import {
  type Checklist,
  ChecklistBodySchema,
  type ChecklistItem,
  type ChecklistLabel,
} from '@motomitra/domain/inspections';
import { useEffect, useId, useRef, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useSaveChecklist } from '../inspections-api.ts';

const LABEL_LANGUAGES = ['en', 'mr', 'hi'] as const satisfies readonly (keyof ChecklistLabel)[];

/** A row of the form: `uid` keeps its fields and focus as rows move; a new row's key may still be written. */
type Row = ChecklistItem & { uid: number; isNew: boolean; keyTouched: boolean };

let uids = 0;
const rowOf = (item: ChecklistItem): Row => ({ ...item, uid: ++uids, isNew: false, keyTouched: false });

/** A key written from an English label ("Engine oil" → engineOil), until the admin writes one. */
function keyFrom(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const [first = '', ...rest] = words.map((w) => w.toLowerCase());
  return (first.replace(/^\d+/, '') + rest.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')).slice(0, 40);
}

export function ChecklistForm({ checklist }: { checklist: Checklist }) {
  const id = useId();
  const { toast } = useFeedback();
  const save = useSaveChecklist();
  const [rows, setRows] = useState<Row[]>(() => checklist.items.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [whole, setWhole] = useState('');
  /** The control to focus once the rows have been drawn again (after a move, an add or a removal). */
  const focusNext = useRef<string | null>(null);
  const title = opsText(`ops.checklists.type.${checklist.vehicleType}`);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const fieldId = (i: number, field: string) => `${id}-items.${i}.${field}`;
  const update = (uid: number, change: (row: Row) => Row) =>
    setRows((all) => all.map((row) => (row.uid === uid ? change(row) : row)));

  const move = (from: number, by: -1 | 1) => {
    const to = from + by;
    const row = rows[from];
    if (!row || to < 0 || to >= rows.length) return;
    const next = [...rows];
    next.splice(from, 1);
    next.splice(to, 0, row);
    setRows(next);
    setErrors({});
    // The same button on the moved row, unless it cannot move further that way: then the other one.
    const stuck = (by === -1 && to === 0) || (by === 1 && to === rows.length - 1);
    focusNext.current = `${id}-${row.uid}-${stuck ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`;
  };

  const remove = (at: number) => {
    setRows((all) => all.filter((_, i) => i !== at));
    setErrors({});
    focusNext.current = `${id}-add`;
  };

  const add = () => {
    const row: Row = { key: '', label: { en: '', mr: '', hi: '' }, uid: ++uids, isNew: true, keyTouched: false };
    setRows((all) => [...all, row]);
    focusNext.current = fieldId(rows.length, 'label.en');
  };

  /** Shows each refusal beside its field (the first focused), one about the whole list under it. */
  const show = (found: Record<string, string>, message: string) => {
    const beside = Object.fromEntries(Object.entries(found).filter(([path]) => path.startsWith('items.')));
    setErrors(beside);
    const first = Object.keys(beside)[0];
    setWhole(first ? '' : (found.items ?? message));
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    setWhole('');
    const body = { items: rows.map(({ key, label }) => ({ key, label })) };
    const checked = ChecklistBodySchema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.') || 'items'] ??= issue.message;
      show(found, checked.error.issues[0]?.message ?? '');
      return;
    }
    try {
      await save.mutateAsync({ vehicleType: checklist.vehicleType, body: checked.data });
      setRows((all) => all.map((row) => ({ ...row, isNew: false })));
      toast(opsText('ops.checklists.saved', { type: title }), 'success');
    } catch (err) {
      const message = errorText(err, opsText('ops.checklists.saveFailed'));
      show(err instanceof ApiError ? err.fieldErrors : {}, message);
      toast(message, 'error');
    }
  };

  return (
    <section className="ops-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form className="checklist-form" onSubmit={onSave} noValidate>
        {rows.length === 0 && <p className="empty">{opsText('ops.checklists.none')}</p>}
        <ol className="checklist-rows">
          {rows.map((row, i) => {
            const n = i + 1;
            const ofItem = <span className="visually-hidden"> {opsText('ops.checklists.ofItem', { n })}</span>;
            return (
              <li key={row.uid}>
                <fieldset className="fieldset checklist-row">
                  <legend>{opsText('ops.checklists.item', { n })}</legend>
                  {LABEL_LANGUAGES.map((language) => (
                    <Field
                      key={language}
                      id={fieldId(i, `label.${language}`)}
                      label={
                        <>
                          {opsText(`ops.checklists.label.${language}`)}
                          {ofItem}
                        </>
                      }
                      required
                      error={errors[`items.${i}.label.${language}`]}
                    >
                      {(control) => (
                        <input
                          {...control}
                          lang={language}
                          autoComplete="off"
                          value={row.label[language]}
                          onChange={(e) => {
                            const value = e.target.value;
                            update(row.uid, (r) => ({
                              ...r,
                              label: { ...r.label, [language]: value },
                              key: r.isNew && !r.keyTouched && language === 'en' ? keyFrom(value) : r.key,
                            }));
                          }}
                        />
                      )}
                    </Field>
                  ))}
                  {row.isNew ? (
                    <Field
                      id={fieldId(i, 'key')}
                      label={
                        <>
                          {opsText('ops.checklists.key')}
                          {ofItem}
                        </>
                      }
                      hint={opsText('ops.checklists.keyHint')}
                      required
                      error={errors[`items.${i}.key`]}
                    >
                      {(control) => (
                        <input
                          {...control}
                          autoComplete="off"
                          autoCapitalize="off"
                          spellCheck={false}
                          value={row.key}
                          onChange={(e) => {
                            const value = e.target.value;
                            update(row.uid, (r) => ({ ...r, key: value, keyTouched: true }));
                          }}
                        />
                      )}
                    </Field>
                  ) : (
                    <p className="muted">
                      {opsText('ops.checklists.keyIs', { key: row.key })}
                      {errors[`items.${i}.key`] && (
                        <span id={fieldId(i, 'key')} className="form__error" tabIndex={-1}>
                          {' '}
                          {errors[`items.${i}.key`]}
                        </span>
                      )}
                    </p>
                  )}
                  <div className="checklist-row__actions">
                    <button
                      type="button"
                      id={`${id}-${row.uid}-up`}
                      className="button button--ghost button--small"
                      disabled={i === 0}
                      aria-label={opsText('ops.checklists.upNamed', { n })}
                      onClick={() => move(i, -1)}
                    >
                      {opsText('ops.checklists.up')}
                    </button>
                    <button
                      type="button"
                      id={`${id}-${row.uid}-down`}
                      className="button button--ghost button--small"
                      disabled={i === rows.length - 1}
                      aria-label={opsText('ops.checklists.downNamed', { n })}
                      onClick={() => move(i, 1)}
                    >
                      {opsText('ops.checklists.down')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={opsText('ops.checklists.removeNamed', { n })}
                      onClick={() => remove(i)}
                    >
                      {opsText('ops.checklists.remove')}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className="checklist-form__actions">
          <button type="button" id={`${id}-add`} className="button button--ghost" onClick={add}>
            {opsText('ops.checklists.add')}
          </button>
          <button type="submit" className="button" disabled={save.isPending}>
            {opsText('ops.checklists.save', { type: title.toLowerCase() })}
          </button>
        </div>
        <p className="form__error" role="alert">
          {whole}
        </p>
      </form>
    </section>
  );
}
