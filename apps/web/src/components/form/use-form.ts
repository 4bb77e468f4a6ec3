// The form layer's state: react-hook-form, fed by the domain's zod schemas, so a form checks exactly what
// the API will check and no limit is written twice; and the server's field errors put beside their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../http.ts';

/**
 * A form whose values are checked by `schema` (a domain schema) on submit, then again on every change. `schema` may be
 * a loader (`() => import(…).then((m) => m.Schema)`): the schema, and zod with it, then load on the first check, so
 * a screen that is often the first one opened does not wait for them.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S | (() => Promise<S>),
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: async (values, context, opts) => {
      const loaded = typeof schema === 'function' ? await schema() : schema;
      return zodResolver(loaded)(values, context, opts);
    },
    ...options,
  });
}

/**
 * Puts the field errors of a refused call beside their fields, the first one focused, and answers how many it put.
 * The API names a field by its path in the body ("customerData.name"); `under` is that wrapper. Only the fields of
 * `fields` are the form's: an error about anything else is left to the caller's message.
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  err: unknown,
  fields: readonly Path<T>[],
  under?: string,
): number {
  if (!(err instanceof ApiError)) return 0;
  const errors = under ? err.fieldErrorsUnder(under) : err.fieldErrors;
  let shown = 0;
  for (const name of fields) {
    const message = errors[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: shown === 0 });
    shown++;
  }
  return shown;
}

/** The message of a field's error, for the field's `error` prop. */
export function errorOf<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: Path<T>) {
  const found = form.getFieldState(name, form.formState).error;
  return found?.message;
}

/**
 * Register options that rewrite a field as it is typed or pasted (upper case, digits only). The rewritten value is
 * validated again once the form was submitted: react-hook-form drops the check of a value changed under it, so a
 * pasted 'mh31ab1234' kept its "Please fill Registration Number.".
 */
export function rewriteAsTyped<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  name: Path<T>,
  rewrite: (typed: string) => string,
) {
  return {
    onChange: (e: { target: { value: string } }) => {
      const next = rewrite(e.target.value);
      if (next === e.target.value) return;
      form.setValue(name, next as PathValue<T, Path<T>>, { shouldValidate: form.formState.isSubmitted });
    },
  };
}

/** Upper-cased as typed: registration numbers, UTRs, coupon codes. */
export const upperCaseAsTyped = <T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: Path<T>) =>
  rewriteAsTyped(form, name, (typed) => typed.toUpperCase());
