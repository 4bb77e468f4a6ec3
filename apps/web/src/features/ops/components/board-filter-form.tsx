// The bookings board's filters: city, a date range, status, and a search by OID, phone or registration number (sent
// with Find, not as typed).
import { CITIES, CITY_LABELS, ORDER_STATUSES } from '@motomitra/domain/constants';
import { STATUS_LABELS } from '@motomitra/domain/lifecycle';
import { useId, useState } from 'react';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import type { BoardFilter, boardFiltersOf } from '../board-filters.ts';

export function BoardFilterForm(props: {
  filters: ReturnType<typeof boardFiltersOf>;
  onFilter(key: BoardFilter, value: string): void;
}) {
  const { filters, onFilter: set } = props;
  const id = useId();
  const [search, setSearch] = useState(filters.q);
  return (
    <form
      className="ops-filters"
      onSubmit={(e) => {
        e.preventDefault();
        set('q', search.trim());
      }}
    >
      <SelectField
        id={`${id}-city`}
        label={opsText('ops.board.city')}
        placeholder={opsText('ops.board.allCities')}
        options={CITIES.map((c) => ({ value: c, label: CITY_LABELS[c] }))}
        control={{ value: filters.city, onChange: (e) => set('city', e.target.value) }}
      />
      <Field id={`${id}-from`} label={opsText('ops.board.from')}>
        {(control) => (
          <input
            type="date"
            value={filters.from}
            onChange={(e) => set('from', e.target.value)}
            {...control}
            aria-describedby={`${id}-dates`}
          />
        )}
      </Field>
      <Field id={`${id}-to`} label={opsText('ops.board.to')}>
        {(control) => (
          <input
            type="date"
            min={filters.from || undefined}
            value={filters.to}
            onChange={(e) => set('to', e.target.value)}
            {...control}
            aria-describedby={`${id}-dates`}
          />
        )}
      </Field>
      <SelectField
        id={`${id}-status`}
        label={opsText('ops.board.status')}
        placeholder={opsText('ops.board.allStatuses')}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        control={{ value: filters.status, onChange: (e) => set('status', e.target.value) }}
      />
      <Field id={`${id}-q`} className="ops-filters__search" label={opsText('ops.board.search')}>
        {(control) => (
          <div className="coupon-form__row">
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} {...control} />
            <button type="submit" className="button">
              {opsText('ops.board.find')}
            </button>
          </div>
        )}
      </Field>
      <p id={`${id}-dates`} className="muted ops-filters__hint">
        {opsText('ops.board.datesHint')}
      </p>
    </form>
  );
}
