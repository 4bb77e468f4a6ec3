// GET /api/pay/:token: the pay address in a payment request's e-mail, WhatsApp and SMS. No login: the token
// (pay-token.ts) names the order. It leads (303) to the order's payment link, made or reused by link.ts for the amount
// due, and to the order's page once there is nothing to pay there (paid, or no payment asked for yet). A bad token:
// 404 in plain words.
import { LANGUAGES } from '@motomitra/domain/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderPageUrl } from '../notifications/letters.ts';
import { payLinkOf } from './link.ts';
import { tokenOrder } from './pay-token.ts';

const Params = z.object({ token: z.string().min(1).max(200).describe("The order's signed pay token") });
/** The language of the order's page to fall back to (the message's). Anything else: English. */
const Query = z.object({ lang: z.enum(LANGUAGES).optional().catch(undefined) });

/** In the customer's three languages at once: whoever follows a bad address has no session to say theirs. */
const NOT_VALID = [
  'This payment link is not valid. Open your order under My Account → Orders and choose Pay Now.',
  'ही पेमेंट लिंक वैध नाही. माझे खाते → ऑर्डर येथे तुमची ऑर्डर उघडा आणि "आता पैसे भरा" निवडा.',
  'यह भुगतान लिंक मान्य नहीं है। मेरा खाता → ऑर्डर में अपना ऑर्डर खोलें और "अभी भुगतान करें" चुनें।',
].join('\n');

export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl, sessionSecret, rateLimits } = app.config;
  app.get(
    '/pay/:token',
    {
      // Per client address, as the log-in: a person follows it a few times, a guesser is slowed.
      config: { rateLimit: { max: rateLimits.loginPerMinute, timeWindow: 60_000 } },
      schema: {
        params: Params,
        querystring: Query,
        response: { 303: z.null().describe("To the order's payment link, or to its page"), 404: z.string() },
      },
    },
    async (request, reply) => {
      const orderId = tokenOrder(sessionSecret, request.params.token);
      if (!orderId)
        return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_VALID);
      const language = request.query.lang ?? 'en';
      const link = await payLinkOf(app, orderId, language);
      reply.header('cache-control', 'no-store');
      return reply.redirect(link ?? orderPageUrl({ id: orderId, language, publicUrl }), 303);
    },
  );
};
