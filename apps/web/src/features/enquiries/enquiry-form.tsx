// A public form posted to our API, with field errors from the server beside each field.

import { SuccessMessageSchema } from '@motomitra/domain/accounts';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useFeedback } from '../../components/feedback.tsx';
import { fieldErrors } from '../../components/field-errors.tsx';
import { ApiError, api, errorText } from '../../components/http.ts';
import { type MessageKey, t } from '../../i18n/t.ts';

export type Field = {
  name: string;
  label: MessageKey;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  multiline?: boolean;
};

export function EnquiryForm(props: { path: string; fields: Field[]; submit: MessageKey; successText?: string }) {
  const { toast } = useFeedback();
  const id = useId();
  const empty = Object.fromEntries(props.fields.map((f) => [f.name, '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSending(true);
    setErrors({});
    try {
      const res = await api(props.path, SuccessMessageSchema.or(z.object({ message: z.string() })), {
        method: 'POST',
        body: values,
      });
      toast(props.successText ?? res.message, 'success');
      setValues(empty);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fieldErrors);
        toast(err.message, 'error');
      } else toast(errorText(err, 'form.failed'), 'error');
    } finally {
      setSending(false);
    }
  };

  const { aria, errorOf } = fieldErrors(id, errors);
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {props.fields.map((f) => {
        const fieldId = `${id}-${f.name}`;
        const common = {
          id: fieldId,
          name: f.name,
          required: true,
          value: values[f.name] ?? '',
          autoComplete: f.autoComplete,
          ...aria(f.name),
          onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            setValues((v) => ({ ...v, [f.name]: e.target.value })),
        };
        return (
          <div key={f.name} className="form__field">
            <label htmlFor={fieldId}>
              {t(f.label)} <span aria-hidden="true">*</span>
            </label>
            {f.multiline ? <textarea rows={3} {...common} /> : <input type={f.type} {...common} />}
            {errorOf(f.name)}
          </div>
        );
      })}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('form.sending') : t(props.submit)}
      </button>
    </form>
  );
}
