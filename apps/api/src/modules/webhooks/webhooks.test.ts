// /api/webhooks/whatsapp against the real API and the fake providers: Meta's handshake, a signature checked before
// anything is read (a forged one changes nothing), statuses kept at the furthest however they arrive, one SMS for a
// failed essential message however often Meta repeats it, a STOP that turns WhatsApp off, and every other message
// handed to the conversation. The booking's confirmation goes first, on WhatsApp, in the customer's Marathi.
import { createHmac } from 'node:crypto';
import { TIME_SLOTS } from '@motomitra/domain/constants';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consents, customers, outbox } from '../../db/schema.ts';
import { metrics } from '../../plugins/metrics.ts';
import { placeTestOrder, quickCustomer, type Shopper } from '../../testing/booking.ts';
import { FAKE_CREDENTIALS, type FakeChannels, startFakeChannels } from '../../testing/fake-channels.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { channelsOf, recordConsent } from '../customers/channels.ts';
import { handleInbound } from '../messaging/inbound.ts';
import { notify } from '../messaging/notify.ts';
import { queuePhoneMessages } from '../messaging/queue.ts';
import { configuredClients, deliverDuePhone, type PhoneClients } from '../messaging/worker.ts';

// The real conversation code runs; the spy only says what it was handed.
vi.mock('../messaging/inbound.ts', async (original) => {
  const real = await original<typeof import('../messaging/inbound.ts')>();
  return { ...real, handleInbound: vi.fn(real.handleInbound) };
});

let t: TestApp;
let fakes: FakeChannels;
let clients: PhoneClients;
const db = () => t.database.db;
const URL = '/api/webhooks/whatsapp';

beforeAll(async () => {
  fakes = await startFakeChannels();
  t = await createTestApp({ messaging: fakes.messaging });
  clients = configuredClients(t.app);
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(() => {
  vi.mocked(handleInbound).mockClear();
});

/** Sends what the fake signs (or a forgery of it), as Meta posts it; waits for the work after the answer. */
async function post(payload: unknown, forge?: (signed: ReturnType<FakeChannels['whatsapp']['sign']>) => void) {
  const signed = fakes.whatsapp.sign(payload);
  forge?.(signed);
  const res = await t.app.inject({ method: 'POST', url: URL, headers: signed.headers, payload: signed.body });
  await t.app.afterReply.settled();
  return res;
}
const soon = () => new Date(Date.now() + 1000);
const deliver = () => deliverDuePhone(db(), clients, soon());

let slots = 0;
/** A Marathi customer on WhatsApp, with a booking whose confirmation WhatsApp took. */
async function bookedOnWhatsApp(): Promise<{ c: Shopper; phone: string; wamid: string; messageId: string }> {
  const c = await quickCustomer(t, 'आशा कुलकर्णी');
  await db().update(customers).set({ language: 'mr' }).where(eq(customers.id, c.id));
  await recordConsent(db(), c.id, 'whatsapp', true, 'signup');
  const order = await placeTestOrder(t, c, { slot: TIME_SLOTS[slots++ % TIME_SLOTS.length] });
  await deliver();
  const [row] = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.orderId, order._id), eq(outbox.channel, 'whatsapp')));
  if (!row?.providerMessageId) throw new Error(`the confirmation was not sent: ${row?.lastError}`);
  return { c, phone: row.toAddress, wamid: row.providerMessageId, messageId: row.id };
}
/** Queues a picked-up notice on WhatsApp to the number; answers its outbox id. */
async function queuedPickup(phone: string): Promise<string> {
  const values = ['Asha', 'MM-9', 'https://motomitra.in/my-account/orders'];
  const message = { channel: 'whatsapp' as const, to: phone, customerId: null, orderId: null, language: 'en' as const };
  await queuePhoneMessages(db(), [{ ...message, template: 'order_picked_up', values }]);
  const rows = await db()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.toAddress, phone), eq(outbox.status, 'pending')));
  const [row] = rows;
  if (!row) throw new Error('the notice was not queued');
  return row.id;
}
const rowOf = async (id: string) => (await db().select().from(outbox).where(eq(outbox.id, id)))[0];
const standInsOf = (id: string) => db().select().from(outbox).where(eq(outbox.fallbackOf, id));

