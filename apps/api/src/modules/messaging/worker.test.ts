// The WhatsApp and SMS worker against the fake providers: what it hands each one, what it keeps of their answers, a
// retry after a passing failure, a refusal for good (with the SMS stand-in of an essential message), one number's
// messages in order, a channel without a provider left alone, and a stop that gives back what it did not send.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { type FakeChannels, startFakeChannels } from '../../testing/fake-channels.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type PhoneMessage, queuePhoneMessages } from './queue.ts';
import { configuredClients, deliverDuePhone, type PhoneClients, startPhoneWorker } from './worker.ts';

let t: TestApp;
let fakes: FakeChannels;
let clients: PhoneClients;
const db = () => t.database.db;
const MINUTE = 60_000;

beforeAll(async () => {
  fakes = await startFakeChannels();
  t = await createTestApp({ messaging: fakes.messaging });
  clients = configuredClients(t.app);
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(async () => {
  await db().delete(outbox);
  fakes.whatsapp.received.length = 0;
  fakes.sms.received.length = 0;
});

const code = (to: string, channel: 'whatsapp' | 'sms', value = '482913'): PhoneMessage => ({
  channel,
  to,
  customerId: null,
  orderId: null,
  template: 'login_code',
  language: 'en',
  values: [value],
  secret: true,
});
const pickedUp = (to: string, n: string): PhoneMessage => ({
  channel: 'whatsapp',
  to,
  customerId: null,
  orderId: null,
  template: 'order_picked_up',
  language: 'hi',
  values: ['Asha', n, 'https://motomitra.in/hi/my-account/orders'],
});
/** A second on: the rows' times are PostgreSQL's, to the microsecond, and may be later than this millisecond. */
const soon = () => new Date(Date.now() + 1000);
const rows = () => db().select().from(outbox).orderBy(outbox.seq);

describe('the phone worker', () => {
  it('sends a template in its language with its values and buttons, and keeps the provider’s id', async () => {
    await queuePhoneMessages(db(), [
      { ...pickedUp('+919822098220', 'MM-1'), template: 'extra_work_approval', payloads: ['approve:x', 'decline:x'] },
      code('+919822098221', 'sms'),
    ]);
    expect(await deliverDuePhone(db(), clients, soon())).toEqual({ sent: 2, failed: 0 });
    const [wa, sms] = await rows();
    expect(fakes.whatsapp.received[0]).toMatchObject({ id: wa?.providerMessageId, to: '919822098220' });
    expect(fakes.whatsapp.received[0]?.template).toMatchObject({ name: 'extra_work_approval', language: 'hi' });
    expect(fakes.whatsapp.received[0]?.template?.buttons.map((b) => b.parameter)).toEqual(['approve:x', 'decline:x']);
    expect(fakes.sms.received[0]).toMatchObject({ requestId: sms?.providerMessageId, mobile: '919822098221' });
    expect(fakes.sms.received[0]?.values).toEqual(['482913']);
    for (const row of [wa, sms]) expect(row).toMatchObject({ status: 'sent', deliveryStatus: 'sent', lastError: null });
  });

  it('sends an operator’s free text (a row without a template) as WhatsApp text', async () => {
    await db().insert(outbox).values({
      channel: 'whatsapp',
      toAddress: '+919822098225',
      subject: 'Reply from the garage',
      body: 'Your bike is ready at 5 pm.',
    });
    expect(await deliverDuePhone(db(), clients, soon())).toEqual({ sent: 1, failed: 0 });
    expect(fakes.whatsapp.received[0]).toMatchObject({
      to: '919822098225',
      type: 'text',
      text: 'Your bike is ready at 5 pm.',
    });
    expect((await rows())[0]).toMatchObject({ status: 'sent', providerMessageId: fakes.whatsapp.received[0]?.id });
  });

  it('tries again after a passing failure, and then sends', async () => {
    await queuePhoneMessages(db(), [pickedUp('+919822098230', 'MM-2')]);
    fakes.whatsapp.failNext({ status: 503, code: 131000, message: 'Something went wrong' });
    const now = soon();
    expect(await deliverDuePhone(db(), clients, now)).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('HTTP 503');
    expect(waiting?.nextAttemptAt.getTime()).toBe(now.getTime() + MINUTE);
    // Not before its time.
    expect(await deliverDuePhone(db(), clients, now)).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDuePhone(db(), clients, new Date(now.getTime() + MINUTE))).toEqual({ sent: 1, failed: 0 });
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(fakes.whatsapp.received).toHaveLength(1);
  });

  it('stops at a refusal for good, and an essential message then goes by SMS once', async () => {
    await queuePhoneMessages(db(), [code('+919822098240', 'whatsapp', '111222'), pickedUp('+919822098241', 'MM-3')]);
    fakes.whatsapp.failNext(
      { status: 400, code: 132001, message: 'Template name does not exist in the translation' },
      { status: 400, code: 131026, message: 'Message undeliverable' },
    );
    expect(await deliverDuePhone(db(), clients, soon())).toEqual({ sent: 1, failed: 2 });
    const all = await rows();
    const [login, picked, standIn] = all;
    expect(login).toMatchObject({ status: 'failed', attempts: 1 });
    expect(login?.lastError).toContain('Template name does not exist');
    expect(picked).toMatchObject({ status: 'failed' });
    // The code's stand-in was queued and sent in the same run; the picked-up notice is not essential: none.
    expect(all).toHaveLength(3);
    expect(standIn).toMatchObject({
      channel: 'sms',
      fallbackOf: login?.id,
      status: 'sent',
      toAddress: '+919822098240',
    });
    expect(fakes.sms.received.map((m) => m.values)).toEqual([['111222']]);
    expect(fakes.whatsapp.requests()).toBeGreaterThanOrEqual(2);
  });

  it('keeps one number’s messages in order while the first waits for its retry; other numbers go on', async () => {
    await queuePhoneMessages(db(), [
      pickedUp('+919822098250', 'MM-first'),
      pickedUp('+919822098250', 'MM-second'),
      pickedUp('+919822098251', 'MM-other'),
      // The same number by SMS is another queue: a code is not held back by a WhatsApp retry.
      code('+919822098250', 'sms'),
    ]);
    fakes.whatsapp.failNext('network');
    const now = soon();
    expect(await deliverDuePhone(db(), clients, now)).toEqual({ sent: 2, failed: 1 });
    expect(fakes.whatsapp.received.map((m) => m.template?.body[1])).toEqual(['MM-other']);
    expect(fakes.sms.received).toHaveLength(1);
    await deliverDuePhone(db(), clients, new Date(now.getTime() + MINUTE));
    expect(fakes.whatsapp.received.map((m) => m.template?.body[1])).toEqual(['MM-other', 'MM-first', 'MM-second']);
  });

  it('leaves a channel without a provider in the outbox, where a developer reads it', async () => {
    await queuePhoneMessages(db(), [code('+919822098260', 'sms'), pickedUp('+919822098260', 'MM-4')]);
    expect(await deliverDuePhone(db(), { whatsapp: clients.whatsapp, sms: null }, soon())).toEqual({
      sent: 1,
      failed: 0,
    });
    const [sms] = await db().select().from(outbox).where(eq(outbox.channel, 'sms'));
    expect(sms).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    expect(fakes.sms.received).toHaveLength(0);
  });

  it('gives back the leases of what a stopped run did not send', async () => {
    await queuePhoneMessages(db(), [pickedUp('+919822098270', 'MM-5'), pickedUp('+919822098271', 'MM-6')]);
    let asked = 0;
    const counts = await deliverDuePhone(db(), clients, soon(), { stopping: () => asked++ > 0 });
    expect(counts).toEqual({ sent: 1, failed: 0 });
    const left = (await rows()).filter((r) => r.status === 'pending');
    expect(left).toHaveLength(1);
    expect(left[0]?.lockedUntil).toBeNull();
  });

  it('stops after the message it is sending, without waiting for the rest of its batch', async () => {
    await queuePhoneMessages(
      db(),
      [1, 2, 3, 4].map((n) => pickedUp(`+91982209828${n}`, `MM-${n}`)),
    );
    let started!: () => void;
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    const slow: PhoneClients = {
      sms: null,
      whatsapp: {
        sendTemplate: async () => {
          started();
          await released;
          return `wamid.slow-${++sent}`;
        },
        sendText: async () => 'wamid.unused',
      },
    };
    const stop = startPhoneWorker(t.app, slow);
    await sending;
    const stopped = stop();
    release();
    await stopped;
    const all = await rows();
    expect(all.filter((r) => r.status === 'sent')).toHaveLength(1);
    expect(all.filter((r) => r.status === 'pending' && r.lockedUntil === null)).toHaveLength(3);
  });
});
