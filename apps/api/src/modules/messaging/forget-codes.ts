// A login code leaves its outbox row once it is dead (decision 0019): the row keeps what kind of message it was, to
// whom, when and what became of it, but a database dump no longer holds every code ever sent. The worker's loop runs
// this in every API process, with or without a provider (worker.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** What stands where a forgotten code was, in the row's values and body: six middle dots, as many as a code's digits. */
export const FORGOTTEN_CODE = '······';

/**
 * How old a code's row is when the code is forgotten. A code is dead after OTP_VALID_MINUTES (5); the margin is for
 * its SMS stand-in (worker-fallback.ts), which copies the code from a WhatsApp message that failed, and may be queued a
 * few minutes late by a provider's webhook, and for `npm run codes` to show a code a little after it died.
 */
export const FORGET_CODES_AFTER_MINUTES = 15;

/**
 * Replaces the code with FORGOTTEN_CODE in the values and body of every login code's row older than
 * FORGET_CODES_AFTER_MINUTES whose code is still there; one still waiting to go is withdrawn, as its code is dead.
 * The predicate is the partial index outbox_live_codes's, word for word (inlined, not a parameter, so that the planner
 * matches it): the index holds only the last minutes' codes, however big the outbox. Answers how many were forgotten.
 */
export async function forgetDeadCodes(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - FORGET_CODES_AFTER_MINUTES * 60_000);
  const mark = sql.raw(`'${FORGOTTEN_CODE}'`);
  const result = await db.execute(sql`
    update outbox
       set body = replace(body, variables ->> 0, ${mark}),
           variables = jsonb_set(variables, '{0}', to_jsonb(${mark}::text)),
           status = case when status = 'pending' then 'withdrawn' else status end,
           last_error = case when status = 'pending' then 'the code had expired before it could be sent'
                        else last_error end,
           locked_until = case when status = 'pending' then null else locked_until end
     where template = 'login_code' and (variables ->> 0) <> ${mark} and created_at < ${before}
    returning id`);
  return result.rows.length;
}
