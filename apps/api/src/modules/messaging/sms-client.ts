// SMS through MSG91's flow API (decision 0019): a template registered on India's DLT, named by its id, with the
// message's values as the template's variables. What of the documented API this uses:
//   POST {SMS_API_URL}/api/v5/flow, header authkey: {SMS_AUTH_KEY}, a JSON body
//   { template_id, sender?: <DLT header>, short_url: "0", unicode?: 1 (Marathi and Hindi, not Latin script),
//     recipients: [{ mobiles: "91XXXXXXXXXX", var1, var2, … }] }  — var1 … varN are the template's variables as its
//   flow names them, in the template's order.
//   Accepted: { type: "success", message: "<request id>" }. Refused: { type: "error", message }.
import type { Language } from '@motomitra/domain/language';
import type { SmsConfig, SmsTemplateName } from '../../config-channels.ts';
import { PROVIDER_TIMEOUT_MS, ProviderError, postJson, retryableStatus } from './provider-http.ts';

export type SmsMessage = {
  /** +91XXXXXXXXXX */
  to: string;
  template: SmsTemplateName;
  language: Language;
  values: readonly string[];
};

export type SmsClient = {
  /** Sends a DLT template; answers the provider's request id. */
  send(message: SmsMessage): Promise<string>;
};

type FlowAnswer = { type?: string; message?: string };

/** The flow's body for one message: the template's id and the values as var1 … varN. */
export function flowBody(config: SmsConfig, message: SmsMessage): Record<string, unknown> {
  const vars = Object.fromEntries(message.values.map((value, i) => [`var${i + 1}`, value]));
  return {
    template_id: config.templateIds[message.template],
    ...(config.senderId ? { sender: config.senderId } : {}),
    short_url: '0',
    // Devanagari travels as Unicode SMS; English stays plain text (more characters a part).
    ...(message.language === 'en' ? {} : { unicode: 1 }),
    recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...vars }],
  };
}

export function smsClient(config: SmsConfig, timeoutMs = PROVIDER_TIMEOUT_MS): SmsClient {
  const url = `${config.apiUrl}/api/v5/flow`;
  return {
    async send(message) {
      const { status, json } = await postJson(url, { authkey: config.authKey }, flowBody(config, message), timeoutMs);
      const answer = (json ?? {}) as FlowAnswer;
      if (status >= 200 && status < 300 && answer.type === 'success' && answer.message) return answer.message;
      const words = answer.message || 'no reason given';
      // MSG91 may say "error" with a 200: then it read the request and refused it.
      throw new ProviderError(`SMS refused (HTTP ${status}): ${words}`.slice(0, 500), retryableStatus(status), status);
    },
  };
}
