// A service's price grid in the garage's catalogue, saved as a whole: cells refused by the server show its message
// beside them, the first one focused; a save that changes nothing says so and sends nothing.
import { CITIES, CITY_LABELS } from '@motomitra/domain/constants';
import type { OpsProduct } from '@motomitra/domain/ops-admin';
import { type FormEvent, useState } from 'react';
import { useFeedback } from '../../../components/feedback.tsx';
import { describe, FieldError } from '../../../components/form/field.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { accountText } from '../../../i18n/en/account.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useSetProductPrices } from '../admin-api.ts';
import { cellErrors, cellKey, gridOf, priceEntries, samePrices, tiersOf } from '../price-grid.ts';

/** `id` is the product card's: each cell's id starts with it. */
export function PriceForm({ id, product }: { id: string; product: OpsProduct }) {
  const { toast } = useFeedback();
  const tiers = tiersOf(product.category);
  const [initial] = useState(() => gridOf(product));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const savePrices = useSetProductPrices();

  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    const { entries: prices, keys } = priceEntries(values, tiers);
    if (samePrices(prices, initial)) {
      toast(accountText('noChangesDetected'), 'info');
      return;
    }
    setErrors({});
    try {
      await savePrices.mutateAsync({ id: product._id, prices });
      toast(opsText('ops.catalogue.saved', { name: product.product_name }), 'success');
    } catch (err) {
      if (err instanceof ApiError) {
        const byCell = cellErrors(err.fieldErrors, keys);
        setErrors(byCell);
        const first = Object.keys(byCell)[0];
        if (first) document.getElementById(`${id}-${first}`)?.focus();
      }
      toast(errorText(err, opsText('ops.catalogue.saveFailed')), 'error');
    }
  };

  return (
    <form onSubmit={onSave} noValidate>
      <table className="price-grid">
        <caption className="visually-hidden">
          {opsText('ops.catalogue.caption', { name: product.product_name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{opsText('ops.catalogue.tier')}</th>
            {CITIES.map((city) => (
              <th key={city} scope="col">
                {CITY_LABELS[city]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map(({ tier, label }) => (
            <tr key={tier}>
              <th scope="row">{label}</th>
              {CITIES.map((city) => {
                const key = cellKey(city, tier);
                return (
                  <td key={city}>
                    <span className="price-input">
                      <span aria-hidden="true">₹</span>
                      <input
                        id={`${id}-${key}`}
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={opsText('ops.catalogue.priceLabel', {
                          name: product.product_name,
                          city: CITY_LABELS[city],
                          tier: label,
                        })}
                        value={values[key] ?? ''}
                        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                        {...describe(`${id}-${key}`, false, errors[key])}
                      />
                    </span>
                    <FieldError id={`${id}-${key}`} error={errors[key]} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" className="button button--small" disabled={savePrices.isPending}>
        {savePrices.isPending ? opsText('ops.saving') : opsText('ops.catalogue.save')}
        <span className="visually-hidden"> {product.product_name}</span>
      </button>
    </form>
  );
}
