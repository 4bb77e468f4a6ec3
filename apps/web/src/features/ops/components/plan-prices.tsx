// A yearly plan's prices in the plan form of /ops/plans: one field per city and per tier of the plan's vehicle type
// (bike cc bands or car segments), in whole rupees; a field left empty means the plan is not sold there. Each refused
// price says why beside it, and a refusal about the prices as a whole under them.
import { CITIES, CITY_LABELS, type VehicleType } from '@motomitra/domain/constants';
import { Field, FieldError } from '../../../components/form/field.tsx';
import { plansText } from '../../../i18n/en/plans.ts';
import type { PlanErrors } from '../plan-draft.ts';
import { cellKey, type PriceCells, tiersOf } from '../price-grid.ts';

export function PlanPrices(props: {
  /** The form's id: each control's id starts with it. */
  id: string;
  vehicleType: VehicleType;
  prices: PriceCells;
  errors: PlanErrors;
  onChange(prices: PriceCells): void;
}) {
  const { id, errors } = props;
  const tiers = tiersOf(props.vehicleType);
  return (
    <fieldset
      className="fieldset"
      id={`${id}-prices`}
      tabIndex={-1}
      aria-describedby={[`${id}-prices-hint`, errors.prices ? `${id}-prices-error` : ''].join(' ').trim()}
    >
      <legend>{plansText('ops.plans.prices')}</legend>
      <p id={`${id}-prices-hint`} className="muted plan-form__hint">
        {plansText('ops.plans.pricesHint', { tiers: plansText(`ops.plans.tiers.${props.vehicleType}`) })}
      </p>
      <div className="ops-form__row">
        {CITIES.map((city) => (
          <fieldset key={city} className="fieldset plan-prices__city">
            <legend>{CITY_LABELS[city]}</legend>
            {tiers.map(({ tier, label }) => {
              const key = cellKey(city, tier);
              return (
                <Field
                  key={key}
                  id={`${id}-prices.${key}`}
                  label={
                    <>
                      {label}
                      <span className="visually-hidden">
                        {' '}
                        {plansText('ops.plans.inCity', { city: CITY_LABELS[city] })}
                      </span>
                    </>
                  }
                  error={errors[`prices.${key}`]}
                >
                  {(control) => (
                    <span className="price-input">
                      <span aria-hidden="true">₹</span>
                      <input
                        inputMode="numeric"
                        autoComplete="off"
                        {...control}
                        value={props.prices[key] ?? ''}
                        onChange={(e) => props.onChange({ ...props.prices, [key]: e.target.value })}
                      />
                    </span>
                  )}
                </Field>
              );
            })}
          </fieldset>
        ))}
      </div>
      <FieldError id={`${id}-prices`} error={errors.prices} />
    </fieldset>
  );
}
