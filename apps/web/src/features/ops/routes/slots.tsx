// /ops/slots: a city and a start date (default today in IST) give seven days × the five time slots, each
// booked / capacity; a slot's capacity is changed in a dialog, and a whole day is closed (after a confirm) or reopened.
import { CITIES, CITY_LABELS, type City, TIME_SLOTS, TIMEZONE } from '@motomitra/domain/constants';
import { addDays, isIsoDate, istDate } from '@motomitra/domain/ist';
import type { SlotFill } from '@motomitra/domain/ops';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from '../../../app/format.ts';
import { useSearchParams } from '../../../app/router.tsx';
import { useFeedback } from '../../../components/feedback.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { Modal } from '../../../components/modal.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { t } from '../../../i18n/t.ts';
import '../messages.ts';
import { OPS_KEYS, opsSlotsQuery, SLOT_DAYS, type SlotChange, setSlots } from '../admin-api.ts';
import { LoadProblem } from '../components/load-problem.tsx';

const weekday = new Intl.DateTimeFormat('en-IN', { timeZone: TIMEZONE, weekday: 'short' });
const dayName = (date: string) => weekday.format(new Date(`${date}T12:00:00+05:30`));

type Editing = { date: string; slot: SlotFill } | null;

export function Component() {
  usePageTitle(t('ops.slots.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const city: City = (CITIES as readonly string[]).includes(params.get('city') ?? '')
    ? (params.get('city') as City)
    : 'nagpur';
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
      <h1>{t('ops.slots.title')}</h1>
      <form className="ops-filters" aria-label={t('ops.slots.filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="form__field">
          <label htmlFor={`${id}-city`}>{t('ops.slots.city')}</label>
          <select id={`${id}-city`} value={city} onChange={(e) => go({ city: e.target.value as City })}>
            {CITIES.map((c) => (
              <option key={c} value={c}>
                {CITY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-from`}>{t('ops.slots.from')}</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => go({ from: e.target.value })} />
        </div>
        <div className="ops-filters__buttons">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => go({ from: addDays(from, -SLOT_DAYS) })}
          >
            {t('ops.slots.earlier')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => go({ from: today })}>
            {t('ops.slots.today')}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => go({ from: addDays(from, SLOT_DAYS) })}
          >
            {t('ops.slots.later')}
          </button>
        </div>
      </form>
      <p className="muted">{t('ops.slots.legend')}</p>
      {isError && <LoadProblem onRetry={() => refetch()} />}
      {!slots && !isError && <Spinner />}
      {slots && (
        <table className="cart-table ops-table slot-grid" aria-busy={isFetching || undefined}>
          <caption>
            {t('ops.slots.caption', { city: CITY_LABELS[city], from: formatDate(from), to: formatDate(last) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('ops.slots.col.date')}</th>
              {TIME_SLOTS.map((s) => (
                <th key={s} scope="col">
                  {s}
                </th>
              ))}
              <th scope="col">{t('ops.slots.col.day')}</th>
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
          title={t('ops.slots.editTitle', { slot: editing.slot.slot, date: formatDate(editing.date) })}
          onClose={() => setEditing(null)}
        >
          <CapacityForm city={city} slot={editing.slot} onDone={() => setEditing(null)} />
        </Modal>
      )}
    </section>
  );
}

function useSlotChange() {
  const queryClient = useQueryClient();
  return async (change: SlotChange) => {
    await setSlots(change);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: OPS_KEYS.slots }),
      queryClient.invalidateQueries({ queryKey: OPS_KEYS.board }),
    ]);
  };
}

function DayRow(props: { city: City; date: string; slots: SlotFill[]; onEdit(slot: SlotFill): void }) {
  const { toast, confirm } = useFeedback();
  const change = useSlotChange();
  const [busy, setBusy] = useState(false);
  const date = formatDate(props.date);
  const allClosed = props.slots.length > 0 && props.slots.every((s) => s.closed);
  const anyClosed = props.slots.some((s) => s.closed);
  const booked = props.slots.reduce((n, s) => n + s.booked, 0);

  const setClosed = async (closed: boolean) => {
    const city = CITY_LABELS[props.city];
    if (closed && !(await confirm(t('ops.slots.confirmClose', { date, city, booked })))) return;
    setBusy(true);
    try {
      await change({ city: props.city, date: props.date, closed });
      toast(t(closed ? 'ops.slots.closed' : 'ops.slots.reopened', { date, city }), 'success');
    } catch (err) {
      toast(errorText(err, 'ops.slots.saveFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr className={allClosed ? 'ops-table__off' : undefined}>
      <th scope="row" data-label={t('ops.slots.col.date')}>
        <span>
          {dayName(props.date)} {date}
          {allClosed && <span className="status status--cancelled slot-grid__badge">{t('ops.slots.holiday')}</span>}
        </span>
      </th>
      {TIME_SLOTS.map((name) => {
        const s = props.slots.find((x) => x.slot === name);
        if (!s) return <td key={name} data-label={name} />;
        const full = s.booked >= s.capacity;
        return (
          <td key={name} data-label={name}>
            <button
              type="button"
              className={`slot-cell${full ? ' slot-cell--full' : ''}${s.closed ? ' slot-cell--closed' : ''}`}
              onClick={() => props.onEdit(s)}
            >
              {t('ops.slots.fill', { booked: s.booked, capacity: s.capacity })}
              {s.closed && !allClosed && <span> {t('ops.slots.closedShort')}</span>}
              <span className="visually-hidden"> {t('ops.slots.cellHint', { slot: name, date })}</span>
            </button>
          </td>
        );
      })}
      <td data-label={t('ops.slots.col.day')}>
        <span className="orders-table__actions">
          {!allClosed && (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy}
              onClick={() => void setClosed(true)}
            >
              {t('ops.slots.closeDay')}
              <span className="visually-hidden"> {date}</span>
            </button>
          )}
          {anyClosed && (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy}
              onClick={() => void setClosed(false)}
            >
              {t('ops.slots.reopenDay')}
              <span className="visually-hidden"> {date}</span>
            </button>
          )}
        </span>
      </td>
    </tr>
  );
}

function CapacityForm(props: { city: City; slot: SlotFill; onDone(): void }) {
  const id = useId();
  const { toast } = useFeedback();
  const change = useSlotChange();
  const [capacity, setCapacity] = useState(String(props.slot.capacity));
  const [wholeDay, setWholeDay] = useState(false);
  // Toasts sit under the modal's backdrop, so a refusal is said beside the field.
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (capacity.trim() === '') {
      setError(t('ops.slots.capacityRequired'));
      document.getElementById(`${id}-capacity`)?.focus();
      return;
    }
    setSaving(true);
    setError('');
    try {
      await change({
        city: props.city,
        date: props.slot.date,
        ...(wholeDay ? {} : { slot: props.slot.slot }),
        capacity: capacity.trim(),
      });
      toast(
        t(wholeDay ? 'ops.slots.savedDay' : 'ops.slots.saved', {
          slot: props.slot.slot,
          date: formatDate(props.slot.date),
          capacity: capacity.trim(),
        }),
        'success',
      );
      props.onDone();
    } catch (err) {
      setError(
        err instanceof ApiError ? (err.fieldErrors.capacity ?? err.message) : errorText(err, 'ops.slots.saveFailed'),
      );
      document.getElementById(`${id}-capacity`)?.focus();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>
        {t('ops.slots.bookedNow', { booked: props.slot.booked })}
        {props.slot.closed && ` ${t('ops.slots.slotClosedNote')}`}
      </p>
      <div className="form__field">
        <label htmlFor={`${id}-capacity`}>{t('ops.slots.capacity')}</label>
        <input
          id={`${id}-capacity`}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-capacity-error` : undefined}
        />
        {error && (
          <p id={`${id}-capacity-error`} className="form__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <label className="check">
        <input type="checkbox" checked={wholeDay} onChange={(e) => setWholeDay(e.target.checked)} />
        <span>{t('ops.slots.wholeDay')}</span>
      </label>
      <div className="ops-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('ops.saving') : t('ops.slots.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onDone}>
          {t('ops.cancel')}
        </button>
      </div>
    </form>
  );
}
