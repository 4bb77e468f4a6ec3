// Customer e-mail through a transactional outbox: messages are written in the caller's transaction and
// delivered by a worker (SMTP when configured) with leases, retry and backoff.
import type { OrderStatus } from '@motomitra/domain/constants';
import { STATUS_LABELS } from '@motomitra/domain/lifecycle';
import { formatPaise } from '@motomitra/domain/money';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

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
  await tx.insert(outbox).values({
    orderId: msg.orderId,
    toAddress: msg.to,
    subject: msg.subject,
    body: msg.body,
    secret: msg.secret ?? false,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The messages. Plain text; the brand is a parameter (config BRAND_NAME) so that these stay free of app state.

export type NotifyOrder = { id: string; oid: string; customerEmail: string; customerName: string };

const DEFAULT_BRAND = 'MotoMitra';

function letter(name: string, paragraphs: string[], brand: string): string {
  return [`Hello ${name},`, ...paragraphs, `Thank you for choosing ${brand}.`, `— Team ${brand}`].join('\n\n');
}

/** The e-mail for a status change (the label the customer sees, and the operator's note or cancel reason). */
export function statusChangeEmail(order: NotifyOrder, to: OrderStatus, note = '', brand = DEFAULT_BRAND) {
  const label = STATUS_LABELS[to];
  const trimmed = note.trim();
  const paragraphs =
    to === 'cancelled'
      ? [`Your order ${order.oid} has been cancelled.`, ...(trimmed ? [`Reason: ${trimmed}`] : [])]
      : [`Your order ${order.oid} is now: ${label}.`, ...(trimmed ? [`Note from the garage: ${trimmed}`] : [])];
  paragraphs.push('You can follow your order under My Account → Orders.');
  return { subject: `Order ${order.oid}: ${label}`, body: letter(order.customerName, paragraphs, brand) };
}

export function paymentRequestedEmail(order: NotifyOrder, amountPaise: number, brand = DEFAULT_BRAND) {
  const amount = formatPaise(amountPaise);
  return {
    subject: `Payment requested for order ${order.oid}: ${amount}`,
    body: letter(
      order.customerName,
      [
        `Your vehicle is on the way back. The final amount for order ${order.oid} is ${amount} (GST included).`,
        'To pay, open My Account → Orders and choose Pay Now: pay by UPI or bank transfer, then enter the UTR or reference number. You may also pay by card or cash when the vehicle is delivered.',
      ],
      brand,
    ),
  };
}

export function paymentConfirmedEmail(order: NotifyOrder, invoiceNumber: string, brand = DEFAULT_BRAND) {
  return {
    subject: `Payment received for order ${order.oid}`,
    body: letter(
      order.customerName,
      [
        `We have received your payment for order ${order.oid}.`,
        `Your GST tax invoice is ${invoiceNumber}. You can download it under My Account → Invoices.`,
      ],
      brand,
    ),
  };
}

export async function notifyStatusChange(
  tx: Tx | Db,
  order: NotifyOrder,
  to: OrderStatus,
  note?: string,
  brand = DEFAULT_BRAND,
): Promise<void> {
  await enqueueEmail(tx, { orderId: order.id, to: order.customerEmail, ...statusChangeEmail(order, to, note, brand) });
}

export async function notifyPaymentRequested(
  tx: Tx | Db,
  order: NotifyOrder,
  amountPaise: number,
  brand = DEFAULT_BRAND,
): Promise<void> {
  await enqueueEmail(tx, {
    orderId: order.id,
    to: order.customerEmail,
    ...paymentRequestedEmail(order, amountPaise, brand),
  });
}

export async function notifyPaymentConfirmed(
  tx: Tx | Db,
  order: NotifyOrder,
  invoiceNumber: string,
  brand = DEFAULT_BRAND,
): Promise<void> {
  await enqueueEmail(tx, {
    orderId: order.id,
    to: order.customerEmail,
    ...paymentConfirmedEmail(order, invoiceNumber, brand),
  });
}

// Account messages: a link to set a new password, and the notices that the sign-in details changed.

export const RESET_LINK_MINUTES = 30;

export function passwordResetEmail(name: string, link: string, brand = DEFAULT_BRAND) {
  return {
    subject: `Set a new password for your ${brand} account`,
    body: letter(
      name,
      [
        `Someone, hopefully you, asked to set a new password for your ${brand} account. Open this link to choose one:`,
        link,
        `The link works once, for ${RESET_LINK_MINUTES} minutes. Setting a new password logs you out everywhere.`,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ],
      brand,
    ),
  };
}

export function emailChangedEmail(name: string, newEmail: string, brand = DEFAULT_BRAND) {
  return {
    subject: `The e-mail address of your ${brand} account was changed`,
    body: letter(
      name,
      [
        `The e-mail address of your ${brand} account was changed to ${newEmail}. From now on we write to that address, and you log in with it.`,
        `If you did not make this change, reply to this e-mail or call us straight away.`,
      ],
      brand,
    ),
  };
}

export function passwordChangedEmail(name: string, brand = DEFAULT_BRAND) {
  return {
    subject: `The password of your ${brand} account was changed`,
    body: letter(
      name,
      [
        `The password of your ${brand} account was just changed, and every other device was logged out.`,
        'If you did not make this change, choose "Forgot password?" on the login page to set a new one, and call us.',
      ],
      brand,
    ),
  };
}

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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      try {
        const { sent, failed } = await deliverDue(app.db, await mailer);
        if (sent || failed) app.log.info({ sent, failed }, 'outbox delivered');
      } catch (err) {
        app.log.error({ err }, 'outbox delivery failed');
      }
      if (!stopped) timer = setTimeout(tick, pollMs);
    })();
  };
  timer = setTimeout(tick, 0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    (await mailer.catch(() => null))?.close?.();
  };
}
