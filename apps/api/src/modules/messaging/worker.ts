// The WhatsApp and SMS outbox's worker (decision 0019), as the e-mail one (notifications/outbox.ts): one number's
// messages on a channel go strictly in the order they were written, under a lease, tried again after a backoff. A
// provider's message id is kept, which its webhooks name; a permanent refusal fails the message, and an essential one
// gets its SMS stand-in. A channel without a provider keeps its messages in the outbox (the stand-in of a laptop). Each
// run also takes the codes out of login codes' rows once they are dead (forget-codes.ts), with or without a provider.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SmsTemplateName } from '../../config-channels.ts';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { metrics } from '../../plugins/metrics.ts';
import { repeatEvery } from '../../repeat.ts';
import { backoffMs, type ClaimOptions as LeaseOptions, leaseDue, MAX_ATTEMPTS } from '../notifications/outbox.ts';
import { forgetDeadCodes } from './forget-codes.ts';
import { ProviderError } from './provider-http.ts';
import { type SmsClient, smsClient } from './sms-client.ts';
import type { TemplateName } from './templates.ts';
import { type WhatsAppClient, whatsappClient } from './whatsapp-client.ts';
import { queueSmsStandIn } from './worker-fallback.ts';

/** Each channel's client; null: the channel has no provider and its messages stay in the outbox. */
export type PhoneClients = { whatsapp: WhatsAppClient | null; sms: SmsClient | null };

type PhoneChannel = 'whatsapp' | 'sms';
const MAX_ROUNDS = 50;

type Claimed = {
  id: string;
  channel: PhoneChannel;
  to: string;
  /** Null for an operator's free text inside WhatsApp's 24-hour window (conversation.ts): the body goes as it is. */
  template: TemplateName | null;
  body: string;
  language: 'en' | 'mr' | 'hi';
  variables: string[];
  buttonPayloads: string[] | null;
  attempts: number;
  essential: boolean;
  seq: number;
};

type ClaimOptions = LeaseOptions & {
  /** Asked before each message: once true, the run ends and gives back the leases of what it has not sent. */
  stopping?: () => boolean;
};

/**
 * Claims the oldest unsent message of each number on each of `channels`, if it is due and no worker holds it (the
 * e-mail worker's claim, leaseDue, per channel: a WhatsApp message waiting for its retry does not hold back a code by
 * SMS).
 */
export const claimDuePhone = (
  db: Db,
  channels: readonly PhoneChannel[],
  now: Date = new Date(),
  options: ClaimOptions = {},
): Promise<Claimed[]> =>
  leaseDue<Claimed>(
    db,
    channels,
    sql`outbox.id, outbox.channel, outbox.to_address as "to", outbox.template, outbox.body, outbox.language,
      coalesce(outbox.variables, '[]'::jsonb) as variables, outbox.button_payloads as "buttonPayloads",
      outbox.attempts, outbox.essential`,
    now,
    options,
  );

/** Hands one message to its channel's provider; answers the provider's id. */
async function send(clients: PhoneClients, message: Claimed): Promise<string> {
  const { to, template, language, variables } = message;
  if (message.channel === 'whatsapp') {
    if (!clients.whatsapp) throw new ProviderError('WhatsApp is not configured', true);
    if (template === null) return clients.whatsapp.sendText(to, message.body);
    return clients.whatsapp.sendTemplate({
      to,
      template,
      language,
      values: variables,
      payloads: message.buttonPayloads,
    });
  }
  if (!clients.sms) throw new ProviderError('SMS is not configured', true);
  if (template === null)
    throw new ProviderError('an SMS goes only as a DLT template, and this message has none', false);
  // Only the essential templates are registered on the DLT; the producers queue no other by SMS.
  return clients.sms.send({ to, template: template as SmsTemplateName, language, values: variables });
}

export type PhoneDeliveryCounts = { sent: number; failed: number };

