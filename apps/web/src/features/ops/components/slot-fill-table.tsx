// The slots' fill for the dates the board shows, compact: booked / capacity per city, date and slot, closed or full
// marked.
import { CITY_LABELS, TIME_SLOTS } from '@motomitra/domain/constants';
import type { OpsOrdersResponseSchema } from '@motomitra/domain/ops';
import type { z } from 'zod';
import { formatDate } from '../../../components/format.ts';
import { opsText } from '../../../i18n/en/ops.ts';

/** Each city's slots, as the board's answer gives them. */
type CitySlots = z.infer<typeof OpsOrdersResponseSchema>['slots'];

export function SlotFillTable({ slots }: { slots: CitySlots }) {
  const dates = [...new Set(slots.map((s) => `${s.city}|${s.date}`))];
  return (
    <>
      <h2>{opsText('ops.board.slotFill')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="table-scroll" aria-label={opsText('ops.board.slotFill')} tabIndex={0}>
        <table className="slot-fill">
          <caption className="visually-hidden">{opsText('ops.board.slotFill')}</caption>
          <thead>
            <tr>
              <th scope="col">{opsText('ops.board.date')}</th>
              {TIME_SLOTS.map((s) => (
                <th key={s} scope="col">
                  {s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((key) => {
              const [city, date] = key.split('|') as [keyof typeof CITY_LABELS, string];
              return (
                <tr key={key}>
                  <th scope="row">
                    {formatDate(date)} · {CITY_LABELS[city]}
                  </th>
                  {TIME_SLOTS.map((slot) => {
                    const s = slots.find((x) => x.city === city && x.date === date && x.slot === slot);
                    if (!s) return <td key={slot} />;
                    const full = s.booked >= s.capacity;
                    return (
                      <td key={slot} className={s.closed ? 'is-closed' : full ? 'is-full' : undefined}>
                        {s.closed ? opsText('ops.board.closed') : `${s.booked}/${s.capacity}`}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}
