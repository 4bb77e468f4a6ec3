// The e-mail outbox: queued in the caller's transaction, delivered with leases, retry and backoff, exactly once
// after a worker dies; a real SMTP conversation with a tiny local server; operators read it at /api/ops/outbox.
import { STATUS_LABELS } from '@motomitra/domain/lifecycle';
import { OUTBOX_PAGE_SIZE } from '@motomitra/domain/outbox';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox, passwordResets } from '../../db/schema.ts';
import { quickCustomer } from '../../testing/booking.ts';
import { as, json, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { loginOperator } from '../../testing/operators.ts';
import { insertOrder } from '../../testing/orders.ts';
import { decodeQuotedPrintable, startSmtpServer } from '../../testing/smtp-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { requestPasswordReset } from '../customers/recovery.ts';
import { notify } from '../messaging/notify.ts';
import { RESET_LINK_MINUTES } from './account-emails.ts';
import { paymentRequestedEmail, statusChangeEmail } from './emails.ts';
import { orderNotices } from './order-notices.ts';
import {
  backoffMs,
  claimDue,
  deliverDue,
  LEASE_MS,
  MAX_ATTEMPTS,
  type MailTransport,
  type OutgoingMail,
  smtpTransport,
  startOutboxWorker,
} from './outbox.ts';
import { enqueueEmail, enqueueEmails, SECRET_REMOVED } from './outbox-queue.ts';

let t: TestApp;
let asha: TestCustomer;
let op: { cookie: string };
const db = () => t.database.db;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  asha = await registerCustomer(t.app);
  op = await loginOperator(t);
});
afterAll(() => t?.close());
// Each test starts from an empty outbox, so that what one test leaves due does not reach the next one's transport.
beforeEach(async () => {
  await db().delete(outbox);
});

/** A transport that records what it sends and can be told to fail the next n sends. */
function recordingTransport(failNext = 0) {
  const sent: OutgoingMail[] = [];
  let tries = 0;
  const transport: MailTransport = {
    async send(mail) {
      tries++;
      if (failNext > 0) {
        failNext--;
        throw new Error('421 mail server busy');
      }
      sent.push(mail);
    },
  };
  return { transport, sent, tries: () => tries };
}

const row = async (id: string) => (await db().select().from(outbox).where(eq(outbox.id, id)))[0];
const queue = async (subject = 'Hello', to = 'asha@example.in') => {
  await enqueueEmail(db(), { orderId: null, to, subject, body: 'Body text' });
  const [r] = await db().select().from(outbox).where(eq(outbox.subject, subject));
  if (!r) throw new Error('not queued');
  return r;
};

describe('messages', () => {
  const order = {
    id: 'x',
    oid: 'MM-2026-000123',
    customerEmail: 'asha@example.in',
    customerName: 'Asha Patil',
    publicUrl: 'https://motomitra.in',
  };

  it('a status change names the order and the label the customer sees, with the garage note', () => {
    const mail = statusChangeEmail(order, 'inTransitDown', 'Washed and polished', 'MotoMitra');
    expect(mail.subject).toBe(`Order MM-2026-000123: ${STATUS_LABELS.inTransitDown}`);
    expect(mail.body).toContain('Hello Asha Patil,');
    expect(mail.body).toContain('Your order MM-2026-000123 is now: On the Way Back.');
    expect(mail.body).toContain('Note from the garage: Washed and polished');
    expect(mail.body).toContain('Team MotoMitra');
  });

  it('a cancellation gives the reason; the brand is a parameter', () => {
    const mail = statusChangeEmail(order, 'cancelled', 'Customer asked', 'BikeSeva');
    expect(mail.subject).toBe('Order MM-2026-000123: Cancelled');
    expect(mail.body).toContain('has been cancelled');
    expect(mail.body).toContain('Reason: Customer asked');
    expect(mail.body).toContain('Team BikeSeva');
  });

  it('a payment request shows the amount in rupees with Indian grouping', () => {
    const mail = paymentRequestedEmail(order, 12_345_600, 'https://x.in/api/pay/t');
    expect(mail.subject).toBe('Payment requested for order MM-2026-000123: ₹1,23,456');
    expect(mail.body).toContain('Pay Now');
  });
});

