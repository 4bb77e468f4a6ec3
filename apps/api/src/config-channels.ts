// The WhatsApp and SMS providers' settings (decision 0019), part of the configuration config.ts parses: when each channel
// is on, the SMS templates' ids (one variable per essential template of messaging/templates.ts), and what production
// must be given. Nothing here reads process.env: config.ts hands the environment in.
import { z } from 'zod';
import { TEMPLATES, type TemplateName } from './modules/messaging/templates.ts';

const unset = z.literal('').transform(() => undefined);
const optional = (schema: z.ZodString) => schema.optional().or(unset);
/** A provider's base URL, without its trailing slash; empty is unset (the provider's own). */
const baseUrl = (fallback: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ protocol: /^https?$/, error: `must be an http(s) base URL such as ${fallback}` })
      .transform((u) => u.replace(/\/+$/, ''))
      .default(fallback),
  );

/** The channel variables with a fixed name; config-env.ts puts them into the one environment schema. */
export const CHANNEL_ENV = {
  WHATSAPP_API_URL: baseUrl('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d{1,3}\.\d{1,2}$/, 'must be a Graph API version such as v26.0')
    .default('v26.0'),
  WHATSAPP_TOKEN: optional(
    z.string().trim().min(20, 'must be the access token of the WhatsApp Business app').max(1000),
  ),
  WHATSAPP_PHONE_NUMBER_ID: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5,30}$/, "must be the business number's id (digits)"),
  ),
  WHATSAPP_APP_SECRET: optional(z.string().trim().min(16, "must be the Meta app's secret").max(200)),
  WHATSAPP_VERIFY_TOKEN: optional(z.string().trim().min(16, 'must be at least 16 characters').max(200)),
  SMS_API_URL: baseUrl('https://control.msg91.com'),
  SMS_AUTH_KEY: optional(z.string().trim().min(10, "must be the SMS provider's auth key").max(200)),
  SMS_SENDER_ID: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{6}$/, 'must be the 6-character DLT header such as MOTOMT'),
  ),
} as const;

const CHANNEL_SCHEMA = z.object(CHANNEL_ENV);
type ChannelEnv = z.output<typeof CHANNEL_SCHEMA>;

/** The templates that go by SMS (the essential ones): each needs its DLT template id in the configuration. */
export type SmsTemplateName = {
  [K in TemplateName]: (typeof TEMPLATES)[K]['essential'] extends true ? K : never;
}[TemplateName];
export const SMS_TEMPLATES = (Object.keys(TEMPLATES) as TemplateName[]).filter(
  (name): name is SmsTemplateName => TEMPLATES[name].essential,
);
/** SMS_TEMPLATE_LOGIN_CODE for login_code. */
export const smsTemplateVariable = (name: SmsTemplateName) => `SMS_TEMPLATE_${name.toUpperCase()}`;
/** Outside production a template's id defaults to this; production refuses it. */
export const developmentTemplateId = (name: SmsTemplateName) => `development-${name.replaceAll('_', '-')}`;
const TEMPLATE_ID = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the template id (letters, digits, - and _)');

export type WhatsAppConfig = {
  /** Meta's Graph API (https://graph.facebook.com) or a server that speaks it; without a trailing slash. */
  apiUrl: string;
  version: string;
  token: string;
  phoneNumberId: string;
  /** Webhooks are refused (401) without it: their signature cannot be checked. */
  appSecret: string | null;
  /** The GET handshake is refused (403) without it. */
  verifyToken: string | null;
};
export type SmsConfig = {
  /** MSG91 (https://control.msg91.com) or a server that speaks its flow API; without a trailing slash. */
  apiUrl: string;
  authKey: string;
  senderId: string | null;
  templateIds: Record<SmsTemplateName, string>;
};
/** Each channel's provider; null: the channel is off, and its messages stay in the outbox (the stand-in). */
export type MessagingConfig = { whatsapp: WhatsAppConfig | null; sms: SmsConfig | null };

const WHATSAPP_REQUIRED = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
];
const WHATSAPP_OPTIONAL = ['WHATSAPP_API_URL', 'WHATSAPP_API_VERSION'];
const smsRequired = () => ['SMS_AUTH_KEY', 'SMS_SENDER_ID', ...SMS_TEMPLATES.map(smsTemplateVariable)];

/**
 * A channel in production is all or nothing: a variable of it set means every one must be, so that a forgotten secret
 * or template id cannot leave it half working (webhooks refused, one message failing at DLT). Named, with what is set.
 */
function halfConfigured(
  env: Record<string, string | undefined>,
  channel: string,
  required: string[],
  optional: string[],
) {
  const given = (name: string) => Boolean(env[name]?.trim());
  const set = [...required, ...optional].filter(given);
  if (set.length === 0) return [];
  return required
    .filter((name) => !given(name))
    .map((name) => `  ${name}: required when NODE_ENV=production and ${channel} is configured (${set.join(', ')} set)`);
}

/** The channels' configuration, or the problems (lines naming each variable) that stop start-up. */
export function channelsConfig(
  e: ChannelEnv,
  env: Record<string, string | undefined>,
  production: boolean,
): { messaging: MessagingConfig; problems: string[] } {
  const problems: string[] = [];
  const templateIds = {} as Record<SmsTemplateName, string>;
  for (const name of SMS_TEMPLATES) {
    const variable = smsTemplateVariable(name);
    const raw = env[variable]?.trim();
    const parsed = TEMPLATE_ID.safeParse(raw || developmentTemplateId(name));
    if (!parsed.success) problems.push(`  ${variable}: ${parsed.error.issues[0]?.message}`);
    else if (production && raw === developmentTemplateId(name))
      problems.push(`  ${variable}: the development template id cannot be used when NODE_ENV=production`);
    templateIds[name] = parsed.data ?? '';
  }
  // The token and the number's id name the sender together: one without the other is a mistake anywhere.
  if (Boolean(e.WHATSAPP_TOKEN) !== Boolean(e.WHATSAPP_PHONE_NUMBER_ID)) {
    const missing = e.WHATSAPP_TOKEN ? 'WHATSAPP_PHONE_NUMBER_ID' : 'WHATSAPP_TOKEN';
    problems.push(`  ${missing}: required with ${e.WHATSAPP_TOKEN ? 'WHATSAPP_TOKEN' : 'WHATSAPP_PHONE_NUMBER_ID'}`);
  }
  if (production) {
    problems.push(...halfConfigured(env, 'WhatsApp', WHATSAPP_REQUIRED, WHATSAPP_OPTIONAL));
    problems.push(...halfConfigured(env, 'SMS', smsRequired(), ['SMS_API_URL']));
  }
  const whatsapp: WhatsAppConfig | null =
    e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
      ? {
          apiUrl: e.WHATSAPP_API_URL,
          version: e.WHATSAPP_API_VERSION,
          token: e.WHATSAPP_TOKEN,
          phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
          appSecret: e.WHATSAPP_APP_SECRET ?? null,
          verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? null,
        }
      : null;
  const sms: SmsConfig | null = e.SMS_AUTH_KEY
    ? { apiUrl: e.SMS_API_URL, authKey: e.SMS_AUTH_KEY, senderId: e.SMS_SENDER_ID ?? null, templateIds }
    : null;
  return { messaging: { whatsapp, sms }, problems };
}
