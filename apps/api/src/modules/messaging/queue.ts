// Putting WhatsApp and SMS messages into the outbox, in the transaction of the change they report (as e-mails are,
// outbox-queue.ts): the worker sends them through their channel's provider.
import type { Language } from '@motomitra/domain/language';
import type { Db, Tx } from '../../db/client.ts';
import { insertOrMerge } from '../notifications/outbox-queue.ts';
import { renderTemplate, TEMPLATES, type TemplateName } from './templates.ts';

export type PhoneMessage = {
  channel: 'whatsapp' | 'sms';
  /** +91XXXXXXXXXX */
  to: string;
  customerId: string | null;
  orderId: string | null;
  template: TemplateName;
  language: Language;
  /** The template's values, in its order. */
  values: readonly string[];
  /** The message carries a secret for its recipient only (a code): operators see it redacted. */
  secret?: boolean;
  /** What each of the template's reply buttons sends back, in the buttons' order (WhatsApp's quick replies). */
  payloads?: readonly string[];
  /**
   * One message per round, as e-mails have (outbox-queue.ts): while one with this key waits unsent and untried, this
   * one rewrites it and its wait; it waits `holdMs` after the last rewrite.
   */
  merge?: { key: string; holdMs: number };
};

/** A WhatsApp or SMS message as its outbox row. */
export const phoneRow = (msg: PhoneMessage, now: Date) => ({
  channel: msg.channel,
  toAddress: msg.to,
  customerId: msg.customerId,
  orderId: msg.orderId,
  subject: TEMPLATES[msg.template].title,
  body: renderTemplate(msg.template, msg.language, msg.values),
  template: msg.template,
  language: msg.language,
  variables: [...msg.values],
  essential: TEMPLATES[msg.template].essential,
  secret: msg.secret ?? false,
  buttonPayloads: msg.payloads ? [...msg.payloads] : null,
  mergeKey: msg.merge?.key ?? null,
  ...(msg.merge ? { nextAttemptAt: new Date(now.getTime() + msg.merge.holdMs) } : {}),
});

/** Queues WhatsApp and SMS messages, in this order, in the caller's transaction: sent only if it commits. */
export async function queuePhoneMessages(tx: Tx | Db, msgs: readonly PhoneMessage[]): Promise<void> {
  const now = new Date();
  const queued = msgs.map((msg) => {
    const row = phoneRow(msg, now);
    const { toAddress, subject, body, template, language, variables, buttonPayloads, nextAttemptAt } = row;
    return { row, rewrite: { toAddress, subject, body, template, language, variables, buttonPayloads, nextAttemptAt } };
  });
  await insertOrMerge(tx, queued, now);
}
