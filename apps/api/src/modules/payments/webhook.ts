// POST /api/webhooks/razorpay: the gateway says a link was paid. X-Razorpay-Signature is the hex HMAC-SHA256 of the raw
// body under RAZORPAY_WEBHOOK_SECRET; it is checked on the bytes as they came before anything is read, and a missing
// or wrong one is refused (400) and changes nothing. payment_link.paid settles the link (settle.ts: once, however often
// it comes); any other event is answered 200 and left. Settled before the answer: a failure answers 5xx, and the
// gateway sends the event again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { metrics } from '../../plugins/metrics.ts';
import { signsBody } from '../webhooks/signature.ts';
import { settlePaidLink } from './settle.ts';

/** Whether `header` is the gateway's signature of `raw` under `secret` (paid-event.ts razorpaySignature makes it). */
export function validRazorpaySignature(raw: Buffer, header: string | string[] | undefined, secret: string): boolean {
  return typeof header === 'string' && signsBody(raw, header.trim(), secret);
}

/** What of a payment_link.paid event is read: the link, and the payment that paid it. */
const PaidEventSchema = z.object({
  event: z.literal('payment_link.paid'),
  payload: z.object({
    payment_link: z.object({
      entity: z.object({ id: z.string().min(1).max(100), reference_id: z.string().max(100).nullish() }),
    }),
    payment: z.object({
      entity: z.object({
        id: z.string().min(1).max(100),
        amount: z.number().int().min(0),
        method: z.string().max(40).nullish(),
        status: z.string().max(40).nullish(),
        created_at: z.number().nullish(),
      }),
    }),
  }),
});

const NOT_VALID = 'The request is not valid.';

export const razorpayWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Here only: a JSON body arrives as its bytes, which the signature covers.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhooks/razorpay', async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : null;
    const secret = app.config.payments.gateway.webhookSecret;
    if (!raw || !validRazorpaySignature(raw, request.headers['x-razorpay-signature'], secret)) {
      metrics.webhookSignatureFailures.inc();
      request.log.warn('razorpay webhook refused: missing or wrong signature');
      throw new HttpError(400, NOT_VALID);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.');
    }
    if ((json as { event?: unknown } | null)?.event !== 'payment_link.paid') return reply.send({ success: true });
    const event = PaidEventSchema.safeParse(json);
    if (!event.success) throw new HttpError(400, NOT_VALID);
    const { payment_link: link, payment } = event.data.payload;
    const outcome = await settlePaidLink(app, {
      linkId: link.entity.id,
      referenceId: link.entity.reference_id ?? undefined,
      paymentId: payment.entity.id,
      amountPaise: payment.entity.amount,
      method: payment.entity.method ?? 'unknown',
      at: payment.entity.created_at ? new Date(payment.entity.created_at * 1000) : new Date(),
    });
    return reply.send({ success: true, outcome });
  });
};
