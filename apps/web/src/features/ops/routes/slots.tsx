// /ops/slots: a city and a start date (default today in IST) give seven days × the five time slots, each
// booked / capacity; a slot's capacity is changed in a dialog, and a whole day is closed (after a confirm) or reopened.
import { CITIES, CITY_LABELS, type City, parseCity, TIME_SLOTS } from '@motomitra/domain/constants';
import { addDays, isIsoDate, istDate } from '@motomitra/domain/ist';
import type { SlotFill } from '@motomitra/domain/ops';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field, SelectField } from '../../../components/form/field.tsx';
import { formatDate } from '../../../components/format.ts';
import { Modal } from '../../../components/modal.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { opsText } from '../../../i18n/en/ops.ts';
import { opsSlotsQuery, SLOT_DAYS } from '../admin-api.ts';
import { CapacityForm } from '../components/capacity-form.tsx';
import { LoadProblem } from '../components/load-problem.tsx';
import { DayRow } from '../components/slot-day-row.tsx';

type Editing = { date: string; slot: SlotFill } | null;

export function Component() {
  usePageTitle(opsText('ops.slots.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const city: City = parseCity(params.get('city') ?? '') ?? 'nagpur';
  const today = istDate(new Date());
  const fromParam = params.get('from') ?? '';
  const from = isIsoDate(fromParam) ? fromParam : today;
  const { data: slots, isError, isFetching, refetch } = useQuery(opsSlotsQuery(city, from));
  const [editing, setEditing] = useState<Editing>(null);

  const go = (next: { city?: City; from?: string }) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next.city) out.set('city', next.city);
        if (next.from && isIsoDate(next.from)) out.set('from', next.from);
        return out;
      },
      { replace: true },
    );

  const dates = [...new Set((slots ?? []).map((s) => s.date))];
  const last = addDays(from, SLOT_DAYS - 1);
  return (
    <section className="ops-admin">
      <h1>{opsText('ops.slots.title')}</h1>
      <form className="ops-filters" aria-label={opsText('ops.slots.filters')} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          id={`${id}-city`}
          label={opsText('ops.slots.city')}
          options={CITIES.map((c) => ({ value: c, label: CITY_LABELS[c] }))}
          control={{ value: city, onChange: (e) => go({ city: e.target.value as City }) }}
        />
        <Field id={`${id}-from`} label={opsText('ops.slots.from')}>
          {(control) => <input type="date" value={from} onChange={(e) => go({ from: e.target.value })} {...control} />}
        </Field>
        <div className="ops-filters__buttons">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => go({ from: addDays(from, -SLOT_DAYS) })}
          >
            {opsText('ops.slots.earlier')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => go({ from: today })}>
            {opsText('ops.slots.today')}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => go({ from: addDays(from, SLOT_DAYS) })}
          >
            {opsText('ops.slots.later')}
          </button>
        </div>
      </form>
      <p className="muted">{opsText('ops.slots.legend')}</p>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!slots && !isError && <Spinner />}
      {slots && (
        <table className="cart-table ops-table slot-grid" aria-busy={isFetching || undefined}>
          <caption>
            {opsText('ops.slots.caption', { city: CITY_LABELS[city], from: formatDate(from), to: formatDate(last) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{opsText('ops.slots.col.date')}</th>
              {TIME_SLOTS.map((s) => (
                <th key={s} scope="col">
                  {s}
                </th>
              ))}
              <th scope="col">{opsText('ops.slots.col.day')}</th>
            </tr>
          </thead>
          <tbody>
            {dates.map((date) => (
              <DayRow
                key={date}
                city={city}
                date={date}
                slots={slots.filter((s) => s.date === date)}
                onEdit={(slot) => setEditing({ date, slot })}
              />
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <Modal
          title={opsText('ops.slots.editTitle', { slot: editing.slot.slot, date: formatDate(editing.date) })}
          onClose={() => setEditing(null)}
        >
          <CapacityForm city={city} slot={editing.slot} onDone={() => setEditing(null)} />
        </Modal>
      )}
    </section>
  );
}
