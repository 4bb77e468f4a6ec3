// /api/webhooks/whatsapp (decision 0019): Meta's GET handshake, and the POSTs that bring delivery statuses and the
// customers' messages. A POST's signature is checked on its raw bytes before anything is read; a forged or missing one
// is refused (401) and changes nothing. A signed POST is answered at once and its work done after the answer
// (after-reply, tried again on a passing error): Meta wants its 200 quickly and repeats what is not answered.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { metrics } from '../../plugins/metrics.ts';
import { handleInbound } from '../messaging/inbound.ts';
import { applyStatus, stopWhatsApp } from './delivery.ts';
import { type Envelope, EnvelopeSchema, inboundOf, isStop, statusesOf } from './payload.ts';
import { validSignature } from './signature.ts';

const NOT_VALID = 'The request is not valid.';

const HandshakeQuerySchema = z.object({
  'hub.mode': z.string().max(100).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** Does what a signed webhook says: statuses first, in their order, then the customers' messages. */
export async function processWebhook(app: FastifyInstance, envelope: Envelope): Promise<void> {
  let early = 0;
  for (const update of statusesOf(envelope)) {
    if ((await applyStatus(app.db, update)) === 'inFlight') early++;
  }
  for (const message of inboundOf(envelope)) {
    if (isStop(message)) {
      const stopped = await stopWhatsApp(app.db, message.from);
      app.log.info({ stopped }, 'WhatsApp turned off by a STOP');
    } else {
      await handleInbound(app, message);
    }
  }
  // A status of a message whose id is not written down yet: after-reply tries the webhook again (in 1 s, then 5 s);
  // what was done is not done twice (statuses keep the furthest, a message is kept once, a STOP changes nothing more).
  if (early > 0) throw new Error(`${early} status(es) came before their message's id was recorded`);
}

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Here only: a JSON body arrives as its bytes, which the signature covers (Fastify's parser would re-encode them).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get('/webhooks/whatsapp', { schema: { querystring: HandshakeQuerySchema } }, async (request, reply) => {
    const expected = app.config.messaging.whatsapp?.verifyToken;
    const q = request.query;
    const challenge = q['hub.challenge'] ?? '';
    const matches = expected && q['hub.mode'] === 'subscribe' && sameToken(q['hub.verify_token'] ?? '', expected);
    if (!matches || challenge === '') throw new HttpError(403, NOT_VALID);
    return reply.type('text/plain; charset=utf-8').send(challenge);
  });

  // No body schema: the body is bytes until its signature checks out (payload.ts reads it then).
  app.post('/webhooks/whatsapp', async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : null;
    const secret = app.config.messaging.whatsapp?.appSecret ?? null;
    if (!raw || !validSignature(raw, request.headers['x-hub-signature-256'], secret)) {
      metrics.webhookSignatureFailures.inc();
      request.log.warn('webhook refused: missing or wrong signature');
      throw new HttpError(401, NOT_VALID);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.');
    }
    const envelope = EnvelopeSchema.safeParse(json);
    if (!envelope.success) throw new HttpError(400, NOT_VALID);
    app.afterReply.run('whatsapp webhook', () => processWebhook(app, envelope.data));
    return reply.status(200).send({ success: true });
  });
};
