// The order's timeline on the garage's order screen: when, who (and as what), and what happened, oldest first.
import { formatDateTime } from '../../../components/format.ts';
import { opsText } from '../../../i18n/en/ops.ts';
import { eventText, type OrderEvent } from '../event-text.ts';

export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <section className="ops-card" aria-labelledby="ops-timeline">
      <h2 id="ops-timeline">{opsText('ops.order.timeline')}</h2>
      <ol className="timeline">
        {events.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only and never reorder
          <li key={i}>
            <time dateTime={e.at}>{formatDateTime(e.at)}</time> · <strong>{e.actorName}</strong>{' '}
            <span className="muted">({e.actorRole})</span>: {eventText(e)}
            {e.note && ` — ${e.note}`}
          </li>
        ))}
        {events.length === 0 && <li className="muted">{opsText('ops.order.noEvents')}</li>}
      </ol>
    </section>
  );
}
