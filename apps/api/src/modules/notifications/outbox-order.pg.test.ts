// Found in real use: 28 e-mails of four customers waited while SMTP was off; turned on, they went out scrambled
// ("Booking confirmed" after "Delivered"). Here two API instances on one database deliver them through a real SMTP
// conversation with a local server that records the order it accepts them in; one customer's mailbox is busy at the
// first try. Each customer's messages arrive in the order they were written, and a reset link that expired while
// waiting is never delivered.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { placeTestOrder, quickCustomer, type Shopper } from '../../testing/booking.ts';
import { as } from '../../testing/customers.ts';
import { handOverWithCode } from '../../testing/handover.ts';
import { loginOperator } from '../../testing/operators.ts';
import { outboxIdOf, startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server.ts';
import { startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';
import { RESET_LINK_MINUTES } from './account-emails.ts';
import { type DeliveryCounts, deliverDue, type MailTransport, smtpTransport } from './outbox.ts';

let setup: TwoInstances;
let smtp: TestSmtpServer;
const transports: MailTransport[] = [];

beforeAll(async () => {
  setup = await startTwoInstances();
});
afterAll(async () => {
  for (const transport of transports) transport.close?.();
  await smtp?.close();
  await setup?.close();
});

const MINUTE = 60_000;

describe('customer e-mails queued while SMTP was off, then sent by two instances', () => {
  it('reach each customer in the order they were written; an expired reset link never goes', async () => {
    const { t } = setup;
    const op = await loginOperator(t);
    const people: Shopper[] = [];
    for (let i = 0; i < 4; i++) people.push(await quickCustomer(t));
    const orders = new Map<string, string>();
    const ops = (path: string, payload: Record<string, unknown>) =>
      as(t.app, op, { method: 'POST', url: `/api/ops/orders/${path}`, payload });
    // Seven e-mails each, written turn by turn across the four customers, as a day at the garage writes them.
    const steps: ((c: Shopper) => Promise<unknown>)[] = [
      async (c) => orders.set(c.id, (await placeTestOrder(t, c))._id),
      (c) => t.app.inject({ method: 'POST', url: '/api/customer/password/forgot', payload: { email: c.email } }),
      (c) => handOverWithCode(t, op, orders.get(c.id) ?? '', 'pickup'),
      (c) => ops(`${orders.get(c.id)}/status`, { to: 'inService' }),
      (c) => ops(`${orders.get(c.id)}/status`, { to: 'inTransitDown' }),
      (c) => ops(`${orders.get(c.id)}/request-payment`, {}),
      (c) => handOverWithCode(t, op, orders.get(c.id) ?? '', 'drop', { unpaidReason: 'Customer pays at the counter' }),
    ];
    for (const step of steps) {
      for (const c of people) {
        const res = (await step(c)) as { statusCode?: number; body?: string } | undefined;
        if (res?.statusCode !== undefined) expect(res.statusCode, res.body).toBe(200);
      }
    }
    await t.app.afterReply.settled();
    // The e-mails (the booking confirmed and the payment request also go by SMS, which this worker never sends).
    const queued = await t.database.db.select().from(outbox).where(eq(outbox.channel, 'email')).orderBy(outbox.seq);
    expect(queued).toHaveLength(28);
    expect(queued.every((m) => m.status === 'pending')).toBe(true);

    // SMTP comes on 40 minutes later (the reset links have expired); the second customer's mailbox is busy at first.
    const busy = people[1]?.email ?? '';
    smtp = await startSmtpServer({ busyOnceFor: [busy] });
    for (let i = 0; i < 4; i++) transports.push(await smtpTransport(smtp.url, 'MotoMitra <no-reply@motomitra.in>'));
    const [a, b] = setup.instances;
    const deliverAt = async (at: Date) => {
      const runs = await Promise.all([
        deliverDue(a.database.db, transports[0] as MailTransport, at),
        deliverDue(b.database.db, transports[1] as MailTransport, at),
        deliverDue(a.database.db, transports[2] as MailTransport, at),
        deliverDue(b.database.db, transports[3] as MailTransport, at),
      ]);
      return runs.reduce<DeliveryCounts>(
        (sum, r) => ({
          sent: sum.sent + r.sent,
          failed: sum.failed + r.failed,
          withdrawn: sum.withdrawn + r.withdrawn,
        }),
        { sent: 0, failed: 0, withdrawn: 0 },
      );
    };
    const on = Date.now() + (RESET_LINK_MINUTES + 10) * MINUTE;
    // The busy mailbox's first message waits a minute for its retry, and the six behind it with it.
    expect(await deliverAt(new Date(on))).toEqual({ sent: 18, failed: 1, withdrawn: 3 });
    expect(await deliverAt(new Date(on + MINUTE))).toEqual({ sent: 6, failed: 0, withdrawn: 1 });

    const byId = new Map(queued.map((m) => [m.id, m]));
    const arrived = smtp.received.map((mail) => byId.get(outboxIdOf(mail) ?? ''));
    expect(arrived.every(Boolean)).toBe(true);
    for (const c of people) {
      const written = queued.filter((m) => m.toAddress === c.email && !m.secret).map((m) => m.subject);
      const received = arrived.filter((m) => m?.toAddress === c.email).map((m) => m?.subject);
      expect(received, c.email).toEqual(written);
      expect(received[0]).toMatch(/^Booking confirmed/);
      expect(received.at(-1)).toMatch(/Delivered$/);
    }
    // The expired reset links: never delivered, withdrawn with the reason, their links gone from the rows.
    expect(arrived.some((m) => m?.secret)).toBe(false);
    const resets = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.secret, true), eq(outbox.channel, 'email')));
    expect(resets).toHaveLength(4);
    for (const r of resets) {
      expect(r).toMatchObject({ status: 'withdrawn', sentAt: null });
      expect(r.lastError).toMatch(/expired/);
      expect(r.body).toContain('#token=removed');
    }
  });
});
