// The error wiring of a form's fields: field `name` of the form with id `formId` shows its error in
// `${formId}-${name}-error`, which the field names in aria-describedby (after its hint `${formId}-${name}-hint`, when
// it has one) and marks with aria-invalid.
export function fieldErrors(formId: string, errors: Record<string, string | undefined>) {
  const errorId = (name: string) => `${formId}-${name}-error`;
  const describedBy = (name: string, hint?: boolean) =>
    [hint ? `${formId}-${name}-hint` : '', errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;
  return {
    describedBy,
    /** aria-invalid and aria-describedby for an input, select or textarea. */
    aria: (name: string, hint?: boolean) => ({
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy(name, hint),
    }),
    /** The error line of a field, or nothing. */
    errorOf: (name: string) =>
      errors[name] ? (
        <p id={errorId(name)} className="form__error">
          {errors[name]}
        </p>
      ) : null,
  };
}
