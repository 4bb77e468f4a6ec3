// The filters of /ops/subscriptions: status (as the customer is told it), city, and a search by the plan's reference
// or the vehicle's registration (sent with Find, not as typed).
import { CITIES, CITY_LABELS } from '@motomitra/domain/constants';
import { SUBSCRIPTION_STATUSES } from '@motomitra/domain/subscriptions';
import { useId, useState } from 'react';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { type SoldPlansKey, soldPlansText } from '../../../i18n/en/sold-plans.ts';
import type { SoldPlanFilters } from '../sold-plans-api.ts';

export type SoldPlanFilter = 'status' | 'city' | 'q' | 'page';

export function SoldPlanFilterForm(props: {
  filters: SoldPlanFilters;
  onFilter(key: SoldPlanFilter, value: string): void;
}) {
  const { filters, onFilter: set } = props;
  const id = useId();
  const [search, setSearch] = useState(filters.q ?? '');
  return (
    <form
      className="ops-filters"
      aria-label={soldPlansText('ops.sold.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        set('q', search.trim());
      }}
    >
      <SelectField
        id={`${id}-status`}
        label={soldPlansText('ops.sold.status')}
        placeholder={soldPlansText('ops.sold.anyStatus')}
        options={SUBSCRIPTION_STATUSES.map((s) => ({
          value: s,
          label: soldPlansText(`ops.sold.status.${s}` as SoldPlansKey),
        }))}
        control={{ value: filters.status ?? '', onChange: (e) => set('status', e.target.value) }}
      />
      <SelectField
        id={`${id}-city`}
        label={soldPlansText('ops.sold.city')}
        placeholder={soldPlansText('ops.sold.bothCities')}
        options={CITIES.map((c) => ({ value: c, label: CITY_LABELS[c] }))}
        control={{ value: filters.city ?? '', onChange: (e) => set('city', e.target.value) }}
      />
      <Field id={`${id}-q`} className="ops-filters__search" label={soldPlansText('ops.sold.search')}>
        {(control) => (
          <div className="coupon-form__row">
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} {...control} />
            <button type="submit" className="button">
              {soldPlansText('ops.sold.find')}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
