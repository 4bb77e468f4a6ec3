// The e-mail outbox's worker: it sends what outbox-queue.ts queued, one recipient's messages strictly in the order they
// were written, with leases, retries and backoff, and withdraws a reset link's message that no longer works.
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outbox, passwordResets } from '../../db/schema.ts';
import { repeatEvery } from '../../repeat.ts';
import { withoutSecrets } from './outbox-queue.ts';

/** One e-mail to send; `id` is the outbox row's id, which the transport puts into the Message-ID. */
export type OutgoingMail = { id: string; to: string; subject: string; text: string };
export type MailTransport = { send(mail: OutgoingMail): Promise<void>; close?(): void };

export const MAX_ATTEMPTS = 8;
const MINUTE = 60_000;
/** How long a claimed message belongs to one worker; longer than a batch can take to send (see SMTP timeouts). */
export const LEASE_MS = 10 * MINUTE;
const BATCH_SIZE = 10;
/** Claims one delivery run makes at most: each sends the next message of up to BATCH_SIZE recipients. */
const MAX_ROUNDS = 50;

/** Wait before the next try after `failures` failed tries: 1, 2, 4, … minutes, at most an hour. */
export function backoffMs(failures: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, failures - 1), 60 * MINUTE);
}

export type ClaimOptions = { batchSize?: number; leaseMs?: number };

type Claimed = {
  id: string;
  to: string;
  subject: string;
  text: string;
  attempts: number;
  secret: boolean;
  resetTokenHash: string | null;
  seq: number;
};

/**
 * Claims due messages on `channels` for one worker, answering `columns` (SQL over `outbox`) of each, in queue order:
 * the oldest unsent message of each recipient on a channel, if it is due and no worker holds it. A recipient whose
 * oldest unsent message waits for a retry, or is held by another worker, gets nothing on that channel: their later
 * messages never overtake it (a message given up or withdrawn no longer blocks). The lease (locked_until) is set in one
 * statement that skips rows another worker has locked, and commits before anything is sent, so a worker that dies
 * after claiming loses nothing: the row is still pending and is claimed again when the lease ends. The phone worker
 * (messaging/worker.ts) claims with it too.
 */
export async function leaseDue<Row extends { seq: number }>(
  db: Db,
  channels: readonly (typeof outbox.$inferSelect)['channel'][],
  columns: SQL,
  now: Date,
  options: ClaimOptions,
): Promise<Row[]> {
  if (channels.length === 0) return [];
  const lease = new Date(now.getTime() + (options.leaseMs ?? LEASE_MS));
  const wanted = sql.join(
    channels.map((c) => sql`${c}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with due as (
      select o.id from outbox o
       where o.status = 'pending' and o.channel in (${wanted}) and o.next_attempt_at <= ${now}
         and (o.locked_until is null or o.locked_until <= ${now})
         and not exists (
           select 1 from outbox e
            where e.status = 'pending' and e.channel = o.channel and lower(e.to_address) = lower(o.to_address)
              and e.seq < o.seq)
       order by o.seq
       limit ${options.batchSize ?? BATCH_SIZE}
       for update of o skip locked)
    update outbox set locked_until = ${lease} from due where outbox.id = due.id
    returning ${columns}, outbox.seq::float8 as seq`)) as unknown as { rows: Row[] };
  return result.rows.sort((a, b) => a.seq - b.seq);
}

/** Claims due e-mails for one worker (leaseDue). */
export const claimDue = (db: Db, now: Date = new Date(), options: ClaimOptions = {}): Promise<Claimed[]> =>
  leaseDue<Claimed>(
    db,
    ['email'],
    sql`outbox.id, outbox.to_address as "to", outbox.subject, outbox.body as "text", outbox.attempts, outbox.secret,
      outbox.reset_token_hash as "resetTokenHash"`,
    now,
    options,
  );

/**
 * Why a reset e-mail is not sent, or null to send it: its link was used or ended (a password or e-mail change) or has
 * expired by its turn, or a newer link to the same address waits behind it (the customer needs only that one).
 */
async function resetLinkProblem(db: Db, mail: Claimed, now: Date): Promise<string | null> {
  if (!mail.resetTokenHash) return null;
  const result = (await db.execute(sql`
    select (select pr.expires_at <= ${now} from password_resets pr
             where pr.token_hash = ${mail.resetTokenHash} and pr.used_at is null) as expired,
           exists (select 1 from outbox n
                    where n.status = 'pending' and n.reset_token_hash is not null
                      and lower(n.to_address) = lower(${mail.to}) and n.seq > ${mail.seq}) as superseded`)) as unknown as {
    rows: { expired: boolean | null; superseded: boolean }[];
  };
  const [link] = result.rows;
  if (link?.superseded) return 'Not sent: a newer reset link to this address was asked for, and is sent instead.';
  if (link?.expired === null) return 'Not sent: the reset link was used, or ended by a password or e-mail change.';
  if (link?.expired) return 'Not sent: the reset link had expired before its turn came.';
  return null;
}