describe('the handshake', () => {
  const handshake = (mode: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: URL,
      query: { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': '1158201444' },
    });

  it('answers the challenge as text to the verify token, and 403 to anything else', async () => {
    const ok = await handshake('subscribe', fakes.messaging.whatsapp?.verifyToken ?? '');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    expect((await handshake('subscribe', 'not-the-verify-token')).statusCode).toBe(403);
    expect((await handshake('unsubscribe', fakes.messaging.whatsapp?.verifyToken ?? '')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(403);
  });
});

describe('a WhatsApp webhook', () => {
  it('brings the booking’s confirmation to WhatsApp in Marathi, and keeps its statuses at the furthest', async () => {
    const { phone, wamid, messageId } = await bookedOnWhatsApp();
    const sent = fakes.whatsapp.received.find((m) => m.id === wamid);
    expect(sent?.template).toMatchObject({ name: 'booking_confirmed', language: 'mr' });
    expect(sent?.template?.body[0]).toBe('आशा कुलकर्णी');
    // Seconds after one instant read once: read again at the assertion, a second boundary passed meanwhile would move it.
    const now = Math.floor(Date.now() / 1000);
    const at = (s: number) => now + s;
    // Read comes first, then its delivery, then a late "sent": read stays.
    const webhooks = fakes.whatsapp.webhooks;
    expect(
      (await post(webhooks.statuses({ id: wamid, status: 'read', recipient: phone, timestamp: at(3) }))).statusCode,
    ).toBe(200);
    await post(webhooks.statuses({ id: wamid, status: 'delivered', recipient: phone, timestamp: at(2) }));
    await post(webhooks.statuses({ id: wamid, status: 'sent', recipient: phone, timestamp: at(1) }));
    const row = await rowOf(messageId);
    expect(row).toMatchObject({ deliveryStatus: 'read', status: 'sent' });
    expect(row?.deliveryAt?.getTime()).toBe(at(3) * 1000);
  });

  it('brings one SMS for a failed essential message, however often Meta says so', async () => {
    const { phone, wamid, messageId } = await bookedOnWhatsApp();
    const failed = fakes.whatsapp.webhooks.statuses({
      id: wamid,
      status: 'failed',
      recipient: phone,
      error: { code: 131026, title: 'Message undeliverable', details: 'The number is not on WhatsApp.' },
    });
    expect((await post(failed)).statusCode).toBe(200);
    expect((await post(failed)).statusCode).toBe(200);
    expect(await rowOf(messageId)).toMatchObject({ deliveryStatus: 'failed' });
    expect((await rowOf(messageId))?.deliveryError).toContain('Message undeliverable');
    const standIns = await standInsOf(messageId);
    expect(standIns).toHaveLength(1);
    expect(standIns[0]).toMatchObject({
      channel: 'sms',
      template: 'booking_confirmed',
      language: 'mr',
      toAddress: phone,
    });
    const before = fakes.sms.received.length;
    await deliver();
    const sms = fakes.sms.received.slice(before).filter((m) => `+${m.mobile}` === phone);
    expect(sms).toHaveLength(1);
    expect(fakes.smsTemplateOf(sms[0]?.templateId ?? '')).toBe('booking_confirmed');
    expect(sms[0]?.unicode).toBe(true);
  });

  it('keeps a status that came while its message was being sent, once the worker wrote down its id', async () => {
    const { phone } = await bookedOnWhatsApp();
    const sending = await queuedPickup(phone);
    await db()
      .update(outbox)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(outbox.id, sending));
    const signed = fakes.whatsapp.sign(
      fakes.whatsapp.webhooks.statuses({ id: 'wamid.early', status: 'delivered', recipient: phone }),
    );
    const res = await t.app.inject({ method: 'POST', url: URL, headers: signed.headers, payload: signed.body });
    expect(res.statusCode).toBe(200);
    // The worker's answer from WhatsApp arrives a moment after Meta's webhook.
    await db()
      .update(outbox)
      .set({ status: 'sent', providerMessageId: 'wamid.early', deliveryStatus: 'sent', lockedUntil: null })
      .where(eq(outbox.id, sending));
    await t.app.afterReply.settled();
    expect(await rowOf(sending)).toMatchObject({ deliveryStatus: 'delivered' });
  });

  it('answers 200 for ids it does not know, and 400 for a body that is no webhook', async () => {
    const unknown = fakes.whatsapp.webhooks.statuses({
      id: 'wamid.unknown',
      status: 'failed',
      recipient: '+919800000000',
    });
    expect((await post(unknown)).statusCode).toBe(200);
    expect((await post({ object: 'whatsapp_business_account', entry: 'nope' })).statusCode).toBe(400);
    const notJson = await post('ignored', (signed) => {
      signed.body = '{"entry": [';
      const hmac = createHmac('sha256', FAKE_CREDENTIALS.appSecret).update(signed.body).digest('hex');
      signed.headers['x-hub-signature-256'] = `sha256=${hmac}`;
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses a forged or missing signature with 401, and changes nothing', async () => {
    const { phone, wamid, messageId } = await bookedOnWhatsApp();
    const before = await rowOf(messageId);
    const counted = async () => (await metrics.webhookSignatureFailures.get()).values[0]?.value ?? 0;
    const failures = await counted();
    const read = fakes.whatsapp.webhooks.statuses({ id: wamid, status: 'read', recipient: phone });
    const forgeries = [
      (s: { headers: Record<string, string> }) => {
        s.headers['x-hub-signature-256'] = fakes.whatsapp.sign(read, 'another-app-secret-entirely').headers[
          'x-hub-signature-256'
        ];
      },
      (s: { headers: Record<string, string> }) => {
        delete (s.headers as Partial<Record<string, string>>)['x-hub-signature-256'];
      },
      (s: { body: string }) => {
        s.body = s.body.replace('"read"', '"failed"');
      },
    ];
    for (const forge of forgeries) expect((await post(read, forge)).statusCode).toBe(401);
    expect(await rowOf(messageId)).toEqual(before);
    expect(await standInsOf(messageId)).toHaveLength(0);
    expect(await counted()).toBe(failures + 3);
  });

  it('turns WhatsApp off on STOP: the next essential message goes by SMS, the others not on WhatsApp', async () => {
    const { c, phone } = await bookedOnWhatsApp();
    const waiting = await queuedPickup(phone);
    await post(fakes.whatsapp.webhooks.inbound({ from: phone, text: ' Stop ' }));
    await post(fakes.whatsapp.webhooks.inbound({ from: phone, text: 'STOP' }));
    const kept = await db().select().from(consents).where(eq(consents.customerId, c.id));
    expect(kept.map((r) => [r.granted, r.source])).toEqual([
      [true, 'signup'],
      [false, 'whatsapp_stop'],
    ]);
    expect((await channelsOf(db(), c.id)).whatsapp).toBe(false);
    // What waited to go on WhatsApp does not go (not essential: no SMS either).
    expect(await rowOf(waiting)).toMatchObject({ status: 'withdrawn' });
    expect(await standInsOf(waiting)).toHaveLength(0);
    expect(handleInbound).not.toHaveBeenCalled();
    const link = 'https://motomitra.in/mr/my-account/orders';
    await notify(db(), { customerId: c.id, orderId: null }, () => ({
      email: null,
      text: { template: 'payment_request', values: ['आशा', 'MM-1', '₹1,499', link] },
    }));
    await notify(db(), { customerId: c.id, orderId: null }, () => ({
      email: null,
      text: { template: 'order_picked_up', values: ['आशा', 'MM-1', link] },
    }));
    const later = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.customerId, c.id), isNull(outbox.orderId)));
    expect(later.map((r) => [r.channel, r.template])).toEqual([['sms', 'payment_request']]);
  });

  it('hands every other message to the conversation, with its number, text, button and context', async () => {
    const { phone, wamid } = await bookedOnWhatsApp();
    await post(
      fakes.whatsapp.webhooks.inbound(
        { from: phone, text: 'Can you pick up at 11?', replyTo: wamid, id: 'wamid.in-1' },
        { from: phone, button: { payload: 'approve:x', text: 'Approve' }, id: 'wamid.in-2' },
      ),
    );
    const handed = vi.mocked(handleInbound).mock.calls.map(([, message]) => message);
    expect(handed).toEqual([
      expect.objectContaining({
        providerMessageId: 'wamid.in-1',
        from: phone,
        kind: 'text',
        text: 'Can you pick up at 11?',
        payload: null,
        contextId: wamid,
      }),
      expect.objectContaining({
        providerMessageId: 'wamid.in-2',
        from: phone,
        kind: 'button',
        text: 'Approve',
        payload: 'approve:x',
        contextId: null,
      }),
    ]);
    expect(handed[0]?.at).toBeInstanceOf(Date);
  });
});
