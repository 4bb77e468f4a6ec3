// A local stand-in for Razorpay, for tests: a real HTTP server that speaks the documented Payment Links and Refunds
// API with Basic auth key_id:key_secret (POST /v1/payment_links, GET /v1/payment_links/:id, POST
// /v1/payment_links/:id/cancel, POST /v1/payments/:id/refund), refuses what Razorpay refuses (401, 400 with its error
// object), and pays a link as a customer would: the link and its payment change, and a payment_link.paid webhook is
// signed as Razorpay signs it (hex HMAC-SHA256 of the raw body under the webhook secret, X-Razorpay-Signature), to be
// delivered once, many times or out of order.
import { randomBytes } from 'node:crypto';
import { razorpaySignature } from '../modules/payments/paid-event.ts';
import {
  type Failure,
  type FakeAnswer,
  type FakeRequest,
  failureQueue,
  isRecord,
  startJsonServer,
} from './fake-provider.ts';
import { paidEvent } from './fake-razorpay-event.ts';

export type FakeRazorpayOptions = { keyId: string; keySecret: string; webhookSecret: string };

export type FakeLink = {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  description: string;
  customer: Record<string, unknown>;
  notify: Record<string, unknown>;
  callback_url: string;
  callback_method: string;
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired';
  payments: { payment_id: string; amount: number; method: string; status: string; created_at: number }[] | null;
  created_at: number;
  cancelled_at: number;
};
export type FakeRefund = { id: string; payment_id: string; amount: number; notes: unknown; status: string };
/** A webhook as Razorpay sends it: the raw JSON body and its headers. */
export type SignedWebhook = { body: string; headers: Record<string, string> };

const rzpError = (status: number, description: string, field?: string): FakeAnswer => ({
  status,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'NA',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  },
});
const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

/** The link a POST /v1/payment_links body asks for, or Razorpay's refusal. */
function readLink(body: unknown, references: Set<string>): FakeLink | FakeAnswer {
  if (!isRecord(body)) return rzpError(400, 'The request body is not valid JSON');
  if (!Number.isInteger(body.amount) || (body.amount as number) < 100)
    return rzpError(400, 'The amount must be atleast INR 1.00', 'amount');
  if (body.currency !== 'INR') return rzpError(400, 'The currency must be INR', 'currency');
  if (typeof body.reference_id !== 'string' || body.reference_id.length > 40)
    return rzpError(400, 'The reference id may not be greater than 40 characters.', 'reference_id');
  if (references.has(body.reference_id))
    return rzpError(400, `Payment Link with reference id ${body.reference_id} already exists`, 'reference_id');
  if (typeof body.callback_url === 'string' && body.callback_method !== 'get')
    return rzpError(400, 'callback_method must be get when callback_url is given', 'callback_method');
  const id = rid('plink');
  return {
    id,
    amount: body.amount as number,
    amount_paid: 0,
    currency: 'INR',
    reference_id: body.reference_id,
    description: typeof body.description === 'string' ? body.description : '',
    customer: isRecord(body.customer) ? body.customer : {},
    notify: isRecord(body.notify) ? body.notify : {},
    callback_url: typeof body.callback_url === 'string' ? body.callback_url : '',
    callback_method: typeof body.callback_method === 'string' ? body.callback_method : '',
    short_url: `https://rzp.io/i/${id.slice(6)}`,
    status: 'created',
    payments: null,
    created_at: now(),
    cancelled_at: 0,
  };
}

type FakeState = {
  links: Map<string, FakeLink>;
  refunds: FakeRefund[];
  references: Set<string>;
  /** Idempotent refund requests seen (X-Refund-Idempotency): the body asked and the answer given. */
  refundKeys: Map<string, { raw: string; answer: FakeAnswer }>;
};

/** POST /v1/payment_links, GET /v1/payment_links/:id and POST /v1/payment_links/:id/cancel; null for another path. */
function answerLinks(state: FakeState, request: FakeRequest): FakeAnswer | null {
  const { method, path } = request;
  if (method === 'POST' && /^\/v1\/payment_links\/?$/.test(path)) {
    const link = readLink(request.body, state.references);
    if (!('id' in link)) return link;
    state.links.set(link.id, link);
    state.references.add(link.reference_id);
    return { status: 200, body: link };
  }
  const linkPath = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
  if (!linkPath) return null;
  const link = state.links.get(decodeURIComponent(linkPath[1] ?? ''));
  if (!link) return rzpError(400, 'The id provided does not exist');
  if (method === 'GET' && !linkPath[2]) return { status: 200, body: link };
  if (method !== 'POST' || !linkPath[2]) return rzpError(400, 'The requested URL was not found on the server.');
  if (link.status !== 'created') return rzpError(400, `Payment Link cannot be cancelled in ${link.status} state`);
  link.status = 'cancelled';
  link.cancelled_at = now();
  return { status: 200, body: link };
}

