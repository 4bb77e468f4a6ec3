// Both fake providers at once (fake-whatsapp.ts, fake-sms.ts), with the settings that point a shop at them: as a
// MessagingConfig for a test app, and as the environment variables for a shop started as a process (e2e/shop.ts).
import type { MessagingConfig, SmsConfig } from '../config-channels.ts';
import { developmentTemplateId, SMS_TEMPLATES } from '../config-channels.ts';
import { startFakeSms } from './fake-sms.ts';
import { startFakeWhatsApp } from './fake-whatsapp.ts';

/** Made-up credentials: the fakes accept only these. */
export const FAKE_CREDENTIALS = {
  token: 'EAAG-made-up-token-for-the-fake-whatsapp',
  phoneNumberId: '106540352242922',
  appSecret: 'made-up-app-secret-for-the-fake',
  verifyToken: 'made-up-verify-token-for-the-fake',
  smsAuthKey: 'made-up-sms-auth-key',
} as const;

export async function startFakeChannels() {
  const c = FAKE_CREDENTIALS;
  const whatsapp = await startFakeWhatsApp({ token: c.token, phoneNumberId: c.phoneNumberId, appSecret: c.appSecret });
  const sms = await startFakeSms({ authKey: c.smsAuthKey });
  const templateIds = Object.fromEntries(
    SMS_TEMPLATES.map((name) => [name, developmentTemplateId(name)]),
  ) as SmsConfig['templateIds'];
  const messaging: MessagingConfig = {
    whatsapp: {
      apiUrl: whatsapp.url,
      version: whatsapp.version,
      token: c.token,
      phoneNumberId: c.phoneNumberId,
      appSecret: c.appSecret,
      verifyToken: c.verifyToken,
    },
    sms: { apiUrl: sms.url, authKey: c.smsAuthKey, senderId: null, templateIds },
  };
  const env: Record<string, string> = {
    WHATSAPP_API_URL: whatsapp.url,
    WHATSAPP_API_VERSION: whatsapp.version,
    WHATSAPP_TOKEN: c.token,
    WHATSAPP_PHONE_NUMBER_ID: c.phoneNumberId,
    WHATSAPP_APP_SECRET: c.appSecret,
    WHATSAPP_VERIFY_TOKEN: c.verifyToken,
    SMS_API_URL: sms.url,
    SMS_AUTH_KEY: c.smsAuthKey,
  };
  return {
    whatsapp,
    sms,
    messaging,
    env,
    /** The SMS template a DLT id stands for (the fake records ids). */
    smsTemplateOf: (templateId: string) => SMS_TEMPLATES.find((name) => templateIds[name] === templateId) ?? null,
    close: async () => {
      await whatsapp.close();
      await sms.close();
    },
  };
}

export type FakeChannels = Awaited<ReturnType<typeof startFakeChannels>>;
