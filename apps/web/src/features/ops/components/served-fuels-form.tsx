// The fuels a service is for, on /ops/catalogue: an oil change or an engine service is not for an electric
// vehicle. All four ticked means every fuel (kept as "every fuel", so a fuel added later is served too); none is
// refused. Checked by the API's own rule before sending; a refusal shows under the group.
import { FUEL_TYPES, type FuelType } from '@motomitra/domain/constants';
import { type OpsProduct, ServedFuelsSchema } from '@motomitra/domain/ops-admin';
import { useId, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { FieldError } from '../../../components/form/field.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { fuelLabel } from '../../../i18n/t.ts';
import { useSetServedFuels } from '../admin-api.ts';

/** The boxes ticked for a stored list: every box for every fuel. */
const tickedOf = (fuels: readonly FuelType[] | null): FuelType[] => [...(fuels ?? FUEL_TYPES)];

export function ServedFuelsForm({ product }: { product: OpsProduct }) {
  const id = useId();
  const { toast } = useFeedback();
  const save = useSetServedFuels();
  const stored = product.fuels;
  const [ticked, setTicked] = useState(() => tickedOf(stored));
  const [error, setError] = useState('');
  // The stored fuels changed (this form's save, or another operator's): the boxes show them.
  const [shownFor, setShownFor] = useState(stored);
  if (shownFor !== stored) {
    setShownFor(stored);
    setTicked(tickedOf(stored));
  }

  const refuse = (message: string) => {
    setError(message);
    document.getElementById(`${id}-${FUEL_TYPES[0]}`)?.focus();
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = ServedFuelsSchema.safeParse(FUEL_TYPES.filter((f) => ticked.includes(f)));
    if (!checked.success) {
      refuse(checked.error.issues[0]?.message ?? opsText('ops.catalogue.saveFailed'));
      return;
    }
    const fuels = checked.data;
    if (JSON.stringify(fuels) === JSON.stringify(stored)) {
      toast(accountText('noChangesDetected'), 'info');
      return;
    }
    setError('');
    try {
      await save.mutateAsync({ id: product._id, fuels: fuels === null ? null : [...fuels] });
      const name = product.product_name;
      toast(
        fuels === null
          ? opsText('ops.catalogue.fuelsEvery', { name })
          : opsText('ops.catalogue.fuelsSaved', { name, fuels: fuels.map(fuelLabel).join(', ') }),
        'success',
      );
    } catch (err) {
      if (err instanceof ApiError) refuse(err.fieldErrors.fuels ?? err.message);
      toast(errorText(err, opsText('ops.catalogue.saveFailed')), 'error');
    }
  };

  return (
    <form className="ops-fuels" onSubmit={onSubmit} noValidate>
      <fieldset
        className="fieldset"
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      >
        <legend>
          {opsText('ops.catalogue.fuels')}
          <span className="visually-hidden"> {product.product_name}</span>
        </legend>
        <p id={`${id}-hint`} className="muted">
          {opsText('ops.catalogue.fuelsHint')}
        </p>
        <div className="ops-fuels__boxes">
          {FUEL_TYPES.map((fuel) => (
            <label key={fuel} className="check">
              <input
                id={`${id}-${fuel}`}
                type="checkbox"
                checked={ticked.includes(fuel)}
                aria-invalid={error ? true : undefined}
                onChange={(e) => {
                  const on = e.target.checked;
                  setTicked((now) => (on ? [...now, fuel] : now.filter((f) => f !== fuel)));
                }}
              />
              <span>{fuelLabel(fuel)}</span>
            </label>
          ))}
        </div>
        <FieldError id={id} error={error} />
      </fieldset>
      <button type="submit" className="button button--small" disabled={save.isPending}>
        {save.isPending ? opsText('ops.saving') : opsText('ops.catalogue.saveFuels')}
        <span className="visually-hidden"> {product.product_name}</span>
      </button>
    </form>
  );
}