/** Sends what is due on the channels that have a client, and records each outcome. */
export async function deliverDuePhone(
  db: Db,
  clients: PhoneClients,
  now: Date = new Date(),
  options: ClaimOptions = {},
): Promise<PhoneDeliveryCounts> {
  const channels = (['whatsapp', 'sms'] as const).filter((c) => clients[c] !== null);
  const counts: PhoneDeliveryCounts = { sent: 0, failed: 0 };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const claimed = await claimDuePhone(db, channels, now, options);
    if (claimed.length === 0) break;
    for (const [i, message] of claimed.entries()) {
      if (options.stopping?.()) {
        const left = claimed.slice(i).map((m) => m.id);
        await db.update(outbox).set({ lockedUntil: null }).where(inArray(outbox.id, left));
        return counts;
      }
      counts[await deliverOne(db, clients, message, now)]++;
    }
  }
  return counts;
}

async function deliverOne(
  db: Db,
  clients: PhoneClients,
  message: Claimed,
  now: Date,
): Promise<keyof PhoneDeliveryCounts> {
  let providerId: string;
  try {
    providerId = await send(clients, message);
  } catch (err) {
    await recordFailure(db, message, err, now);
    return 'failed';
  }
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: now,
      lockedUntil: null,
      lastError: null,
      providerMessageId: providerId,
      // A webhook that came before this statement may have said more already: it is kept.
      deliveryStatus: sql`coalesce(${outbox.deliveryStatus}, 'sent')`,
      deliveryAt: sql`coalesce(${outbox.deliveryAt}, ${now})`,
    })
    .where(eq(outbox.id, message.id));
  metrics.messagesSent.inc({ channel: message.channel });
  return 'sent';
}

/**
 * A refusal for good fails the message at once; any other failure is tried again after the backoff, until
 * MAX_ATTEMPTS. A WhatsApp message that fails for good, and is essential, gets its SMS stand-in in the same
 * transaction.
 */
async function recordFailure(db: Db, message: Claimed, err: unknown, now: Date): Promise<void> {
  const attempts = message.attempts + 1;
  const permanent = err instanceof ProviderError && !err.retryable;
  const givenUp = permanent || attempts >= MAX_ATTEMPTS;
  const words = (err instanceof Error ? err.message : String(err)).slice(0, 500);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(outbox)
      .set({
        attempts,
        status: givenUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
        lockedUntil: null,
        lastError: words,
      })
      .where(and(eq(outbox.id, message.id), eq(outbox.status, 'pending')))
      .returning({ id: outbox.id });
    if (updated && givenUp && message.channel === 'whatsapp' && message.essential) {
      await queueSmsStandIn(tx, message.id);
    }
  });
  if (givenUp) metrics.messagesFailed.inc({ channel: message.channel });
}

/** The clients of the configured providers. */
export function configuredClients(app: FastifyInstance): PhoneClients {
  const { whatsapp, sms } = app.config.messaging;
  return { whatsapp: whatsapp ? whatsappClient(whatsapp) : null, sms: sms ? smsClient(sms) : null };
}

/**
 * Starts delivering WhatsApp and SMS messages every OUTBOX_POLL_MS, and forgetting dead login codes; returns stop,
 * which waits for the message being sent (a request is bounded by PROVIDER_TIMEOUT_MS) and no more: the rest of the
 * batch is given back for the next run. The loop runs without any provider too: the stand-in's codes are forgotten.
 */
export function startPhoneWorker(app: FastifyInstance, clients = configuredClients(app)): () => Promise<void> {
  const off = (['whatsapp', 'sms'] as const).filter((c) => clients[c] === null);
  if (off.length > 0) {
    // The hint names the tool, never a code; the tool refuses to run in production.
    const hint = app.config.env === 'production' ? '' : ' (npm run codes prints the login codes)';
    app.log.info({ channels: off }, `no provider configured: these messages stay in the outbox${hint}`);
  }
  let stopped = false;
  const stopping = () => stopped;
  const stop = repeatEvery(app.config.mail.pollMs, async () => {
    try {
      if (off.length < 2) {
        const { sent, failed } = await deliverDuePhone(app.db, clients, new Date(), { stopping });
        if (sent || failed) app.log.info({ sent, failed }, 'phone messages delivered');
      }
      const forgotten = await forgetDeadCodes(app.db, new Date());
      if (forgotten) app.log.info({ forgotten }, 'dead login codes forgotten');
    } catch (err) {
      app.log.error({ err }, 'phone message delivery failed');
    }
  });
  return async () => {
    stopped = true;
    await stop();
  };
}