export type DeliveryCounts = { sent: number; failed: number; withdrawn: number };

/**
 * Sends what is due through the transport and records each outcome: sent, or another attempt after a backoff, or
 * failed after MAX_ATTEMPTS, or withdrawn (a reset link that no longer works). Claims again after each batch, so one
 * run sends a recipient's queue in order, one message per claim. A crash between sending and recording sends that
 * message again after the lease; its Message-ID (from the outbox id) lets a mail system recognise the repeat.
 */
export async function deliverDue(
  db: Db,
  transport: MailTransport,
  now: Date = new Date(),
  options: ClaimOptions = {},
): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, failed: 0, withdrawn: 0 };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const claimed = await claimDue(db, now, options);
    if (claimed.length === 0) break;
    for (const mail of claimed) counts[await deliverOne(db, transport, mail, now)]++;
  }
  return counts;
}

async function deliverOne(db: Db, transport: MailTransport, mail: Claimed, now: Date): Promise<keyof DeliveryCounts> {
  // Once the message is done with, its secret is no use to anybody and leaves the stored row in the same statement.
  const secretGone = mail.secret ? { subject: withoutSecrets(mail.subject), body: withoutSecrets(mail.text) } : {};
  const problem = await resetLinkProblem(db, mail, now);
  if (problem) {
    await db.transaction(async (tx) => {
      await tx
        .update(outbox)
        .set({ status: 'withdrawn', lockedUntil: null, lastError: problem, ...secretGone })
        .where(eq(outbox.id, mail.id));
      // A link that was never delivered is ended too: nobody is meant to hold it.
      if (mail.resetTokenHash) {
        await tx
          .delete(passwordResets)
          .where(and(eq(passwordResets.tokenHash, mail.resetTokenHash), isNull(passwordResets.usedAt)));
      }
    });
    return 'withdrawn';
  }
  try {
    await transport.send({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text });
  } catch (err) {
    const attempts = mail.attempts + 1;
    const message = err instanceof Error ? err.message : String(err);
    const givenUp = attempts >= MAX_ATTEMPTS;
    await db
      .update(outbox)
      .set({
        attempts,
        status: givenUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
        lockedUntil: null,
        lastError: message.slice(0, 500),
        ...(givenUp ? secretGone : {}),
      })
      .where(and(eq(outbox.id, mail.id), eq(outbox.status, 'pending')));
    return 'failed';
  }
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null, ...secretGone })
    .where(eq(outbox.id, mail.id));
  return 'sent';
}

/** The domain of the From address, for Message-IDs: 'MotoMitra <no-reply@motomitra.in>' → 'motomitra.in'. */
export function mailDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';
}

/** An SMTP transport (nodemailer) from SMTP_URL; the Message-ID carries the outbox id, so a resend is recognisable. */
export async function smtpTransport(smtpUrl: string, from: string): Promise<MailTransport> {
  // Loaded only where SMTP_URL is set: most starts (and every test without it) never need it.
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport(
    // Bounded waits keep one batch well inside LEASE_MS.
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  const domain = mailDomain(from);
  return {
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<outbox.${mail.id}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Starts delivering the outbox every OUTBOX_POLL_MS; returns stop (waits for a batch in progress).
 * Without SMTP_URL nothing is sent: messages stay pending and operators read them at /api/ops/outbox.
 */
export function startOutboxWorker(app: FastifyInstance, transport?: MailTransport): () => Promise<void> {
  const { smtpUrl, from, pollMs } = app.config.mail;
  if (!transport && !smtpUrl) {
    app.log.info('SMTP_URL is not set: customer e-mails stay in the outbox, readable by operators');
    return async () => {};
  }
  const mailer = transport ? Promise.resolve(transport) : smtpTransport(smtpUrl ?? '', from);
  const stop = repeatEvery(pollMs, async () => {
    try {
      const { sent, failed, withdrawn } = await deliverDue(app.db, await mailer);
      if (sent || failed || withdrawn) app.log.info({ sent, failed, withdrawn }, 'outbox delivered');
    } catch (err) {
      app.log.error({ err }, 'outbox delivery failed');
    }
  });
  return async () => {
    await stop();
    (await mailer.catch(() => null))?.close?.();
  };
}
