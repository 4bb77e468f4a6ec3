// A day of the slot grid on /ops/slots: each slot's booked / capacity (a button that opens its capacity form), and
// closing the whole day (after a confirm, a holiday) or reopening it.
import { CITY_LABELS, type City, TIME_SLOTS, TIMEZONE } from '@motomitra/domain/constants';
import type { SlotFill } from '@motomitra/domain/ops';
import { useFeedback } from '../../../components/feedback.tsx';
import { formatDate } from '../../../components/format.ts';
import { errorText } from '../../../components/http.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { useSetSlots } from '../admin-api.ts';

const weekday = new Intl.DateTimeFormat('en-IN', { timeZone: TIMEZONE, weekday: 'short' });
const dayName = (date: string) => weekday.format(new Date(`${date}T12:00:00+05:30`));

export function DayRow(props: { city: City; date: string; slots: SlotFill[]; onEdit(slot: SlotFill): void }) {
  const { toast, confirm } = useFeedback();
  const change = useSetSlots();
  const busy = change.isPending;
  const date = formatDate(props.date);
  const allClosed = props.slots.length > 0 && props.slots.every((s) => s.closed);
  const anyClosed = props.slots.some((s) => s.closed);
  const booked = props.slots.reduce((n, s) => n + s.booked, 0);

  const setClosed = async (closed: boolean) => {
    const city = CITY_LABELS[props.city];
    if (closed && !(await confirm(opsText.n('ops.slots.confirmClose', booked, { date, city })))) return;
    change.mutate(
      { city: props.city, date: props.date, closed },
      {
        onSuccess: () => toast(opsText(closed ? 'ops.slots.closed' : 'ops.slots.reopened', { date, city }), 'success'),
        onError: (err) => toast(errorText(err, opsText('ops.slots.saveFailed')), 'error'),
      },
    );
  };

  return (
    <tr className={allClosed ? 'ops-table__off' : undefined}>
      <th scope="row" data-label={opsText('ops.slots.col.date')}>
        <span>
          {dayName(props.date)} {date}
          {allClosed && (
            <span className="status status--cancelled slot-grid__badge">{opsText('ops.slots.holiday')}</span>
          )}
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
              {opsText('ops.slots.fill', { booked: s.booked, capacity: s.capacity })}
              {s.closed && !allClosed && <span> {opsText('ops.slots.closedShort')}</span>}
              <span className="visually-hidden"> {opsText('ops.slots.cellHint', { slot: name, date })}</span>
            </button>
          </td>
        );
      })}
      <td data-label={opsText('ops.slots.col.day')}>
        <span className="orders-table__actions">
          {!allClosed && (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy}
              onClick={() => void setClosed(true)}
            >
              {opsText('ops.slots.closeDay')}
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
              {opsText('ops.slots.reopenDay')}
              <span className="visually-hidden"> {date}</span>
            </button>
          )}
        </span>
      </td>
    </tr>
  );
}