describe('enqueueEmail and the notify calls', () => {
  it('write in the caller’s transaction: a rollback leaves nothing queued, a commit queues each message', async () => {
    const order = await insertOrder(db(), asha.id);
    const notices = orderNotices({ brand: 'MotoMitra', publicUrl: t.config.publicUrl });
    const to = { customerId: asha.id, orderId: order.id };
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, to, notices.status(order, 'pickedUp'));
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await db().select().from(outbox)).toHaveLength(0);

    await db().transaction(async (tx) => {
      await notify(tx, to, notices.status(order, 'pickedUp'));
      await notify(tx, to, notices.paymentRequested(order, 149_900, 'tok'));
      await notify(tx, to, notices.paid(order, 'MM/26-27/000007'));
    });
    const all = await db().select().from(outbox).where(eq(outbox.orderId, order.id));
    // Without WhatsApp, the payment request (essential) goes by SMS too.
    expect(all.filter((r) => r.channel === 'sms').map((r) => r.template)).toEqual(['payment_request']);
    const rows = all.filter((r) => r.channel === 'email');
    expect(rows.map((r) => r.subject).sort()).toEqual(
      [
        `Order ${order.oid}: Vehicle Picked Up`,
        `Payment requested for order ${order.oid}: ₹1,499`,
        `Payment received for order ${order.oid}`,
      ].sort(),
    );
    expect(rows.every((r) => r.toAddress === asha.email && r.status === 'pending' && r.attempts === 0)).toBe(true);
    expect(rows.find((r) => r.subject.startsWith('Payment received'))?.body).toContain('MM/26-27/000007');
  });
});

