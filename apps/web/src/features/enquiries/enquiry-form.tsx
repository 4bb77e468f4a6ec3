// A public form posted to our API (contact, earn with us): checked with its domain schema before sending (loaded on
// the first check, so the page opens without zod), with the server's field errors beside each field.
import { SuccessSchema } from '@motomitra/domain/responses';
import { useId } from 'react';
import type { z } from 'zod';
import { useFeedback } from '../../components/feedback.tsx';
import { Field as FormField } from '../../components/form/field.tsx';
import { errorOf, showServerErrors, useZodForm } from '../../components/form/use-form.ts';
import { ApiError, api, errorText } from '../../components/http.ts';
import { type ContentKey, contentText } from '../../i18n/en/content.ts';
import { t } from '../../i18n/t.ts';

export type Field = {
  name: string;
  label: ContentKey;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  multiline?: boolean;
  /** A choice among these (a select) instead of typed text. */
  options?: readonly { value: string; label: string }[];
  /** Not required: no required mark. */
  optional?: boolean;
  hint?: ContentKey;
};

type Schema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * Sending an enquiry: a plain call in the form's submit (its isSubmitting is the busy state). Public pages have no
 * query client (decision 0009), and an enquiry changes nothing a query of this visitor shows.
 */
const sendEnquiry = (path: string, body: Record<string, unknown>) => api(path, SuccessSchema, { method: 'POST', body });

export function EnquiryForm(props: {
  path: string;
  schema: () => Promise<Schema>;
  fields: Field[];
  submit: ContentKey;
  successText?: string;
  /** Values the form starts with (and returns to after sending), such as the topic it was opened for. */
  defaults?: Record<string, string>;
}) {
  const { toast } = useFeedback();
  const id = useId();
  const empty = { ...Object.fromEntries(props.fields.map((f) => [f.name, ''])), ...props.defaults };
  const form = useZodForm(props.schema, { defaultValues: empty });
  const names = props.fields.map((f) => f.name);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const res = await sendEnquiry(props.path, values);
        toast(props.successText ?? res.message, 'success');
        form.reset(empty);
      } catch (err) {
        if (!(err instanceof ApiError)) return toast(errorText(err, t('form.failed')), 'error');
        showServerErrors(form.setError, err, names);
        toast(err.message, 'error');
      }
    },
    (errors) => {
      const first = names.find((name) => errors[name]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    },
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {props.fields.map((f) => (
        <FormField
          key={f.name}
          id={`${id}-${f.name}`}
          label={contentText(f.label)}
          required={!f.optional}
          hint={f.hint ? contentText(f.hint) : undefined}
          error={errorOf(form, f.name)}
        >
          {(control) =>
            f.options ? (
              <select {...control} {...form.register(f.name)}>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : f.multiline ? (
              <textarea rows={3} autoComplete={f.autoComplete} {...control} {...form.register(f.name)} />
            ) : (
              <input type={f.type} autoComplete={f.autoComplete} {...control} {...form.register(f.name)} />
            )
          }
        </FormField>
      ))}
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('form.sending') : contentText(props.submit)}
      </button>
    </form>
  );
}
