import type { Tx } from '../../db/client.ts';
import { orderEvents } from '../../db/schema.ts';

/** Who changed an order: the customer, or an operator (named on the timeline). */
export type Actor = { id: string; role: 'customer' | 'operator'; name: string };

/** A line on the order's timeline: who did what, from which value to which, with a note. */
export async function recordEvent(
  tx: Tx,
  orderId: string,
  actor: Actor,
  kind: 'status' | 'payment' | 'job' | 'schedule',
  from: string | null,
  to: string | null,
  note = '',
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    actorId: actor.id,
    actorRole: actor.role,
    actorName: actor.name,
    kind,
    fromValue: from as never,
    toValue: to as never,
    note,
  });
}
