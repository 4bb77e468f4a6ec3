// A service's interval on /ops/catalogue: how many months after delivery the vehicle is due for it again,
// which dates the customer's service reminder; empty for a service that is not repeated (a wash, a breakdown call).
// Checked by the API's own rule before sending; a refusal shows beside the field.
import type { OpsProduct } from '@motomitra/domain/ops-admin';
import { SERVICE_INTERVAL_MAX_MONTHS, ServiceIntervalSchema } from '@motomitra/domain/reminders';
import { useId, useRef, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { Field } from '../../../components/form/field.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useSetServiceInterval } from '../admin-api.ts';

const textOf = (months: number | null) => (months === null ? '' : String(months));

export function ServiceIntervalForm({ product }: { product: OpsProduct }) {
  const id = useId();
  const { toast } = useFeedback();
  const save = useSetServiceInterval();
  const input = useRef<HTMLInputElement>(null);
  const stored = product.service_interval_months;
  const [value, setValue] = useState(() => textOf(stored));
  const [error, setError] = useState('');
  // The stored interval changed (this form's save, or another operator's): the field shows it, and keeps its focus.
  const [shownFor, setShownFor] = useState(stored);
  if (shownFor !== stored) {
    setShownFor(stored);
    setValue(textOf(stored));
  }

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const typed = value.trim();
    // A number input reads '' for what is not a number ('1e'): its badInput tells that from an emptied field.
    const months = input.current?.validity.badInput ? Number.NaN : typed === '' ? null : Number(typed);
    const checked = ServiceIntervalSchema.safeParse(months);
    if (!checked.success) {
      refuse(checked.error.issues[0]?.message ?? opsText('ops.catalogue.saveFailed'));
      return;
    }
    if (checked.data === stored) {
      toast(accountText('noChangesDetected'), 'info');
      return;
    }
    setError('');
    try {
      await save.mutateAsync({ id: product._id, months: checked.data });
      const name = product.product_name;
      toast(
        checked.data === null
          ? opsText('ops.catalogue.intervalCleared', { name })
          : opsText('ops.catalogue.intervalSaved', { name, months: checked.data }),
        'success',
      );
    } catch (err) {
      if (err instanceof ApiError) refuse(err.fieldErrors.service_interval_months ?? err.message);
      toast(errorText(err, opsText('ops.catalogue.saveFailed')), 'error');
    }
  };

  return (
    <form className="ops-interval" onSubmit={onSubmit} noValidate>
      <Field
        id={`${id}-months`}
        label={
          <>
            {opsText('ops.catalogue.interval')}
            <span className="visually-hidden"> {product.product_name}</span>
          </>
        }
        hint={opsText('ops.catalogue.intervalHint')}
        error={error}
      >
        {(control) => (
          <input
            ref={input}
            type="number"
            inputMode="numeric"
            min={1}
            max={SERVICE_INTERVAL_MAX_MONTHS}
            step={1}
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            {...control}
          />
        )}
      </Field>
      <button type="submit" className="button button--small" disabled={save.isPending}>
        {save.isPending ? opsText('ops.saving') : opsText('ops.catalogue.saveInterval')}
        <span className="visually-hidden"> {product.product_name}</span>
      </button>
    </form>
  );
}
