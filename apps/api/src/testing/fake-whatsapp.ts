// A local stand-in for Meta's WhatsApp Cloud API, for tests (decision 0019): a real HTTP server that takes the documented
// POST /{version}/{phone-number-id}/messages with its bearer token and body, refuses what Meta refuses (401 for a wrong
// token, 400 for a malformed body, with Graph's error object), records what it took and answers with a wamid; and that
// sends the app signed webhooks (message statuses, a customer's text or button reply) as Meta does: the raw JSON body
// signed with the app secret in X-Hub-Signature-256.
import { createHmac, randomBytes } from 'node:crypto';
import { type Failure, type FakeAnswer, failureQueue, isRecord, startJsonServer } from './fake-provider.ts';

export type FakeWhatsAppOptions = { token: string; phoneNumberId: string; appSecret: string; version?: string };

/** A message the fake took, as Meta read it. */
export type WhatsAppReceived = {
  id: string;
  /** Digits with the country code, as sent. */
  to: string;
  type: 'template' | 'text';
  template?: {
    name: string;
    language: string;
    body: string[];
    buttons: { subType: string; index: string; parameter: string }[];
  };
  text?: string;
};

export type StatusEvent = {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipient: string;
  /** Unix seconds; now when absent. */
  timestamp?: number;
  error?: { code: number; title: string; details?: string };
};
export type InboundEvent = { from: string; id?: string; timestamp?: number; replyTo?: string } & (
  | { text: string }
  | { button: { payload: string; text: string } }
);

const WABA_ID = '102290129340398';
const graphError = (status: number, code: number, message: string, details?: string): FakeAnswer => ({
  status,
  body: {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  },
});
const wamid = () => `wamid.${randomBytes(24).toString('base64')}`;
const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** What a template's components say: the body's texts and each button's one parameter; null when malformed. */
function readTemplate(t: unknown): WhatsAppReceived['template'] | null {
  if (!isRecord(t) || typeof t.name !== 'string' || !isRecord(t.language) || typeof t.language.code !== 'string')
    return null;
  const components = Array.isArray(t.components) ? t.components : [];
  const read: NonNullable<WhatsAppReceived['template']> = {
    name: t.name,
    language: t.language.code,
    body: [],
    buttons: [],
  };
  for (const c of components) {
    if (!isRecord(c) || !Array.isArray(c.parameters)) return null;
    const params = c.parameters.map((p) => (isRecord(p) ? (p.type === 'payload' ? p.payload : p.text) : undefined));
    if (!strings(params)) return null;
    if (c.type === 'body') read.body = params;
    else if (
      c.type === 'button' &&
      typeof c.sub_type === 'string' &&
      typeof c.index === 'string' &&
      params.length === 1
    )
      read.buttons.push({ subType: c.sub_type, index: c.index, parameter: params[0] as string });
    else return null;
  }
  return read;
}

/** The message in a request body as Meta reads it, or why Meta refuses it. */
function readMessage(body: unknown): Omit<WhatsAppReceived, 'id'> | string {
  if (!isRecord(body) || body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof body.to !== 'string' || !/^\+?\d{8,15}$/.test(body.to)) return 'to must be a phone number';
  const to = body.to.replace(/^\+/, '');
  if (body.type === 'text') {
    const text = isRecord(body.text) ? body.text.body : undefined;
    if (typeof text !== 'string' || text.length === 0 || text.length > 4096) return 'text.body is required';
    return { to, type: 'text', text };
  }
  if (body.type !== 'template') return 'type must be text or template';
  const template = readTemplate(body.template);
  return template ? { to, type: 'template', template } : 'template is malformed';
}

/** The webhooks Meta sends to the business number's app: statuses of its messages, and its customers' messages. */
function webhookPayloads(phoneNumberId: string) {
  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: WABA_ID,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '917125550100', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
  const now = () => Math.floor(Date.now() / 1000);
  const webhooks = {
    /** Statuses of messages the fake took, as Meta reports them. */
    statuses: (...events: StatusEvent[]) =>
      envelope({
        statuses: events.map((e) => ({
          id: e.id,
          status: e.status,
          timestamp: String(e.timestamp ?? now()),
          recipient_id: e.recipient.replace(/^\+/, ''),
          ...(e.error
            ? {
                errors: [
                  {
                    code: e.error.code,
                    title: e.error.title,
                    message: e.error.title,
                    error_data: { details: e.error.details ?? e.error.title },
                  },
                ],
              }
            : {}),
        })),
      }),
    /** A customer's messages to the business: a text, or a tap on a template's reply button. */
    inbound: (...events: InboundEvent[]) =>
      envelope({
        contacts: events.map((e) => ({ profile: { name: 'Customer' }, wa_id: e.from.replace(/^\+/, '') })),
        messages: events.map((e) => ({
          from: e.from.replace(/^\+/, ''),
          id: e.id ?? wamid(),
          timestamp: String(e.timestamp ?? now()),
          ...(e.replyTo ? { context: { from: '917125550100', id: e.replyTo } } : {}),
          ...('text' in e ? { type: 'text', text: { body: e.text } } : { type: 'button', button: e.button }),
        })),
      }),
  };
  return webhooks;
}

export async function startFakeWhatsApp(options: FakeWhatsAppOptions) {
  const version = options.version ?? 'v26.0';
  const received: WhatsAppReceived[] = [];
  const failures = failureQueue();
  let requests = 0;
  const server = await startJsonServer((request) => {
    requests++;
    if (request.method !== 'POST' || request.path !== `/${version}/${options.phoneNumberId}/messages`) {
      return graphError(400, 100, 'Unsupported post request.');
    }
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    const failure = failures.next();
    if (failure === 'network') return 'network';
    if (failure) return graphError(failure.status, failure.code ?? 131000, failure.message ?? 'Something went wrong');
    const message = readMessage(request.body);
    if (typeof message === 'string') return graphError(400, 100, '(#100) Invalid parameter', message);
    const id = wamid();
    received.push({ id, ...message });
    return {
      status: 200,
      body: { messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id }] },
    };
  });

  const webhooks = webhookPayloads(options.phoneNumberId);
  /** A webhook's body and headers as Meta sends them: the raw JSON, its HMAC-SHA256 under the app secret. */
  const sign = (payload: unknown, secret = options.appSecret) => {
    const body = JSON.stringify(payload);
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
  };
  return {
    /** The base URL to configure as WHATSAPP_API_URL. */
    url: server.url,
    version,
    received,
    requests: () => requests,
    /** The next requests fail like this, one each, before the body is read. */
    failNext: (...next: Failure[]) => failures.add(...next),
    webhooks,
    sign,
    /** POSTs a signed webhook to the app (its /api/webhooks/whatsapp URL), as Meta does. */
    deliver: async (appWebhookUrl: string, payload: unknown) => {
      const { body, headers } = sign(payload);
      const res = await fetch(appWebhookUrl, { method: 'POST', headers, body });
      return { status: res.status, body: await res.text() };
    },
    close: () => server.close(),
  };
}

export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;