describe('a customer’s own cancel', () => {
  it('queues the cancellation e-mail with the order and the reason, in the cancel’s transaction', async () => {
    const order = await insertOrder(db(), asha.id);
    const res = await as(t.app, asha, { method: 'POST', url: `/api/orders/${order.id}/cancel`, payload: {} });
    expect(res.statusCode).toBe(200);
    const queued = await db().select().from(outbox).where(eq(outbox.orderId, order.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ toAddress: asha.email, status: 'pending' });
    expect(queued[0]?.subject).toBe(`Order ${order.oid}: ${STATUS_LABELS.cancelled}`);
    expect(queued[0]?.body).toContain(`Your order ${order.oid} has been cancelled.`);
    expect(queued[0]?.body).toContain('Reason: Cancelled by the customer.');

    // Refused a second time (no longer new): nothing more is queued.
    const again = await as(t.app, asha, { method: 'POST', url: `/api/orders/${order.id}/cancel`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(await db().select().from(outbox).where(eq(outbox.orderId, order.id))).toHaveLength(1);
  });
});

describe('deliverDue', () => {
  it('sends what is due once, with the outbox id, and marks it sent', async () => {
    const queued = await queue('Due now');
    const { transport, sent } = recordingTransport();
    const now = new Date(Date.now() + 1000);
    expect(await deliverDue(db(), transport, now)).toEqual({ sent: 1, failed: 0, withdrawn: 0 });
    expect(sent).toEqual([{ id: queued.id, to: 'asha@example.in', subject: 'Due now', text: 'Body text' }]);
    const after = await row(queued.id);
    expect(after?.status).toBe('sent');
    expect(after?.sentAt?.getTime()).toBe(now.getTime());
    expect(after?.lockedUntil).toBeNull();
    expect(await deliverDue(db(), transport, new Date(now.getTime() + 10 * LEASE_MS))).toEqual({
      sent: 0,
      failed: 0,
      withdrawn: 0,
    });
    expect(sent).toHaveLength(1);
  });

  it('retries with backoff: 1 minute after the first failure, 2 after the second, then sends', async () => {
    const queued = await queue('Retry me');
    const { transport, sent, tries } = recordingTransport(2);
    const t0 = new Date(Date.now() + 1000);
    expect(await deliverDue(db(), transport, t0)).toEqual({ sent: 0, failed: 1, withdrawn: 0 });
    let r = await row(queued.id);
    expect(r).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 mail server busy', lockedUntil: null });
    expect(r?.nextAttemptAt.getTime()).toBe(t0.getTime() + MINUTE);

    // Not due before the backoff ends.
    expect(await deliverDue(db(), transport, new Date(t0.getTime() + 59_000))).toEqual({
      sent: 0,
      failed: 0,
      withdrawn: 0,
    });
    const t1 = new Date(t0.getTime() + MINUTE);
    expect(await deliverDue(db(), transport, t1)).toEqual({ sent: 0, failed: 1, withdrawn: 0 });
    r = await row(queued.id);
    expect(r?.attempts).toBe(2);
    expect(r?.nextAttemptAt.getTime()).toBe(t1.getTime() + 2 * MINUTE);

    const t2 = new Date(t1.getTime() + 2 * MINUTE);
    expect(await deliverDue(db(), transport, t2)).toEqual({ sent: 1, failed: 0, withdrawn: 0 });
    expect(tries()).toBe(3);
    expect(sent.map((m) => m.id)).toEqual([queued.id]);
    r = await row(queued.id);
    expect(r).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('backs off 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffMs(n) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: status failed, never tried again`, async () => {
    const queued = await queue('Bad address');
    const { transport, tries } = recordingTransport(1000);
    let now = Date.now() + 1000;
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      expect(await deliverDue(db(), transport, new Date(now))).toEqual({ sent: 0, failed: 1, withdrawn: 0 });
      now += backoffMs(i);
    }
    expect(await row(queued.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await deliverDue(db(), transport, new Date(now + 24 * 60 * MINUTE))).toEqual({
      sent: 0,
      failed: 0,
      withdrawn: 0,
    });
    expect(tries()).toBe(MAX_ATTEMPTS);
  });

  it('a worker that dies after claiming loses nothing: after the lease the message is sent exactly once', async () => {
    const queued = await queue('Survives a crash');
    const t0 = new Date(Date.now() + 1000);
    // The first worker claims the message and dies before sending it.
    const claimed = await claimDue(db(), t0);
    expect(claimed.map((c) => c.id)).toEqual([queued.id]);
    expect((await row(queued.id))?.lockedUntil?.getTime()).toBe(t0.getTime() + LEASE_MS);

    const { transport, sent } = recordingTransport();
    // While the lease runs, no other worker takes it.
    expect(await deliverDue(db(), transport, new Date(t0.getTime() + LEASE_MS - 1000))).toEqual({
      sent: 0,
      failed: 0,
      withdrawn: 0,
    });
    // After the lease, a restarted worker sends it; later runs do not send it again.
    const after = new Date(t0.getTime() + LEASE_MS);
    expect(await deliverDue(db(), transport, after)).toEqual({ sent: 1, failed: 0, withdrawn: 0 });
    expect(await deliverDue(db(), transport, new Date(after.getTime() + 10 * LEASE_MS))).toEqual({
      sent: 0,
      failed: 0,
      withdrawn: 0,
    });
    expect(sent.map((m) => m.id)).toEqual([queued.id]);
    expect((await row(queued.id))?.status).toBe('sent');
  });

  it('two workers at once send each message once', async () => {
    // Five recipients, three messages each: recipients go in parallel, each one's messages one after another.
    for (let i = 0; i < 15; i++) await queue(`Parallel ${i}`, `reader${i % 5}@example.in`);
    const a = recordingTransport();
    const b = recordingTransport();
    const now = new Date(Date.now() + 1000);
    const results = await Promise.all([
      deliverDue(db(), a.transport, now, { batchSize: 5 }),
      deliverDue(db(), b.transport, now, { batchSize: 5 }),
      deliverDue(db(), a.transport, now, { batchSize: 5 }),
      deliverDue(db(), b.transport, now, { batchSize: 5 }),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(15);
    const ids = [...a.sent, ...b.sent].map((m) => m.id);
    expect(new Set(ids).size).toBe(15);
    expect(ids).toHaveLength(15);
  });
});

describe('one recipient’s messages, in the order they were written', () => {
  const mail = (to: string, subject: string) => ({ orderId: null, to, subject, body: `${subject} body` });

  it('go one after another in that order, also when one transaction wrote them; other recipients go alongside', async () => {
    await enqueueEmails(db(), [
      mail('asha@example.in', 'A1'),
      mail('asha@example.in', 'A2'),
      mail('ravi@example.in', 'R1'),
      mail('Asha@Example.in', 'A3'),
      mail('ravi@example.in', 'R2'),
    ]);
    const now = new Date(Date.now() + 1000);
    // One claim takes the oldest message of each recipient, and nothing behind it.
    expect((await claimDue(db(), now)).map((m) => m.subject)).toEqual(['A1', 'R1']);
    await db().update(outbox).set({ lockedUntil: null });

    const { transport, sent } = recordingTransport();
    expect(await deliverDue(db(), transport, now)).toEqual({ sent: 5, failed: 0, withdrawn: 0 });
    const to = (who: RegExp) => sent.filter((m) => who.test(m.to)).map((m) => m.subject);
    expect(to(/^asha/i)).toEqual(['A1', 'A2', 'A3']);
    expect(to(/^ravi/)).toEqual(['R1', 'R2']);
  });

  it('a message waiting for its retry holds back its recipient’s later ones, only theirs; given up, it holds back nothing', async () => {
    await enqueueEmails(db(), [
      mail('asha@example.in', 'Booking confirmed'),
      mail('asha@example.in', 'Delivered'),
      mail('ravi@example.in', 'R1'),
      mail('ravi@example.in', 'R2'),
    ]);
    const sent: string[] = [];
    const transport: MailTransport = {
      async send(m) {
        if (m.subject === 'Booking confirmed') throw new Error('451 try again later');
        sent.push(m.subject);
      },
    };
    let now = Date.now() + 1000;
    expect(await deliverDue(db(), transport, new Date(now))).toEqual({ sent: 2, failed: 1, withdrawn: 0 });
    expect(sent).toEqual(['R1', 'R2']);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now += backoffMs(attempt - 1);
      // Not one attempt sends "Delivered" before "Booking confirmed" is given up.
      expect(sent).not.toContain('Delivered');
      await deliverDue(db(), transport, new Date(now));
    }
    const [confirmed] = await db().select().from(outbox).where(eq(outbox.subject, 'Booking confirmed'));
    expect(confirmed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(sent).toEqual(['R1', 'R2', 'Delivered']);
  });
});

describe('a password-reset e-mail', () => {
  const resetMails = async (to: string) =>
    db().select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(outbox.seq);
  const tokenIn = (text: string) => /#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const resetRows = (customerId: string) =>
    db().select().from(passwordResets).where(eq(passwordResets.customerId, customerId));

  it('whose link has expired by its turn is withdrawn, never sent, and says why in /ops/outbox', async () => {
    const c = await quickCustomer(t);
    await requestPasswordReset(t.app, c.email);
    const [queued] = await resetMails(c.email);
    const token = tokenIn(queued?.body ?? '');
    expect(token).toBeDefined();
    const { transport, sent } = recordingTransport();
    const later = new Date(Date.now() + (RESET_LINK_MINUTES + 1) * MINUTE);
    expect(await deliverDue(db(), transport, later)).toEqual({ sent: 0, failed: 0, withdrawn: 1 });
    expect(sent).toEqual([]);
    const [row] = await resetMails(c.email);
    expect(row).toMatchObject({ status: 'withdrawn', sentAt: null, lockedUntil: null });
    expect(row?.lastError).toMatch(/expired/);
    expect(row?.body).not.toContain(token);
    expect(row?.body).toContain(SECRET_REMOVED);

    const listed = (await as(t.app, op, { method: 'GET', url: '/api/ops/outbox?status=withdrawn' })).json();
    expect(listed.messages.find((m: { _id: string }) => m._id === row?.id)).toMatchObject({
      status: 'withdrawn',
      lastError: row?.lastError,
      sentAt: null,
    });
  });

  it('is withdrawn when a newer link to the address waits behind it, or its link was used meanwhile', async () => {
    const c = await quickCustomer(t);
    await requestPasswordReset(t.app, c.email);
    await requestPasswordReset(t.app, c.email);
    const { transport, sent } = recordingTransport();
    const now = new Date(Date.now() + 1000);
    expect(await deliverDue(db(), transport, now)).toEqual({ sent: 1, failed: 0, withdrawn: 1 });
    const [older, newer] = await resetMails(c.email);
    expect(older).toMatchObject({ status: 'withdrawn' });
    expect(older?.lastError).toMatch(/newer reset link/);
    expect(newer).toMatchObject({ status: 'sent' });
    expect(sent.map((m) => m.id)).toEqual([newer?.id]);
    // The link never sent is ended; the one sent still works.
    expect(await resetRows(c.id)).toHaveLength(1);

    const d = await quickCustomer(t);
    await requestPasswordReset(t.app, d.email);
    const [queued] = await resetMails(d.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/customer/password/reset',
      headers: json,
      payload: { token: tokenIn(queued?.body ?? ''), password: 'Fresh#Start42' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await deliverDue(db(), transport, now)).toMatchObject({ sent: 1, withdrawn: 1 });
    const [used] = await resetMails(d.email);
    expect(used).toMatchObject({ status: 'withdrawn' });
    expect(used?.lastError).toMatch(/used/);
    // What was sent is the notice that the password changed, not the used link.
    expect(sent.at(-1)?.subject).toMatch(/password .* was changed/);
  });

  it('keeps no working link in its row once sent or given up; the link sent still works', async () => {
    const c = await quickCustomer(t);
    await requestPasswordReset(t.app, c.email);
    const { transport, sent } = recordingTransport();
    await deliverDue(db(), transport, new Date(Date.now() + 1000));
    const token = tokenIn(sent[0]?.text ?? '');
    expect(token).toBeDefined();
    const [row] = await resetMails(c.email);
    expect(row?.status).toBe('sent');
    expect(JSON.stringify(row)).not.toContain(token);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/customer/password/reset',
      headers: json,
      payload: { token, password: 'Fresh#Start42' },
    });
    expect(reset.statusCode).toBe(200);

    const d = await quickCustomer(t);
    await requestPasswordReset(t.app, d.email);
    // A link that outlives the retries (8 tries take about two hours), so that the message is given up, not withdrawn.
    await db()
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() + 24 * 60 * MINUTE) })
      .where(eq(passwordResets.customerId, d.id));
    const failing = recordingTransport(1000);
    let now = Date.now() + 1000;
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      const [pending] = await resetMails(d.email);
      // Kept while it may still be sent.
      expect(tokenIn(pending?.body ?? '')).not.toBe('removed');
      await deliverDue(db(), failing.transport, new Date(now));
      now += backoffMs(i);
    }
    const [givenUp] = await resetMails(d.email);
    expect(givenUp?.status).toBe('failed');
    expect(tokenIn(givenUp?.body ?? '')).toBe('removed');
  });
});

