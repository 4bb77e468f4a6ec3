// A customer's channels in their own data (DPDP Act 2023, decisions 0013 and 0019): the consents they gave and took
// back, the messages the shop queued for them on every channel, and their WhatsApp conversation with the garage; and
// their erasure. A message that carries a secret (a code, a reset link) is exported without its body or values.
import type { MyData } from '@motomitra/domain/my-data';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { consents, conversationMessages, outbox } from '../../db/schema.ts';

type ChannelData = Pick<MyData, 'consents' | 'messages' | 'conversation'>;

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export async function channelData(db: Db, customerId: string): Promise<ChannelData> {
  const [given, sent, talked] = await Promise.all([
    db.select().from(consents).where(eq(consents.customerId, customerId)).orderBy(asc(consents.at)),
    db.select().from(outbox).where(eq(outbox.customerId, customerId)).orderBy(asc(outbox.seq)),
    db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.customerId, customerId))
      .orderBy(asc(conversationMessages.at)),
  ]);
  return {
    consents: given.map((c) => ({ channel: c.channel, granted: c.granted, source: c.source, at: c.at.toISOString() })),
    messages: sent.map((m) => ({
      channel: m.channel,
      to: m.toAddress,
      subject: m.subject,
      body: m.secret ? null : m.body,
      template: m.template,
      language: m.language,
      orderId: m.orderId,
      status: m.status,
      deliveryStatus: m.deliveryStatus,
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
      deliveryAt: iso(m.deliveryAt),
    })),
    conversation: talked.map((c) => ({
      direction: c.direction,
      kind: c.kind,
      text: c.text,
      orderId: c.orderId,
      at: c.at.toISOString(),
    })),
  };
}

/**
 * In the erasure's transaction: their WhatsApp conversation (by them, or about their orders `mine`), and what went to
 * or came from their verified number without naming an account (such as the code that signed them up).
 */
export async function eraseChannelRows(
  tx: Tx,
  customerId: string,
  mine: string[],
  verifiedPhone: string | null,
): Promise<void> {
  const about = mine.length > 0 ? inArray(conversationMessages.orderId, mine) : undefined;
  await tx.delete(conversationMessages).where(or(eq(conversationMessages.customerId, customerId), about));
  if (verifiedPhone === null || verifiedPhone === '') return;
  await tx
    .delete(conversationMessages)
    .where(and(eq(conversationMessages.phone, verifiedPhone), isNull(conversationMessages.customerId)));
  await tx.delete(outbox).where(and(eq(outbox.toAddress, verifiedPhone), isNull(outbox.customerId)));
}
