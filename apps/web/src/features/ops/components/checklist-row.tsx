// One item of a checklist in the admins' editor: its labels in English, Marathi and Hindi, its key (written for a new
// item, shown for a saved one, which keeps it), and Up, Down, Remove. Each field's refusal beside it.
import type { ChecklistLabel } from '@motomitra/domain/inspections';
import { Field } from '../../../components/form/field.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { type ChecklistRow, withLabel } from '../checklist-draft.ts';

const LABEL_LANGUAGES = ['en', 'mr', 'hi'] as const satisfies readonly (keyof ChecklistLabel)[];

export type RowProps = {
  row: ChecklistRow;
  /** Where the row is (0 first) and how many there are. */
  index: number;
  count: number;
  /** The id of a field of this row: `${prefix}-items.${index}.${field}`, as the schema names it in an error. */
  fieldId(field: string): string;
  /** The id of the row's Up or Down button (for the focus after a move). */
  buttonId(which: 'up' | 'down'): string;
  errors: Record<string, string>;
  onChange(row: ChecklistRow): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
};

export function ChecklistRowFields(props: RowProps) {
  const { row, index } = props;
  const n = index + 1;
  const error = (field: string) => props.errors[`items.${index}.${field}`];
  const ofItem = <span className="visually-hidden"> {opsText('ops.checklists.ofItem', { n })}</span>;
  return (
    <fieldset className="fieldset checklist-row">
      <legend>{opsText('ops.checklists.item', { n })}</legend>
      {LABEL_LANGUAGES.map((language) => (
        <Field
          key={language}
          id={props.fieldId(`label.${language}`)}
          label={
            <>
              {opsText(`ops.checklists.label.${language}`)}
              {ofItem}
            </>
          }
          required
          error={error(`label.${language}`)}
        >
          {(control) => (
            <input
              {...control}
              lang={language}
              autoComplete="off"
              value={row.label[language]}
              onChange={(e) => props.onChange(withLabel(row, language, e.target.value))}
            />
          )}
        </Field>
      ))}
      {row.isNew ? (
        <Field
          id={props.fieldId('key')}
          label={
            <>
              {opsText('ops.checklists.key')}
              {ofItem}
            </>
          }
          hint={opsText('ops.checklists.keyHint')}
          required
          error={error('key')}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={row.key}
              onChange={(e) => props.onChange({ ...row, key: e.target.value, keyTouched: true })}
            />
          )}
        </Field>
      ) : (
        <p className="muted">
          {opsText('ops.checklists.keyIs', { key: row.key })}
          {error('key') && (
            <span id={props.fieldId('key')} className="form__error" tabIndex={-1}>
              {' '}
              {error('key')}
            </span>
          )}
        </p>
      )}
      <RowButtons {...props} n={n} />
    </fieldset>
  );
}

function RowButtons(props: RowProps & { n: number }) {
  const { n } = props;
  return (
    <div className="checklist-row__actions">
      <button
        type="button"
        id={props.buttonId('up')}
        className="button button--ghost button--small"
        disabled={props.index === 0}
        aria-label={opsText('ops.checklists.upNamed', { n })}
        onClick={() => props.onMove(-1)}
      >
        {opsText('ops.checklists.up')}
      </button>
      <button
        type="button"
        id={props.buttonId('down')}
        className="button button--ghost button--small"
        disabled={props.index === props.count - 1}
        aria-label={opsText('ops.checklists.downNamed', { n })}
        onClick={() => props.onMove(1)}
      >
        {opsText('ops.checklists.down')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={opsText('ops.checklists.removeNamed', { n })}
        onClick={props.onRemove}
      >
        {opsText('ops.checklists.remove')}
      </button>
    </div>
  );
}
