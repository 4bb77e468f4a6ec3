// What operators read of the outbox: every message to a customer on each channel (pending, sent, failed), with what its
// provider said of its delivery, newest first, a page at a time.
import { OUTBOX_PAGE_SIZE, type OutboxQuery, type OutboxResponse } from '@motomitra/domain/outbox';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, outbox } from '../../db/schema.ts';

/** What operators read instead of a message that holds a secret for its recipient (a password-reset link). */
export const REDACTED = '(This message holds a one-time link for the customer only, so it is not shown here.)';

/**
 * A message as staff may read it: without the customer's handover code (the booking confirmation gives it), which staff
 * never see, as the rider must hear it from the customer. Only the code's own place goes, after its label's colon and
 * before the sentence ends ("Handover code: 1234." in every language): the same four digits elsewhere (the order
 * number's year, a registration's last digits) stay, since masking them would tell the desk the code.
 */
export const withoutHandoverCode = (body: string, code: string | null) =>
  code ? body.replace(new RegExp(`(?<=: ?)${code}(?=[.।]|\\s|$)`, 'g'), '••••') : body;

export async function listOutbox(db: Db, q: OutboxQuery, delivering: boolean): Promise<OutboxResponse> {
  const { status, page } = q;
  const where = status ? eq(outbox.status, status) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ r: outbox, code: orders.handoverCode })
      .from(outbox)
      .leftJoin(orders, eq(orders.id, outbox.orderId))
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return {
    success: true,
    messages: rows.map(({ r, code }) => ({
      _id: r.id,
      orderId: r.orderId,
      channel: r.channel,
      to: r.toAddress,
      subject: r.subject,
      body: r.secret ? REDACTED : withoutHandoverCode(r.body, code),
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      nextAttemptAt: r.nextAttemptAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      deliveryStatus: r.deliveryStatus,
      deliveryAt: r.deliveryAt?.toISOString() ?? null,
      deliveryError: r.deliveryError,
    })),
    total: totals?.n ?? 0,
    page,
    pageSize: OUTBOX_PAGE_SIZE,
    delivering,
  };
}