describe('claiming on PostgreSQL', () => {
  it('skips messages another worker has locked instead of waiting for them or taking them too', async () => {
    const queued = [];
    for (let i = 0; i < 10; i++) queued.push(await queue(`Locked ${i}`, `reader${i}@example.in`));
    // Another connection of the pool, in a transaction of its own.
    const other = await db().$client.connect();
    try {
      await other.query('begin');
      const locked = await other.query<{ id: string }>(
        `select id from outbox where subject like 'Locked %' order by subject limit 5 for update`,
      );
      const claimed = await claimDue(db(), new Date(Date.now() + 1000), { batchSize: 20 });
      const lockedIds = locked.rows.map((r) => r.id);
      expect(claimed.map((c) => c.id).sort()).toEqual(
        queued
          .map((q) => q.id)
          .filter((id) => !lockedIds.includes(id))
          .sort(),
      );
    } finally {
      await other.query('rollback');
      other.release();
    }
  });
});

describe('SMTP delivery (a real conversation with a local test server)', () => {
  it('sends the message with our From, the Message-ID from the outbox id, and marks it sent', async () => {
    const smtp = await startSmtpServer();
    const transport = await smtpTransport(smtp.url, 'MotoMitra <no-reply@motomitra.in>');
    try {
      const order = await insertOrder(db(), asha.id);
      const notices = orderNotices({ brand: 'MotoMitra', publicUrl: 'https://x.in' });
      await notify(db(), { customerId: asha.id, orderId: order.id }, notices.status(order, 'pickedUp'));
      const [queued] = await db().select().from(outbox).where(eq(outbox.orderId, order.id));
      if (!queued) throw new Error('not queued');
      expect(await deliverDue(db(), transport, new Date(Date.now() + 1000))).toEqual({
        sent: 1,
        failed: 0,
        withdrawn: 0,
      });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.from).toBe('<no-reply@motomitra.in>');
      expect(mail?.to).toEqual([`<${asha.email}>`]);
      expect(mail?.data).toMatch(/^From: MotoMitra <no-reply@motomitra\.in>$/m);
      expect(mail?.data).toMatch(new RegExp(`^Message-ID: <outbox\\.${queued.id}@motomitra\\.in>$`, 'mi'));
      expect(mail?.data).toContain(`Subject: Order ${order.oid}: Vehicle Picked Up`);
      expect(mail?.data).toMatch(/^Content-Transfer-Encoding: quoted-printable$/m);
      const text = decodeQuotedPrintable((mail?.data ?? '').split('\r\n\r\n').slice(1).join('\r\n\r\n'));
      expect(text.replaceAll('\r\n', '\n')).toBe(queued.body);
      expect(text).toContain('is now: Vehicle Picked Up.');
      expect((await row(queued.id))?.status).toBe('sent');
    } finally {
      transport.close?.();
      await smtp.close();
    }
  });

  it('a refused recipient is recorded as a failed attempt with the server’s answer, to be retried', async () => {
    const smtp = await startSmtpServer({ rejectRecipient: true });
    const transport = await smtpTransport(smtp.url, 'MotoMitra <no-reply@motomitra.in>');
    try {
      const queued = await queue('Refused');
      expect(await deliverDue(db(), transport, new Date(Date.now() + 1000))).toEqual({
        sent: 0,
        failed: 1,
        withdrawn: 0,
      });
      const r = await row(queued.id);
      expect(r).toMatchObject({ status: 'pending', attempts: 1 });
      expect(r?.lastError).toContain('550');
      expect(smtp.received).toHaveLength(0);
    } finally {
      transport.close?.();
      await smtp.close();
    }
  });
});

