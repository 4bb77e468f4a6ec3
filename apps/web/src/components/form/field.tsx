// The form layer's fields: each owns its label, the required mark, a hint, the error line and the aria
// wiring between them, so a screen says what a field is and never how it is wired. Ids: the control is `id`, its
// hint `${id}-hint`, its error `${id}-error`; the control names both in aria-describedby and is aria-invalid while
// it has an error.
import type { ReactNode } from 'react';
import { inLanguage, tn } from '../../i18n/t.ts';

/** What a field hands its control: spread it onto the input, select or textarea. */
export type ControlProps = {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Common = {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  /** The message to show under the field (the form's or the server's), or nothing. */
  error?: string | undefined;
  /**
   * A text's length against its limit: near the limit a counter says how much is left, over it by how much, while
   * the customer types; the input itself never cuts what they type or paste (no maxLength).
   */
  count?: { length: number; max: number };
};

/** From this share of its limit a text's counter shows. */
const COUNT_FROM = 0.8;

/** The counter of a text near or over its limit, or nothing. */
function Counter({ id, count }: { id: string; count: { length: number; max: number } }) {
  if (count.length < count.max * COUNT_FROM) return null;
  const over = count.length - count.max;
  return (
    <p id={`${id}-count`} className={over > 0 ? 'form__count form__error' : 'form__count muted'} aria-live="polite">
      {over > 0 ? tn('form.countOver', over, { max: count.max }) : tn('form.countLeft', -over, { max: count.max })}
    </p>
  );
}

const counting = (count: Common['count']) => count !== undefined && count.length >= count.max * COUNT_FROM;

/** aria-describedby and aria-invalid of a control with this id, hint, error (and counter, while it shows). */
export function describe(id: string, hint: boolean, error: string | undefined, counter = false) {
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby':
      [hint ? `${id}-hint` : '', counter ? `${id}-count` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
      undefined,
  };
}

/** The error line of the control `id`, or nothing. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="form__error">
      {inLanguage(error)}
    </p>
  ) : null;
}

/** The required mark after a label: seen, not read out (the control itself is `required`). */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? (
    <>
      {' '}
      <span aria-hidden="true">*</span>
    </>
  ) : null;
}

/** A labelled text input, textarea or select: `children` renders the control with the props it is given. */
export function Field(props: Common & { className?: string; children(control: ControlProps): ReactNode }) {
  const control: ControlProps = {
    id: props.id,
    required: props.required,
    ...describe(props.id, props.hint !== undefined, props.error, counting(props.count)),
  };
  return (
    <div className={props.className ? `form__field ${props.className}` : 'form__field'}>
      <label htmlFor={props.id}>
        {props.label}
        <RequiredMark required={props.required} />
      </label>
      {props.children(control)}
      {props.hint !== undefined && (
        <p id={`${props.id}-hint`} className="muted">
          {props.hint}
        </p>
      )}
      {props.count && <Counter id={props.id} count={props.count} />}
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

/** A select of `options` (value and text), with an empty first choice when `placeholder` is given. */
export function SelectField(
  props: Common & {
    options: readonly (string | { value: string; label: string })[];
    placeholder?: string;
    control: React.SelectHTMLAttributes<HTMLSelectElement>;
  },
) {
  return (
    <Field {...props}>
      {(aria) => (
        <select {...props.control} {...aria}>
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
          {props.options.map((o) =>
            typeof o === 'string' ? (
              <option key={o}>{o}</option>
            ) : (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ),
          )}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it, a hint under it, and its error line. */
export function CheckboxField(
  props: Common & {
    control: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  },
) {
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          id={props.id}
          {...props.control}
          {...describe(props.id, props.hint !== undefined, props.error)}
        />
        <span>{props.label}</span>
      </label>
      {props.hint !== undefined && (
        <p id={`${props.id}-hint`} className="muted check__hint">
          {props.hint}
        </p>
      )}
      <FieldError id={props.id} error={props.error} />
    </>
  );
}

/**
 * A group of radio buttons under a legend. The fieldset carries the id (a form focuses it to show an error) and
 * names the error line; `children` are the radios.
 */
export function RadioGroup(
  props: Omit<Common, 'hint'> & { className?: string; children: ReactNode; hint?: ReactNode },
) {
  return (
    <fieldset
      className={props.className ?? 'fieldset'}
      id={props.id}
      tabIndex={-1}
      aria-describedby={props.error ? `${props.id}-error` : undefined}
    >
      <legend>
        {props.label}
        <RequiredMark required={props.required} />
      </legend>
      {props.hint}
      {props.children}
      <FieldError id={props.id} error={props.error} />
    </fieldset>
  );
}
