// Razorpay's Payment Links and Refunds APIs, as the shop uses them. What of the documented API this uses:
//   Basic auth key_id:key_secret on {RAZORPAY_API_URL}/v1/…, JSON both ways.
//   POST /v1/payment_links { amount (paise), currency: "INR", reference_id, description, customer { name, contact,
//     email }, notify { sms, email }, callback_url, callback_method: "get" } → the link entity.
//   GET /v1/payment_links/:id → the link entity: { id: "plink_…", short_url, status (created | partially_paid | paid
//     | cancelled | expired), amount, amount_paid, reference_id, payments: [{ payment_id, amount, method, status,
//     created_at (unix seconds) }] | null }.
//   POST /v1/payment_links/:id/cancel → the link entity, status cancelled.
//   POST /v1/payments/:id/refund { amount (paise), notes } → { id: "rfnd_…", status: pending | processed | failed },
//   with X-Refund-Idempotency (the idempotent request): the same key and body answer the same refund.
//   Refused: { error: { code, description, source, step, reason, field } } with a 4xx; its own trouble with a 5xx.
import { z } from 'zod';
import type { GatewayConfig } from '../../config-payments.ts';
import { PROVIDER_TIMEOUT_MS, ProviderError, retryableStatus } from '../messaging/provider-http.ts';
import type { Gateway, GatewayLink, LinkStatus } from './gateway.ts';

const LinkEntity = z.object({
  id: z.string().min(1),
  short_url: z.string().min(1),
  status: z.enum(['created', 'partially_paid', 'paid', 'cancelled', 'expired']),
  amount: z.number().int(),
  amount_paid: z.number().int().nullish(),
  reference_id: z.string().nullish(),
  payments: z
    .array(
      z.object({
        payment_id: z.string().min(1),
        amount: z.number().int(),
        method: z.string().nullish(),
        status: z.string().nullish(),
        created_at: z.number().nullish(),
      }),
    )
    .nullish(),
});
const RefundEntity = z.object({ id: z.string().min(1), status: z.string() });

/** A link as the gateway type says it: only captured payments count as paid. */
export function linkOf(entity: z.output<typeof LinkEntity>): GatewayLink {
  return {
    id: entity.id,
    shortUrl: entity.short_url,
    status: entity.status as LinkStatus,
    amountPaise: entity.amount,
    amountPaidPaise: entity.amount_paid ?? 0,
    referenceId: entity.reference_id ?? '',
    payments: (entity.payments ?? [])
      .filter((p) => !p.status || p.status === 'captured')
      .map((p) => ({
        paymentId: p.payment_id,
        amountPaise: p.amount,
        method: p.method ?? 'unknown',
        at: new Date((p.created_at ?? 0) * 1000),
      })),
  };
}

/** Razorpay's words for a refusal: "BAD_REQUEST_ERROR: The amount must be at least INR 1.00". */
function refusalOf(json: unknown): string {
  const error = (json as { error?: { code?: unknown; description?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'error';
  const description = typeof error?.description === 'string' ? error.description.slice(0, 300) : 'no description';
  return `${code}: ${description}`;
}

type RazorpayConfig = Extract<GatewayConfig, { kind: 'razorpay' }>;

/** One request; a network failure, a timeout, a 5xx or a 429 is a retryable ProviderError, a refusal is not. */
async function call(
  config: RazorpayConfig,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const url = `${config.apiUrl}/v1${path}`;
  const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (err) {
    const timeout = err instanceof Error && err.name === 'TimeoutError';
    const cause = err instanceof Error ? (err.cause as { code?: string } | undefined)?.code : undefined;
    const why = timeout ? `no answer in ${PROVIDER_TIMEOUT_MS / 1000} s` : (cause ?? String(err));
    throw new ProviderError(`Razorpay could not be reached: ${why}`, true);
  }
  const text = await res.text().catch(() => '');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  if (res.ok) return json;
  const retryable = retryableStatus(res.status);
  throw new ProviderError(`Razorpay answered ${res.status}: ${refusalOf(json)}`, retryable, res.status);
}

function parsed<T extends z.ZodType>(schema: T, json: unknown, what: string): z.output<T> {
  const result = schema.safeParse(json);
  if (!result.success) throw new ProviderError(`Razorpay's answer to ${what} is not what its API documents`, true);
  return result.data;
}

export function razorpayGateway(config: RazorpayConfig): Gateway {
  const id = (value: string) => encodeURIComponent(value);
  return {
    kind: 'razorpay',
    createLink: async (input) => {
      const json = await call(config, 'POST', '/payment_links', {
        amount: input.amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: input.referenceId,
        description: input.description,
        customer: {
          name: input.customer.name,
          contact: input.customer.contact,
          ...(input.customer.email ? { email: input.customer.email } : {}),
        },
        notify: { sms: false, email: false },
        reminder_enable: false,
        callback_url: input.callbackUrl,
        callback_method: 'get',
      });
      return linkOf(parsed(LinkEntity, json, 'a new payment link'));
    },
    fetchLink: async (linkId) =>
      linkOf(parsed(LinkEntity, await call(config, 'GET', `/payment_links/${id(linkId)}`), 'a link')),
    cancelLink: async (linkId) => {
      await call(config, 'POST', `/payment_links/${id(linkId)}/cancel`, {});
    },
    refund: async (paymentId, amountPaise, notes, key) => {
      const body = { amount: amountPaise, notes };
      const json = await call(config, 'POST', `/payments/${id(paymentId)}/refund`, body, {
        'x-refund-idempotency': key,
      });
      return parsed(RefundEntity, json, 'a refund');
    },
  };
}
