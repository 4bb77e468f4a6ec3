// The login codes a developer reads on a shop without an SMS or WhatsApp provider (decision 0019's stand-in): the codes
// stay in the outbox, and `npm run codes` (codes-cli.ts) prints the latest ones. Never in production, never in a log.
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { FORGET_CODES_AFTER_MINUTES, FORGOTTEN_CODE } from './forget-codes.ts';

export type QueuedCode = { to: string; code: string; channel: string; status: string; at: Date };

/** How far back the codes are looked for: as long as a row keeps its code (a code lives five minutes). */
export const CODES_SINCE_MS = FORGET_CODES_AFTER_MINUTES * 60_000;

/**
 * The login codes queued in the last CODES_SINCE_MS (15 minutes) and not yet forgotten, newest first, one a number and
 * channel; to one number when given.
 */
export async function latestCodes(
  db: Db,
  options: { to?: string; now?: Date; limit?: number } = {},
): Promise<QueuedCode[]> {
  const since = new Date((options.now ?? new Date()).getTime() - CODES_SINCE_MS);
  const rows = await db
    .select({
      to: outbox.toAddress,
      variables: outbox.variables,
      channel: outbox.channel,
      status: outbox.status,
      at: outbox.createdAt,
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.template, 'login_code'),
        gte(outbox.createdAt, since),
        options.to ? eq(outbox.toAddress, options.to) : undefined,
      ),
    )
    .orderBy(desc(outbox.seq))
    .limit(200);
  const seen = new Set<string>();
  const codes: QueuedCode[] = [];
  for (const r of rows) {
    const key = `${r.to} ${r.channel}`;
    const code = r.variables?.[0];
    if (seen.has(key) || !code || code === FORGOTTEN_CODE) continue;
    seen.add(key);
    codes.push({ to: r.to, code, channel: r.channel, status: r.status, at: r.at });
  }
  return codes.slice(0, options.limit ?? 20);
}

/** A number as typed (9822098220, +91 98220 98220) as the outbox keeps it; null when it is none. */
export function numberOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}
