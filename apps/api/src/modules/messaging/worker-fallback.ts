// The SMS that stands in for an essential WhatsApp message WhatsApp could not deliver (decision 0019): a refusal when
// sending, or a failed status in its webhook. One at most per message (outbox.fallback_of is unique), however often
// Meta repeats the webhook or two processes see the failure at once.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { FORGOTTEN_CODE } from './forget-codes.ts';

/**
 * Queues the stand-in SMS of the WhatsApp message `id`, in the caller's transaction, when that message is essential
 * (a code, a booking confirmed, a payment request) and has none yet. Answers whether one was queued. The SMS carries
 * the same template, values and language to the same number, for the same customer and order. A login code whose
 * code has been forgotten (forget-codes.ts) gets none: it was dead minutes before.
 */
export async function queueSmsStandIn(tx: Tx | Db, id: string): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into outbox (channel, to_address, customer_id, order_id, subject, body, template, language, variables,
                        essential, secret, fallback_of)
    select 'sms', o.to_address, o.customer_id, o.order_id, o.subject, o.body, o.template, o.language, o.variables,
           true, o.secret, o.id
      from outbox o
     where o.id = ${id} and o.channel = 'whatsapp' and o.essential
       and not (o.template = 'login_code' and o.variables ->> 0 = ${FORGOTTEN_CODE})
    on conflict do nothing
    returning id`);
  return result.rows.length > 0;
}
