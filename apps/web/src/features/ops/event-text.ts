// What an entry of an order's timeline says happened, in the console's words.
import type { OrderStatus } from '@motomitra/domain/constants';
import { STATUS_LABELS } from '@motomitra/domain/lifecycle';
import type { OrderEventSchema } from '@motomitra/domain/ops';
import type { z } from 'zod';
import { opsText } from '../../i18n/en/ops.ts';

export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** A status change names both statuses (a status this console does not know, as recorded). */
export function eventText(e: Pick<OrderEvent, 'kind' | 'from' | 'to'>): string {
  if (e.kind === 'status' && e.from && e.to)
    return opsText('ops.order.eventStatus', {
      from: STATUS_LABELS[e.from as OrderStatus] ?? e.from,
      to: STATUS_LABELS[e.to as OrderStatus] ?? e.to,
    });
  if (e.kind === 'payment') return opsText('ops.order.eventPayment', { to: e.to ?? '' });
  if (e.kind === 'placed') return opsText('ops.order.eventPlaced');
  if (e.kind === 'assign') return opsText('ops.order.eventAssign');
  if (e.kind === 'labour') return opsText('ops.order.eventLabour');
  if (e.kind === 'schedule') return opsText('ops.order.eventSchedule', { from: e.from ?? '', to: e.to ?? '' });
  return opsText('ops.order.eventJob');
}
