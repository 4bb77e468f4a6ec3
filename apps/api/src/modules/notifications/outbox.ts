import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { repeatEvery } from '../../repeat.ts';

export type EmailMessage = {
  orderId: string | null;
  to: string;
  subject: string;
  body: string;
  /** The body holds a secret for its recipient only (a password-reset link): operators see it redacted. */
  secret?: boolean;
};

/** Queues an e-mail in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueEmail(tx: Tx | Db, msg: EmailMessage): Promise<void> {
  await enqueueEmails(tx, [msg]);
}

/** Queues several e-mails in one statement, in the caller's transaction. */
export async function enqueueEmails(tx: Tx | Db, msgs: EmailMessage[]): Promise<void> {
  if (msgs.length === 0) return;
  await tx.insert(outbox).values(
    msgs.map((msg) => ({
      orderId: msg.orderId,
      toAddress: msg.to,
      subject: msg.subject,
      body: msg.body,
      secret: msg.secret ?? false,
    })),
  );
}

// The messages themselves are in emails.ts.

// ---------------------------------------------------------------------------------------------------------------
// Delivery.

/** One e-mail to send; `id` is the outbox row's id, which the transport puts into the Message-ID. */
export type OutgoingMail = { id: string; to: string; subject: string; text: string };
export type MailTransport = { send(mail: OutgoingMail): Promise<void>; close?(): void };

export const MAX_ATTEMPTS = 8;
const MINUTE = 60_000;
/** How long a claimed message belongs to one worker; longer than a batch can take to send (see SMTP timeouts). */
export const LEASE_MS = 10 * MINUTE;
const BATCH_SIZE = 10;

/** Wait before the next try after `failures` failed tries: 1, 2, 4, … minutes, at most an hour. */
export function backoffMs(failures: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, failures - 1), 60 * MINUTE);
}

type ClaimOptions = { batchSize?: number; leaseMs?: number };

/**
 * Claims due messages for one worker: a lease (locked_until) set in one statement that skips rows another
 * worker has locked. It commits before anything is sent, so a worker that dies after claiming loses nothing:
 * the row is still pending and is claimed again when the lease ends.
 */
export async function claimDue(db: Db, now: Date = new Date(), options: ClaimOptions = {}) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(options.batchSize ?? BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + (options.leaseMs ?? LEASE_MS)) })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      to: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.body,
      attempts: outbox.attempts,
    });
}

/**
 * Sends what is due through the transport and records each outcome: sent, or another attempt after a
 * backoff, or failed after MAX_ATTEMPTS. A crash between sending and recording sends that message again
 * after the lease; its Message-ID (from the outbox id) lets a mail system recognise the repeat.
 */
export async function deliverDue(
  db: Db,
  transport: MailTransport,
  now: Date = new Date(),
  options: ClaimOptions = {},
): Promise<{ sent: number; failed: number }> {
  const claimed = await claimDue(db, now, options);
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await transport.send({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (err) {
      failed++;
      const attempts = mail.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(outbox)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
          lockedUntil: null,
          lastError: message.slice(0, 500),
        })
        .where(and(eq(outbox.id, mail.id), eq(outbox.status, 'pending')));
      continue;
    }
    sent++;
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
      .where(eq(outbox.id, mail.id));
  }
  return { sent, failed };
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
      const { sent, failed } = await deliverDue(app.db, await mailer);
      if (sent || failed) app.log.info({ sent, failed }, 'outbox delivered');
    } catch (err) {
      app.log.error({ err }, 'outbox delivery failed');
    }
  });
  return async () => {
    await stop();
    (await mailer.catch(() => null))?.close?.();
  };
}
