// WhatsApp through Meta's Cloud API (decision 0019): an approved template in the customer's language, or a free text
// inside a conversation's 24-hour window. What of the documented API this uses:
//   POST {WHATSAPP_API_URL}/{version}/{phone-number-id}/messages, header Authorization: Bearer {token}, a JSON body
//   { messaging_product: "whatsapp", recipient_type: "individual", to: "<digits with country code>", type, … }:
//   - type "template": template { name, language { code: "en" | "mr" | "hi" }, components: [
//       { type: "body", parameters: [{ type: "text", text }] }  — the values for {{1}}, {{2}} … in order;
//       { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: <code> }] }  — an
//         authentication template's copy-code button, which carries the code again;
//       { type: "button", sub_type: "quick_reply", index: "<n>", parameters: [{ type: "payload", payload }] }  — what
//         each reply button sends back in the webhook (messages[].button.payload) ] };
//   - type "text": text { preview_url: false, body }.
//   Accepted: 200 { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid…" }] }.
//   Refused: { error: { message, type, code, error_subcode?, error_data?: { details }, fbtrace_id } }.
import type { Language } from '@motomitra/domain/language';
import type { WhatsAppConfig } from '../../config-channels.ts';
import { PROVIDER_TIMEOUT_MS, ProviderError, postJson, retryableStatus } from './provider-http.ts';
import { TEMPLATES, type Template, type TemplateName } from './templates.ts';

export type WhatsAppTemplateMessage = {
  /** +91XXXXXXXXXX */
  to: string;
  template: TemplateName;
  language: Language;
  /** The template's values, in its order. */
  values: readonly string[];
  /** What each of the template's reply buttons sends back, in their order. */
  payloads?: readonly string[] | null;
};

export type WhatsAppClient = {
  /** Sends an approved template; answers WhatsApp's message id (wamid), which its webhooks name. */
  sendTemplate(message: WhatsAppTemplateMessage): Promise<string>;
  /** Sends a free text, which WhatsApp delivers only inside the customer's 24-hour window; answers its id. */
  sendText(to: string, body: string): Promise<string>;
};

/**
 * Meta's error codes that mean "not now" although they come with a 4xx: throttling (4, 80007, 130429, 131056) and its
 * own trouble (1, 2, 131000, 131016, 133004). Any other refusal is about this message and is not tried again.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

/** Meta's number format: digits with the country code, no plus. */
export const waNumber = (phone: string) => phone.replace(/^\+/, '');

/** The template's components: its values as the body's parameters, and the buttons' parameters. */
export function templateComponents(message: WhatsAppTemplateMessage): unknown[] {
  const template: Template = TEMPLATES[message.template];
  const text = (value: string) => ({ type: 'text', text: value });
  const components: unknown[] = [];
  if (message.values.length > 0) components.push({ type: 'body', parameters: message.values.map(text) });
  if (template.category === 'authentication') {
    // The copy-code button is a URL button whose parameter is the code itself (the template's only value).
    components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [text(message.values[0] ?? '')] });
  }
  (message.payloads ?? []).forEach((payload, index) => {
    components.push({
      type: 'button',
      sub_type: 'quick_reply',
      index: String(index),
      parameters: [{ type: 'payload', payload }],
    });
  });
  return components;
}

type GraphError = { error?: { message?: string; code?: number; error_data?: { details?: string } } };
type GraphSent = { messages?: { id?: string }[] };

export function whatsappClient(config: WhatsAppConfig, timeoutMs = PROVIDER_TIMEOUT_MS): WhatsAppClient {
  const url = `${config.apiUrl}/${config.version}/${config.phoneNumberId}/messages`;
  const send = async (to: string, content: Record<string, unknown>): Promise<string> => {
    const body = { messaging_product: 'whatsapp', recipient_type: 'individual', to: waNumber(to), ...content };
    const { status, json } = await postJson(url, { authorization: `Bearer ${config.token}` }, body, timeoutMs);
    const id = status >= 200 && status < 300 ? (json as GraphSent | null)?.messages?.[0]?.id : undefined;
    if (id) return id;
    const error = (json as GraphError | null)?.error;
    if (status >= 200 && status < 300) throw new ProviderError('WhatsApp answered without a message id', true, status);
    const words = [error?.message, error?.error_data?.details].filter(Boolean).join(': ') || 'no reason given';
    const retryable = retryableStatus(status) || (error?.code !== undefined && RETRYABLE_CODES.has(error.code));
    const code = error?.code !== undefined ? `, code ${error.code}` : '';
    throw new ProviderError(`WhatsApp refused (HTTP ${status}${code}): ${words}`.slice(0, 500), retryable, status);
  };
  return {
    sendTemplate: (message) =>
      send(message.to, {
        type: 'template',
        template: {
          name: message.template,
          language: { code: message.language },
          components: templateComponents(message),
        },
      }),
    sendText: (to, body) => send(to, { type: 'text', text: { preview_url: false, body } }),
  };
}