describe('startOutboxWorker', () => {
  it('without SMTP_URL sends nothing and never polls: messages stay pending and readable', async () => {
    expect(t.app.config.mail.smtpUrl).toBeNull();
    const queued = await queue('No SMTP');
    const createTransport = vi.spyOn(nodemailer, 'createTransport');
    const info = vi.spyOn(t.app.log, 'info');
    // Fake timers count what the worker schedules: a worker that polls has set its first timer by the time it returns
    // (the next test shows it), before anything else could set one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] });
    try {
      const stop = startOutboxWorker(t.app);
      expect(vi.getTimerCount()).toBe(0);
      await stop();
      expect(createTransport).not.toHaveBeenCalled();
      expect(info).toHaveBeenCalledWith(
        'SMTP_URL is not set: customer e-mails stay in the outbox, readable by operators',
      );
    } finally {
      vi.useRealTimers();
      createTransport.mockRestore();
      info.mockRestore();
    }
    expect(await row(queued.id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null, lockedUntil: null });
  });

  it('with a transport, schedules its first poll at once', async () => {
    const { transport } = recordingTransport();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] });
    try {
      const stop = startOutboxWorker(t.app, transport);
      expect(vi.getTimerCount()).toBe(1);
      await stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('with a transport, delivers in the background until stopped', async () => {
    const queued = await queue('Background');
    const { transport, sent } = recordingTransport();
    const stop = startOutboxWorker(t.app, transport);
    try {
      await vi.waitFor(() => expect(sent.map((m) => m.id)).toEqual([queued.id]), { timeout: 10_000 });
    } finally {
      await stop();
    }
    expect((await row(queued.id))?.status).toBe('sent');
  });
});

