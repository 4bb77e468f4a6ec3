// The order's timeline on the garage's order screen: when, who (and as what), and what happened, oldest first; among
// them each message the shop sent about the order, on which channel, and what its provider said of its delivery.
import type { OrderMessage } from '@motomitra/domain/conversation';
import { formatDateTime } from '../../../components/format.ts';
import { type OpsKey, opsText } from '../../../i18n/en/ops.ts';
import { eventText, type OrderEvent } from '../event-text.ts';
import { DeliveryBadge } from './delivery-badge.tsx';

type Entry = { at: string; event: OrderEvent; message?: never } | { at: string; message: OrderMessage; event?: never };

export function OrderTimeline({ events, messages }: { events: OrderEvent[]; messages: OrderMessage[] }) {
  const entries: Entry[] = [
    ...events.map((event) => ({ at: event.at, event })),
    ...messages.map((message) => ({ at: message.createdAt, message })),
  ];
  // A stable sort: entries of one moment keep the order they were recorded in.
  entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section className="ops-card" aria-labelledby="ops-timeline">
      <h2 id="ops-timeline">{opsText('ops.order.timeline')}</h2>
      <ol className="timeline">
        {entries.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are append-only and sorted by time
          <li key={i}>{e.event ? <EventLine e={e.event} /> : <MessageLine m={e.message} />}</li>
        ))}
        {entries.length === 0 && <li className="muted">{opsText('ops.order.noEvents')}</li>}
      </ol>
    </section>
  );
}

function EventLine({ e }: { e: OrderEvent }) {
  return (
    <>
      <time dateTime={e.at}>{formatDateTime(e.at)}</time> · <strong>{e.actorName}</strong>{' '}
      <span className="muted">({e.actorRole})</span>: {eventText(e)}
      {e.note && ` — ${e.note}`}
    </>
  );
}

function MessageLine({ m }: { m: OrderMessage }) {
  return (
    <>
      <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time> ·{' '}
      <strong>{opsText('ops.order.message', { channel: opsText(`ops.outbox.channel.${m.channel}` as OpsKey) })}</strong>
      : {m.subject} — <DeliveryBadge delivery={m.deliveryStatus} queue={m.status} />
    </>
  );
}
