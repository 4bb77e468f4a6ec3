// The WhatsApp and SMS clients against local servers that speak Meta's Cloud API and MSG91's flow API: what each kind of
// message sends, and what a failure means for the outbox (try again, or give up with the provider's words).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsConfig, WhatsAppConfig } from '../../config-channels.ts';
import { type FakeSms, startFakeSms } from '../../testing/fake-sms.ts';
import { type FakeWhatsApp, startFakeWhatsApp } from '../../testing/fake-whatsapp.ts';
import { ProviderError } from './provider-http.ts';
import { smsClient } from './sms-client.ts';
import { whatsappClient } from './whatsapp-client.ts';

const token = 'EAAG-a-made-up-token-for-the-fake';
const phoneNumberId = '106540352242922';
let wa: FakeWhatsApp;
let sms: FakeSms;
let waConfig: WhatsAppConfig;
let smsConfig: SmsConfig;

beforeAll(async () => {
  wa = await startFakeWhatsApp({ token, phoneNumberId, appSecret: 'a-made-up-app-secret' });
  sms = await startFakeSms({ authKey: 'made-up-auth-key' });
  waConfig = { apiUrl: wa.url, version: wa.version, token, phoneNumberId, appSecret: null, verifyToken: null };
  smsConfig = {
    apiUrl: sms.url,
    authKey: 'made-up-auth-key',
    senderId: 'MOTOMT',
    templateIds: {
      login_code: '6541a2b3c4d5e6f7',
      booking_confirmed: 'bc01',
      payment_request: 'pr01',
    } as SmsConfig['templateIds'],
  };
});
afterAll(async () => {
  await wa?.close();
  await sms?.close();
});

/** The error a send throws, to look at. */
async function refusal(sending: Promise<unknown>): Promise<ProviderError> {
  const err = await sending.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(err)}`);
  return err;
}

describe('the WhatsApp client', () => {
  it('sends a template in the customer’s language with its values in order, and answers WhatsApp’s id', async () => {
    const client = whatsappClient(waConfig);
    const id = await client.sendTemplate({
      to: '+919822098220',
      template: 'booking_confirmed',
      language: 'mr',
      values: [
        'आशा',
        'MM-2026-000123',
        'बाइक जनरल सर्व्हिस',
        'Hero Splendor',
        '28 नोव्हें',
        '10:00 AM - 12:00 PM',
        '₹1,499',
        'https://motomitra.in/mr/my-account/orders?order=x',
      ],
    });
    const got = wa.received.at(-1);
    expect(got?.id).toBe(id);
    expect(id).toMatch(/^wamid\./);
    expect(got).toMatchObject({ to: '919822098220', type: 'template' });
    expect(got?.template).toEqual({
      name: 'booking_confirmed',
      language: 'mr',
      body: [
        'आशा',
        'MM-2026-000123',
        'बाइक जनरल सर्व्हिस',
        'Hero Splendor',
        '28 नोव्हें',
        '10:00 AM - 12:00 PM',
        '₹1,499',
        'https://motomitra.in/mr/my-account/orders?order=x',
      ],
      buttons: [],
    });
  });

  it('sends the login code as an authentication template: the code in the body and on the copy-code button', async () => {
    await whatsappClient(waConfig).sendTemplate({
      to: '+919822098220',
      template: 'login_code',
      language: 'hi',
      values: ['482913'],
    });
    expect(wa.received.at(-1)?.template).toEqual({
      name: 'login_code',
      language: 'hi',
      body: ['482913'],
      buttons: [{ subType: 'url', index: '0', parameter: '482913' }],
    });
  });

  it('gives each reply button the payload it sends back, in the buttons’ order', async () => {
    await whatsappClient(waConfig).sendTemplate({
      to: '+919822098220',
      template: 'extra_work_approval',
      language: 'en',
      values: [
        'Asha',
        'MM-2026-000123',
        'Chain lube',
        '₹1,499',
        '₹1,698',
        'https://motomitra.in/my-account/orders?order=x',
      ],
      payloads: ['extra-work:approve:a1,b2', 'extra-work:decline:a1,b2'],
    });
    expect(wa.received.at(-1)?.template?.buttons).toEqual([
      { subType: 'quick_reply', index: '0', parameter: 'extra-work:approve:a1,b2' },
      { subType: 'quick_reply', index: '1', parameter: 'extra-work:decline:a1,b2' },
    ]);
  });

  it('sends a free text', async () => {
    const id = await whatsappClient(waConfig).sendText('+919822098220', 'We will call you at 4.');
    expect(wa.received.at(-1)).toEqual({ id, to: '919822098220', type: 'text', text: 'We will call you at 4.' });
  });

  it('gives up on what Meta refuses, with its words: a wrong token, a malformed message, a message it will not send', async () => {
    const wrongToken = await refusal(
      whatsappClient({ ...waConfig, token: 'EAAG-not-the-token' }).sendText('+919822098220', 'Hi'),
    );
    expect(wrongToken).toMatchObject({ retryable: false, status: 401 });
    expect(wrongToken.message).toBe(
      'WhatsApp refused (HTTP 401, code 190): Invalid OAuth access token - Cannot parse access token',
    );
    const empty = await refusal(whatsappClient(waConfig).sendText('+919822098220', ''));
    expect(empty).toMatchObject({ retryable: false, status: 400 });
    expect(empty.message).toContain('(#100) Invalid parameter: text.body is required');
    wa.failNext({ status: 400, code: 131009, message: '(#131009) Parameter value is not valid' });
    expect(await refusal(whatsappClient(waConfig).sendText('+919822098220', 'Hi'))).toMatchObject({ retryable: false });
  });

  it('tries again later when Meta is down or busy, or does not answer', async () => {
    const client = whatsappClient(waConfig);
    wa.failNext(
      { status: 500 },
      { status: 429, code: 4 },
      { status: 400, code: 130429, message: 'Rate limit hit' },
      'network',
    );
    for (let i = 0; i < 4; i++)
      expect(await refusal(client.sendText('+919822098220', 'Hi'))).toMatchObject({ retryable: true });

    // A server that takes the connection and never answers: the client's wait is bounded.
    const held = new Set<net.Socket>();
    const silent = net.createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const hanging = whatsappClient({ ...waConfig, apiUrl: `http://127.0.0.1:${port}` }, 200);
      const err = await refusal(hanging.sendText('+919822098220', 'Hi'));
      expect(err).toMatchObject({ retryable: true });
      expect(err.message).toContain('no answer in 0.2 s');
    } finally {
      // close() waits for the connections it holds: they end here.
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    const nobody = await refusal(
      whatsappClient({ ...waConfig, apiUrl: `http://127.0.0.1:${port}` }).sendText('+919822098220', 'Hi'),
    );
    expect(nobody).toMatchObject({ retryable: true });
    expect(nobody.message).toContain('ECONNREFUSED');
  });
});

