// Where a message to a customer stands, as the order's conversation, its timeline and the outbox show it: what its
// provider last said of it (sent, delivered, read, failed), or before the first report where the outbox has it.
import type { DeliveryStatus } from '@motomitra/domain/channels';
import type { OutboxStatus } from '@motomitra/domain/outbox';
import { type OpsKey, opsText } from '../../../i18n/en/ops.ts';

/** `queue`: the outbox's status, null where it is not known (the message is then waiting). */
export function DeliveryBadge(props: { delivery: DeliveryStatus | null; queue: OutboxStatus | null }) {
  const { delivery, queue } = props;
  const failed = delivery === 'failed' || queue === 'failed' || queue === 'withdrawn';
  const reached = delivery === 'delivered' || delivery === 'read';
  const text = delivery
    ? opsText(`ops.chat.delivery.${delivery}` as OpsKey)
    : opsText(`ops.chat.queue.${queue ?? 'pending'}` as OpsKey);
  const tone = failed ? ' status--cancelled' : reached ? ' status--delivered' : '';
  return <span className={`status${tone}`}>{text}</span>;
}