/**
 * POST /v1/payments/:id/refund: at most what was captured, over all its refunds; null for another path. With
 * X-Refund-Idempotency (10+ letters, digits, - or _), the same key and body answer the refund made the first time, and
 * the same key with another body is refused, as Razorpay's idempotent request does.
 */
function answerRefund(state: FakeState, request: FakeRequest): FakeAnswer | null {
  const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.path);
  if (request.method !== 'POST' || !refundPath) return null;
  const key = request.headers['x-refund-idempotency'];
  if (typeof key !== 'string') return refundOnce(state, request, refundPath[1] ?? '');
  if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) return rzpError(400, 'The idempotency key is invalid.');
  const seen = state.refundKeys.get(key);
  if (seen) {
    return seen.raw === request.raw
      ? seen.answer
      : rzpError(400, 'Different request with the same idempotency key has already been processed.');
  }
  const answer = refundOnce(state, request, refundPath[1] ?? '');
  if (answer.status === 200) state.refundKeys.set(key, { raw: request.raw, answer });
  return answer;
}

function refundOnce(state: FakeState, request: FakeRequest, pathId: string): FakeAnswer {
  const paymentId = decodeURIComponent(pathId);
  const paid = [...state.links.values()].flatMap((l) => l.payments ?? []).find((p) => p.payment_id === paymentId);
  if (!paid) return rzpError(400, 'The id provided does not exist');
  const body = isRecord(request.body) ? request.body : {};
  const amount = Number.isInteger(body.amount) ? (body.amount as number) : paid.amount;
  const already = state.refunds.filter((r) => r.payment_id === paymentId).reduce((sum, r) => sum + r.amount, 0);
  if (amount + already > paid.amount)
    return rzpError(400, 'The refund amount provided is greater than amount captured');
  const refund = { id: rid('rfnd'), payment_id: paymentId, amount, notes: body.notes ?? null, status: 'processed' };
  state.refunds.push(refund);
  return { status: 200, body: { entity: 'refund', currency: 'INR', created_at: now(), ...refund } };
}

export async function startFakeRazorpay(options: FakeRazorpayOptions) {
  const state: FakeState = { links: new Map(), refunds: [], references: new Set(), refundKeys: new Map() };
  const { links, refunds } = state;
  const failures = failureQueue();
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  let requests = 0;
  let losing = 0;
  const server = await startJsonServer((request) => {
    requests++;
    if (request.headers.authorization !== auth) return rzpError(401, 'The api key provided is invalid');
    const failure = failures.next();
    if (failure === 'network') return 'network';
    if (failure) return rzpError(failure.status, failure.message ?? 'The server encountered an error.');
    const answer =
      answerLinks(state, request) ??
      answerRefund(state, request) ??
      rzpError(400, 'The requested URL was not found on the server.');
    // Done, and the answer lost on the way back (as a connection dropped after Razorpay acted).
    if (losing > 0) {
      losing--;
      return 'network';
    }
    return answer;
  });

  /** A body signed as Razorpay signs it (or with another secret: a forgery). */
  const sign = (payload: unknown, secret = options.webhookSecret): SignedWebhook => {
    const body = JSON.stringify(payload);
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': razorpaySignature(body, secret) },
    };
  };
  return {
    /** The base URL to configure as RAZORPAY_API_URL. */
    url: server.url,
    links,
    refunds,
    requests: () => requests,
    /** The next requests fail like this, one each, before the body is read. */
    failNext: (...next: Failure[]) => failures.add(...next),
    /** The next request is carried out, and its answer lost: the connection is cut after Razorpay acted. */
    loseNextAnswer: () => {
      losing++;
    },
    sign,
    /**
     * The customer pays the link (by `method`, for `amountPaise`, the link's amount unless said): the link is paid and
     * the signed payment_link.paid webhook is answered, to deliver (deliver()) as often and in whatever order a test likes.
     */
    pay(linkId: string, paid: { method?: string; amountPaise?: number } = {}): SignedWebhook {
      const link = links.get(linkId);
      if (!link) throw new Error(`The fake Razorpay has no link ${linkId}`);
      if (link.status !== 'created') throw new Error(`The link ${linkId} is ${link.status}: it cannot be paid`);
      const payment = {
        payment_id: rid('pay'),
        amount: paid.amountPaise ?? link.amount,
        method: paid.method ?? 'upi',
        status: 'captured',
        created_at: now(),
      };
      link.payments = [...(link.payments ?? []), payment];
      link.amount_paid += payment.amount;
      link.status = link.amount_paid >= link.amount ? 'paid' : 'partially_paid';
      return sign(paidEvent(link, payment));
    },
    /** POSTs a webhook to the shop (its /api/webhooks/razorpay URL); answers the status. */
    async deliver(url: string, webhook: SignedWebhook): Promise<number> {
      const res = await fetch(url, { method: 'POST', headers: webhook.headers, body: webhook.body });
      await res.text();
      return res.status;
    },
    close: () => server.close(),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