describe('the SMS client', () => {
  it('sends the DLT template with its values as var1 … varN and the sender, as plain text in English', async () => {
    const id = await smsClient(smsConfig).send({
      to: '+919822098220',
      template: 'login_code',
      language: 'en',
      values: ['482913'],
    });
    expect(sms.received.at(-1)).toEqual({
      requestId: id,
      templateId: '6541a2b3c4d5e6f7',
      sender: 'MOTOMT',
      unicode: false,
      mobile: '919822098220',
      values: ['482913'],
    });
  });

  it('sends Marathi and Hindi as Unicode', async () => {
    await smsClient(smsConfig).send({
      to: '+919822098220',
      template: 'payment_request',
      language: 'mr',
      values: ['आशा', 'MM-1', '₹1,499', 'https://x.in'],
    });
    expect(sms.received.at(-1)).toMatchObject({
      templateId: 'pr01',
      unicode: true,
      values: ['आशा', 'MM-1', '₹1,499', 'https://x.in'],
    });
  });

  it('gives up on a wrong key or a refused request with MSG91’s words, and tries again when it is down', async () => {
    const wrongKey = await refusal(
      smsClient({ ...smsConfig, authKey: 'not-the-key-at-all' }).send({
        to: '+919822098220',
        template: 'login_code',
        language: 'en',
        values: ['1'],
      }),
    );
    expect(wrongKey).toMatchObject({
      retryable: false,
      status: 401,
      message: 'SMS refused (HTTP 401): Authentication failure',
    });
    const badNumber = await refusal(
      smsClient(smsConfig).send({ to: '+911234', template: 'login_code', language: 'en', values: ['1'] }),
    );
    expect(badNumber).toMatchObject({ retryable: false, message: 'SMS refused (HTTP 400): Mobile number invalid' });
    sms.failNext({ status: 503 }, 'network');
    for (let i = 0; i < 2; i++) {
      expect(
        await refusal(
          smsClient(smsConfig).send({ to: '+919822098220', template: 'login_code', language: 'en', values: ['1'] }),
        ),
      ).toMatchObject({ retryable: true });
    }
  });
});