describe('GET /api/ops/outbox', () => {
  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/outbox' })).statusCode).toBe(401);
    const res = await as(t.app, asha, { method: 'GET', url: '/api/ops/outbox' });
    expect(res.statusCode).toBe(403);
    expect(JSON.stringify(res.json())).not.toContain('@');
  });

  it('lists messages newest first with status, attempts and errors, filtered by status and paged', async () => {
    const failing = await queue('Will fail once');
    await deliverDue(db(), recordingTransport(1).transport, new Date(Date.now() + 1000));
    for (let i = 0; i < OUTBOX_PAGE_SIZE + 2; i++) await queue(`Pending ${i}`);

    const all = await as(t.app, op, { method: 'GET', url: '/api/ops/outbox' });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ success: true, total: OUTBOX_PAGE_SIZE + 3, page: 1, pageSize: OUTBOX_PAGE_SIZE });
    expect(body.delivering).toBe(false);
    expect(body.messages).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(body.messages[0]).toMatchObject({ subject: `Pending ${OUTBOX_PAGE_SIZE + 1}`, status: 'pending' });
    const page2 = (await as(t.app, op, { method: 'GET', url: '/api/ops/outbox?page=2' })).json();
    expect(page2.messages).toHaveLength(3);

    const retried = (await as(t.app, op, { method: 'GET', url: '/api/ops/outbox?status=pending&page=2' })).json();
    const failed = retried.messages.find((m: { _id: string }) => m._id === failing.id);
    expect(failed).toMatchObject({
      to: 'asha@example.in',
      subject: 'Will fail once',
      body: 'Body text',
      status: 'pending',
      attempts: 1,
      lastError: '421 mail server busy',
      sentAt: null,
    });
    expect(new Date(failed.createdAt).getTime()).toBeGreaterThan(0);

    const sentOnly = (await as(t.app, op, { method: 'GET', url: '/api/ops/outbox?status=sent' })).json();
    expect(sentOnly.total).toBe(0);
    const bad = await as(t.app, op, { method: 'GET', url: '/api/ops/outbox?status=lost' });
    expect(bad.statusCode).toBe(400);
  });
});
