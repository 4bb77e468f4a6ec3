// What a WhatsApp webhook changes (decision 0019): a message's delivery status, kept at the furthest it reached since
// statuses come late and out of order (read before delivered); a failed essential message's SMS stand-in; and a STOP,
// which turns WhatsApp off for the customers of that number.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { metrics } from '../../plugins/metrics.ts';
import { recordConsentChange } from '../customers/channels.ts';
import { queueSmsStandIn } from '../messaging/worker-fallback.ts';
import type { StatusUpdate } from './payload.ts';

/**
 * How far a message got: a failure is further than "sent" and short of "delivered" (a message on the phone did not
 * fail; Meta's failed after delivered is a late repeat), and read is the furthest.
 */
const RANK_SQL = sql`case delivery_status when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3
                     when 'read' then 4 else 0 end`;
const RANK = { sent: 1, failed: 2, delivered: 3, read: 4 } as const;

/**
 * What became of a status: applied; known but not further than what is kept; or not ours (yet): `inFlight` when a
 * WhatsApp message is being sent at this moment, whose id the worker has not written down yet (Meta may report on it
 * before its answer reached us).
 */
export type StatusOutcome = 'applied' | 'kept' | 'unknown' | 'inFlight';

/**
 * Records a status of one of our WhatsApp messages when it is further than what is known; an unknown id (another
 * app's message, one already erased) changes nothing. A failure of an essential message queues its SMS stand-in, in
 * the same transaction.
 */
export async function applyStatus(db: Db, update: StatusUpdate): Promise<StatusOutcome> {
  const outcome = await db.transaction(async (tx): Promise<StatusOutcome> => {
    const result = await tx.execute(sql`
      update outbox set delivery_status = ${update.status}, delivery_at = ${update.at},
                        delivery_error = ${update.error}
       where channel = 'whatsapp' and provider_message_id = ${update.providerMessageId}
         and ${RANK_SQL} < ${RANK[update.status]}
      returning id`);
    const [row] = result.rows as { id: string }[];
    if (row) {
      if (update.status === 'failed') await queueSmsStandIn(tx, row.id);
      return 'applied';
    }
    const known = await tx.execute(sql`
      select exists (select 1 from outbox where channel = 'whatsapp' and provider_message_id = ${update.providerMessageId})
               as known,
             exists (select 1 from outbox where channel = 'whatsapp' and status = 'pending'
                        and locked_until > clock_timestamp()) as sending`);
    const [found] = known.rows as { known: boolean; sending: boolean }[];
    return found?.known ? 'kept' : found?.sending ? 'inFlight' : 'unknown';
  });
  if (outcome === 'applied' && update.status === 'failed') metrics.messagesFailed.inc({ channel: 'whatsapp' });
  return outcome;
}

/**
 * A STOP from a number: every live account with that number stops hearing from the garage on WhatsApp (the consent
 * kept with its time and source). The number the messages go to decides, verified or not, since it is that
 * number's owner who asks. What still waited to go to it on WhatsApp is withdrawn, and an essential one goes by SMS.
 */
export async function stopWhatsApp(db: Db, from: string): Promise<number> {
  return db.transaction(async (tx) => {
    const holders = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.phone, from), isNull(customers.deletedAt)));
    let stopped = 0;
    for (const { id } of holders) {
      if (await recordConsentChange(tx, id, 'whatsapp', false, 'whatsapp_stop')) stopped++;
    }
    // A message a worker holds right now is on its way; the rest wait and are not sent.
    const withdrawn = await tx.execute(sql`
      update outbox set status = 'withdrawn', last_error = 'Not sent: the customer sent STOP on WhatsApp.'
       where channel = 'whatsapp' and status = 'pending' and to_address = ${from}
         and (locked_until is null or locked_until <= clock_timestamp())
      returning id`);
    for (const { id } of withdrawn.rows as { id: string }[]) await queueSmsStandIn(tx, id);
    return stopped;
  });
}
