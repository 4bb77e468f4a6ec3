// What the e2e shop's WhatsApp and SMS providers received, and webhooks to the shop as Meta sends them. The shop runs
// against local fakes of Meta's Cloud API and MSG91 (shop.ts starts them in the test's worker process and points
// WHATSAPP_* and SMS_* at them), so a message reaches them as it would reach the providers, from the shop's worker
// (it looks every 200 ms). The `phones` fixture (fixtures.ts) is one per shop:
//
//   const code = await phones.codeFor('9822098220');             // the newest login code sent there (SMS, WhatsApp)
//   const next = await phones.codeFor('9822098220', code);       // waits for a newer one, after asking again
//   const sent = await phones.whatsappTo('9822098220');           // templates WhatsApp took for it, oldest first
//   await phones.waitForWhatsApp('9822098220', 'booking_confirmed');  // waits for one; answers it (name, language,
//                                                                   // body values, buttons' payloads, its wamid)
//   const texts = await phones.smsTo('9822098220');               // SMS messages: template and values, oldest first
//   await phones.waitForText('9822098220', /ready at 5/);         // an operator's free text WhatsApp took for it
//   await phones.reply('9822098220', 'Can you come at 11?');      // the customer writes to the garage on WhatsApp
//   await phones.tap('9822098220', 'approve:…', 'Approve', wamid);// …or taps a reply button of message `wamid`
//   await phones.status(wamid, '9822098220', 'read');             // WhatsApp reports what became of a message
//
// Numbers are taken as typed in a form (10 digits) or as +91XXXXXXXXXX. Webhooks are signed with the app secret the
// shop has, and answered (200) before the shop's work on them is done: assert on the screen with web-first waits.
import type { FakeChannels } from '@motomitra/api/testing/fake-channels';
import { expect } from '@playwright/test';

export type SentTemplate = { id: string; name: string; language: string; values: string[]; payloads: string[] };
export type SentSms = { template: string | null; values: string[]; unicode: boolean };

export type Phones = {
  /** The newest login code sent to the number; with `previous`, waits for one that is not it (a code asked again). */
  codeFor(mobile: string, previous?: string): Promise<string>;
  whatsappTo(mobile: string): Promise<SentTemplate[]>;
  waitForWhatsApp(mobile: string, template: string): Promise<SentTemplate>;
  smsTo(mobile: string): Promise<SentSms[]>;
  /** Waits for a free text (an operator's answer inside the 24-hour window) matching `text`; answers it. */
  waitForText(mobile: string, text: RegExp): Promise<string>;
  reply(mobile: string, text: string): Promise<void>;
  tap(mobile: string, payload: string, label: string, replyTo?: string): Promise<void>;
  status(wamid: string, mobile: string, status: 'sent' | 'delivered' | 'read' | 'failed'): Promise<void>;
};

/** 91XXXXXXXXXX, as both providers write a number. */
const digits = (mobile: string) => `91${mobile.replace(/\D/g, '').slice(-10)}`;

export function phonesOf(channels: FakeChannels, baseURL: string): Phones {
  const { whatsapp, sms } = channels;
  const whatsappTo = async (mobile: string): Promise<SentTemplate[]> =>
    whatsapp.received
      .filter((m) => m.to === digits(mobile) && m.template)
      .map((m) => ({
        id: m.id,
        name: m.template?.name ?? '',
        language: m.template?.language ?? '',
        values: m.template?.body ?? [],
        payloads: (m.template?.buttons ?? []).filter((b) => b.subType === 'quick_reply').map((b) => b.parameter),
      }));
  const smsTo = async (mobile: string): Promise<SentSms[]> =>
    sms.received
      .filter((m) => m.mobile === digits(mobile))
      .map((m) => ({ template: channels.smsTemplateOf(m.templateId), values: m.values, unicode: m.unicode }));
  const send = async (payload: unknown) => {
    const answer = await whatsapp.deliver(`${baseURL}/api/webhooks/whatsapp`, payload);
    if (answer.status !== 200) throw new Error(`the shop refused the webhook: ${answer.status} ${answer.body}`);
  };
  const newestCode = async (mobile: string): Promise<string | undefined> => {
    const byWhatsApp = (await whatsappTo(mobile)).filter((m) => m.name === 'login_code').map((m) => m.values[0]);
    const bySms = (await smsTo(mobile)).filter((m) => m.template === 'login_code').map((m) => m.values[0]);
    // Both carry the same code when both are sent; the newest of either is the live one.
    return bySms.at(-1) ?? byWhatsApp.at(-1);
  };
  return {
    async codeFor(mobile, previous) {
      const fresh = async () => {
        const code = await newestCode(mobile);
        return code !== previous ? code : undefined;
      };
      await expect.poll(fresh, { message: `no new login code reached ${mobile}` }).toBeTruthy();
      return (await fresh()) as string;
    },
    whatsappTo,
    async waitForWhatsApp(mobile, template) {
      const find = async () => (await whatsappTo(mobile)).filter((m) => m.name === template).at(-1);
      await expect.poll(find, { message: `no ${template} reached ${mobile} on WhatsApp` }).toBeTruthy();
      return (await find()) as SentTemplate;
    },
    smsTo,
    async waitForText(mobile, text) {
      const find = () =>
        whatsapp.received.filter((m) => m.to === digits(mobile) && text.test(m.text ?? '')).at(-1)?.text;
      await expect.poll(find, { message: `no text like ${text} reached ${mobile} on WhatsApp` }).toBeTruthy();
      return find() as string;
    },
    reply: (mobile, text) => send(whatsapp.webhooks.inbound({ from: digits(mobile), text })),
    tap: (mobile, payload, label, replyTo) =>
      send(
        whatsapp.webhooks.inbound({
          from: digits(mobile),
          button: { payload, text: label },
          ...(replyTo ? { replyTo } : {}),
        }),
      ),
    status: (wamid, mobile, status) =>
      send(whatsapp.webhooks.statuses({ id: wamid, status, recipient: digits(mobile) })),
  };
}
