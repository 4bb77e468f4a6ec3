// A dead login code leaves its outbox row: the code of a row older than FORGET_CODES_AFTER_MINUTES is replaced in its
// values and body (a pending one withdrawn), a younger one kept; other templates and e-mails untouched; a second run
// changes nothing; the query uses its partial index; `npm run codes` and the SMS stand-in leave a forgotten code alone;
// and the worker's loop forgets codes where no provider is configured.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { enqueueEmail } from '../notifications/outbox-queue.ts';
import { latestCodes } from './codes.ts';
import { FORGET_CODES_AFTER_MINUTES, FORGOTTEN_CODE, forgetDeadCodes } from './forget-codes.ts';
import { type PhoneMessage, queuePhoneMessages } from './queue.ts';
import { startPhoneWorker } from './worker.ts';
import { queueSmsStandIn } from './worker-fallback.ts';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t?.close());
beforeEach(async () => {
  await db().delete(outbox);
});

const code = (to: string, value: string, channel: 'sms' | 'whatsapp' = 'sms'): PhoneMessage => ({
  channel,
  to,
  customerId: null,
  orderId: null,
  template: 'login_code',
  language: 'mr',
  values: [value],
  secret: true,
});
const pickedUp: PhoneMessage = {
  channel: 'whatsapp',
  to: '+919822000009',
  customerId: null,
  orderId: null,
  template: 'order_picked_up',
  language: 'en',
  values: ['Asha', 'MM-1', 'https://motomitra.in/my-account/orders'],
};
const rows = () => db().select().from(outbox).orderBy(outbox.seq);
/** Makes every row to `to` (every row, without one) `minutes` old. */
const age = (minutes: number, to?: string) =>
  db().execute(sql`update outbox set created_at = now() - make_interval(mins => ${minutes})
                    where ${to ?? null}::text is null or to_address = ${to ?? null}`);

describe('forgetDeadCodes', () => {
  it('forgets a code 16 minutes old in its values and body, keeps one 10 minutes old, and nothing else', async () => {
    await queuePhoneMessages(db(), [code('+919822000001', '111111'), code('+919822000001', '111111', 'whatsapp')]);
    await queuePhoneMessages(db(), [pickedUp]);
    await enqueueEmail(db(), { orderId: null, to: 'a@example.com', subject: 'Reset', body: 'go 111111', secret: true });
    await age(16);
    await queuePhoneMessages(db(), [code('+919822000002', '222222')]);
    await age(10, '+919822000002');
    await db().update(outbox).set({ status: 'sent' }).where(eq(outbox.channel, 'sms'));
    const before = await rows();

    expect(await forgetDeadCodes(db(), new Date())).toBe(2);
    const after = await rows();
    const [sms, wa, other, mail, young] = after;
    expect(sms?.variables).toEqual([FORGOTTEN_CODE]);
    expect(sms?.body).toBe(before[0]?.body.replace('111111', FORGOTTEN_CODE));
    expect(sms?.body).toContain('लॉग इन कोड');
    expect(sms?.body).not.toContain('111111');
    expect(sms).toMatchObject({ status: 'sent', lastError: null });
    // One still waiting to go is not sent with its code gone: it is withdrawn, and says why.
    expect(wa).toMatchObject({ variables: [FORGOTTEN_CODE], status: 'withdrawn', lockedUntil: null });
    expect(wa?.lastError).toContain('expired');
    expect([other, mail, young]).toEqual(before.slice(2));
    expect(young?.variables).toEqual(['222222']);

    expect(await forgetDeadCodes(db(), new Date())).toBe(0);
    expect(await rows()).toEqual(after);
    // Later the young one goes too.
    expect(await forgetDeadCodes(db(), new Date(Date.now() + 6 * 60_000))).toBe(1);
  });

  it('finds the codes through its partial index', async () => {
    await queuePhoneMessages(db(), [code('+919822000001', '111111')]);
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // The statement as forgetDeadCodes runs it, explained and rolled back.
      const explained = await tx.execute(sql`explain update outbox set variables = variables
         where template = 'login_code' and (variables ->> 0) <> ${sql.raw(`'${FORGOTTEN_CODE}'`)}
           and created_at < ${new Date()}`);
      return explained.rows.map((r) => Object.values(r).join('')).join('\n');
    });
    expect(plan).toContain('outbox_live_codes');
  });

  it('leaves `npm run codes` the live codes only, and gives a forgotten WhatsApp code no SMS stand-in', async () => {
    await queuePhoneMessages(db(), [code('+919822000001', '111111', 'whatsapp')]);
    await age(FORGET_CODES_AFTER_MINUTES + 1);
    await queuePhoneMessages(db(), [code('+919822000002', '222222')]);
    await db().update(outbox).set({ status: 'sent' });
    await forgetDeadCodes(db(), new Date());
    expect((await latestCodes(db(), { now: new Date(Date.now() + 60_000) })).map((c) => c.code)).toEqual(['222222']);
    const [wa] = await rows();
    expect(await queueSmsStandIn(db(), wa?.id ?? '')).toBe(false);
    expect(await rows()).toHaveLength(2);
  });

  it('runs in the worker’s loop where no provider is configured', async () => {
    await queuePhoneMessages(db(), [code('+919822000001', '111111')]);
    await age(16);
    const stop = startPhoneWorker(t.app, { whatsapp: null, sms: null });
    try {
      await expect.poll(async () => (await rows())[0]?.variables, { timeout: 5000 }).toEqual([FORGOTTEN_CODE]);
    } finally {
      await stop();
    }
    expect((await rows())[0]).toMatchObject({ status: 'withdrawn' });
  });
});
