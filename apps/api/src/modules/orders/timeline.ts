import type { StaffRole } from '@motomitra/domain/staff';
import type { Tx } from '../../db/client.ts';
import { orderEvents } from '../../db/schema.ts';

/** Who changed an order: the customer, or a member of staff (named on the timeline, with their role when staff). */
export type Actor = { id: string; role: 'customer' | 'operator'; name: string; staffRole?: StaffRole | null };

/** A line on the order's timeline: who did what, from which value to which, with a note. */
export async function recordEvent(
  tx: Tx,
  orderId: string,
  actor: Actor,
  kind: 'status' | 'payment' | 'job' | 'schedule' | 'assign' | 'labour',
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

/** A timeline line as the console and the customer's export show it. */
export function eventToWire(e: typeof orderEvents.$inferSelect) {
  return {
    at: e.at.toISOString(),
    actorName: e.actorName,
    actorRole: e.actorRole,
    kind: e.kind,
    from: e.fromValue,
    to: e.toValue,
    note: e.note,
  };
}
