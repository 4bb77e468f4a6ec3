// Answers in the request's language (decision 0012): a JSON answer's message and field errors are keyed texts of the
// domain (say.ts), said here in the language the web asks for (Accept-Language, which the web sets to its page's
// language) from that language's catalogue by key, English included; anything else (an operator's words, a value)
// stays as it is. Logs never see this: they log codes.
import { type Language, negotiateLanguage } from '@motomitra/domain/language';
import { textIn } from '@motomitra/domain/messages-in';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Answer = { message?: unknown; fieldErrors?: unknown };

/**
 * The language a request is answered in: its Accept-Language, which the web sets to its page's language. Messages
 * (below), and the catalogue's texts, a cart's and a payment sheet's service names, all follow it.
 */
export const languageOf = (request: FastifyRequest): Language => negotiateLanguage(request.headers['accept-language']);

export const answerLanguage = fp(async (app) => {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const answer = payload as Answer;
    if (typeof answer.message !== 'string' && (typeof answer.fieldErrors !== 'object' || !answer.fieldErrors))
      return payload;
    const language = languageOf(request);
    const say = (text: unknown) => (typeof text === 'string' ? textIn(text, language) : text);
    return {
      ...answer,
      ...(typeof answer.message === 'string' ? { message: say(answer.message) } : {}),
      ...(answer.fieldErrors && typeof answer.fieldErrors === 'object'
        ? { fieldErrors: Object.fromEntries(Object.entries(answer.fieldErrors).map(([k, v]) => [k, say(v)])) }
        : {}),
    };
  });
});
