// Putting e-mails into the outbox: each queued in the transaction of the change it reports, so that both commit or
// neither does; a round's message rewritten rather than queued again; and the secrets in reset links kept out of what
// stays at rest. The worker that sends them is in outbox.ts, the messages themselves in emails.ts.
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export type EmailMessage = {
  orderId: string | null;
  /** The customer it is for, when a customer: their export and erasure find it by them. */
  customerId?: string | null;
  /** Null for a customer without an e-mail address (an account made with a mobile number): nothing is queued. */
  to: string | null;
  subject: string;
  body: string;
  /**
   * The body holds a secret for its recipient only (a password-reset link): operators see it redacted, and it is taken
   * out of the stored message once the message is sent, given up or withdrawn.
   */
  secret?: boolean;
  /** The HMAC of the reset link the message carries: withdrawn, never sent, if the link no longer works by its turn. */
  resetTokenHash?: string;
  /**
   * One message per round: while a message with this key waits unsent and untried, a new one rewrites it (and its
   * wait) instead of joining the queue; the message waits `holdMs` after the last rewrite for the round to end.
   */
  merge?: { key: string; holdMs: number };
};

/** Queues an e-mail in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueEmail(tx: Tx | Db, msg: EmailMessage): Promise<void> {
  await enqueueEmails(tx, [msg]);
}

/** An e-mail as its outbox row. */
export const emailRow = (msg: EmailMessage & { to: string }, now: Date) => ({
  channel: 'email' as const,
  orderId: msg.orderId,
  customerId: msg.customerId ?? null,
  toAddress: msg.to,
  subject: msg.subject,
  body: msg.body,
  secret: msg.secret ?? false,
  resetTokenHash: msg.resetTokenHash ?? null,
  mergeKey: msg.merge?.key ?? null,
  ...(msg.merge ? { nextAttemptAt: new Date(now.getTime() + msg.merge.holdMs) } : {}),
});

/** Queues several e-mails, in this order, in the caller's transaction: one statement unless some are merged. */
export async function enqueueEmails(tx: Tx | Db, msgs: EmailMessage[]): Promise<void> {
  const now = new Date();
  const queued = msgs.flatMap(({ to, ...msg }) => {
    if (to === null) return [];
    const row = emailRow({ ...msg, to }, now);
    const { orderId, toAddress, subject, body, nextAttemptAt } = row;
    return [{ row, rewrite: { orderId, toAddress, subject, body, ...(nextAttemptAt ? { nextAttemptAt } : {}) } }];
  });
  await insertOrMerge(tx, queued, now);
}

type OutboxRow = typeof outbox.$inferInsert;

/**
 * Puts rows into the outbox in this order, in one statement, but for a row of a round (its merge key) whose unsent
 * message is still there: that one is rewritten with `rewrite` instead (mergeInto). Any channel's (queue.ts's too).
 */
export async function insertOrMerge(
  tx: Tx | Db,
  queued: readonly { row: OutboxRow; rewrite: Partial<OutboxRow> }[],
  now: Date,
): Promise<void> {
  const fresh: OutboxRow[] = [];
  for (const { row, rewrite } of queued) {
    if (typeof row.mergeKey === 'string' && (await mergeInto(tx, row.mergeKey, rewrite, now))) continue;
    fresh.push(row);
  }
  if (fresh.length > 0) await tx.insert(outbox).values(fresh);
}

/**
 * Rewrites the unsent message of the same round with `rewrite`, if there is one that no worker has tried or holds. A
 * worker that claims it meanwhile either waits for this transaction (its row lock) and then finds it rewritten, or has
 * already leased it, and then this message is queued as a new one.
 */
async function mergeInto(tx: Tx | Db, key: string, rewrite: Partial<OutboxRow>, now: Date): Promise<boolean> {
  const [merged] = await tx
    .update(outbox)
    .set(rewrite)
    .where(
      and(
        eq(outbox.mergeKey, key),
        eq(outbox.status, 'pending'),
        eq(outbox.attempts, 0),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
      ),
    )
    .returning({ id: outbox.id });
  return merged !== undefined;
}

// ---- Secrets at rest ----

/** A secret in a link the shop sends: its fragment's token (a password-reset link). As SQL and JavaScript patterns. */
export const SECRET_IN_LINK = '#token=[A-Za-z0-9_-]+';
/** What a secret is replaced with once its message no longer needs it. */
export const SECRET_REMOVED = '#token=removed';

/** The text without its link secrets (for a secret message sent, given up or withdrawn). */
export const withoutSecrets = (text: string) => text.replace(new RegExp(SECRET_IN_LINK, 'g'), SECRET_REMOVED);

/**
 * An outbox row as a backup writes it (SQL over the row `t`): a secret message not yet sent is written withdrawn and
 * without its secret, so that no backup ever holds a working reset link; a restore then never sends it.
 */
export const OUTBOX_ROW_FOR_BACKUP = `case when t.secret and t.status = 'pending' then to_jsonb(t) || jsonb_build_object(
    'status', 'withdrawn',
    'subject', regexp_replace(t.subject, '${SECRET_IN_LINK}', '${SECRET_REMOVED}', 'g'),
    'body', regexp_replace(t.body, '${SECRET_IN_LINK}', '${SECRET_REMOVED}', 'g'),
    'locked_until', null,
    'last_error', 'Left out of the backup, which never holds a working reset link: the customer asks for a new one.')
  else to_jsonb(t) end`;
