// The one call through which the shop tells a customer something (decision 0019): in the transaction of the change,
// it reads where the customer hears from the garage and queues the news on each of those channels, in their language.
import type { Language } from '@motomitra/domain/language';
import type { Db, Tx } from '../../db/client.ts';
import { type CustomerChannels, channelsOf } from '../customers/channels.ts';
import { type EmailMessage, enqueueEmails } from '../notifications/outbox-queue.ts';
import { type PhoneMessage, queuePhoneMessages } from './queue.ts';
import { TEMPLATES, type TemplateName } from './templates.ts';

/** A WhatsApp (or SMS) message: its template and values, and what its reply buttons send back. */
export type TextMessage = {
  template: TemplateName;
  values: readonly string[];
  payloads?: readonly string[];
  /** One message per round (extra work proposed one item at a time), as the round's e-mail is. */
  merge?: { key: string; holdMs: number };
};

/** The news in one language: the e-mail as the customer's e-mails are written, and the template message. */
export type Notice = {
  /** `to` is where e-mails about this go (an order's copy of the address); null when there is none. */
  email: Omit<EmailMessage, 'orderId' | 'customerId'> | null;
  text: TextMessage | null;
};

/** Whom it is for, and the order it is about. */
export type Recipient = { customerId: string; orderId: string | null };

/** What the choice of channels reads of a customer (channelsOf). */
export type Channels = Pick<CustomerChannels, 'whatsapp' | 'email' | 'phone' | 'language'>;

/**
 * The messages a notice makes for a customer with these channels, in the order they go: the e-mail when they have an
 * address and keep e-mail on; WhatsApp when they consented to it; an SMS instead when they did not and the template is
 * essential (a booking confirmed, a payment requested). An erased account has no address and no number: nothing.
 */
export function messagesFor(
  channels: Channels,
  to: Recipient,
  notice: Notice,
): { emails: EmailMessage[]; texts: PhoneMessage[] } {
  const { email, text } = notice;
  const emails: EmailMessage[] =
    email && email.to !== null && channels.email ? [{ ...email, orderId: to.orderId, customerId: to.customerId }] : [];
  const texts: PhoneMessage[] = [];
  if (text && channels.phone !== '') {
    const message = {
      to: channels.phone,
      customerId: to.customerId,
      orderId: to.orderId,
      template: text.template,
      language: channels.language,
      values: text.values,
    };
    if (channels.whatsapp) {
      texts.push({
        ...message,
        channel: 'whatsapp',
        ...(text.payloads ? { payloads: text.payloads } : {}),
        ...(text.merge ? { merge: text.merge } : {}),
      });
    } else if (TEMPLATES[text.template].essential) {
      texts.push({ ...message, channel: 'sms' });
    }
  }
  return { emails, texts };
}

/**
 * Queues a notice on the customer's channels, in the caller's transaction (sent only if it commits). `write` gives the
 * notice in a language: the customer's, from their profile (English when they never chose).
 */
export async function notify(tx: Tx | Db, to: Recipient, write: (language: Language) => Notice): Promise<void> {
  const channels = await channelsOf(tx, to.customerId);
  const { emails, texts } = messagesFor(channels, to, write(channels.language));
  await enqueueEmails(tx, emails);
  await queuePhoneMessages(tx, texts);
}
