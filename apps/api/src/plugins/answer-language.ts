// Answers in the request's language (issue 15): a message and the field errors of a JSON answer are given in the
// language the web asks for (Accept-Language, which the web sets to its page's language); the spec's texts are
// translated, anything else (an operator's words, a value) stays as it is. Logs never see this: they log codes.
import { type Language, negotiateLanguage } from '@motomitra/domain/language';
import { translateMessage } from '@motomitra/domain/messages-in';
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
    if (language === 'en') return payload;
    const say = (text: unknown) => (typeof text === 'string' ? translateMessage(text, language) : text);
    return {
      ...answer,
      ...(typeof answer.message === 'string' ? { message: say(answer.message) } : {}),
      ...(answer.fieldErrors && typeof answer.fieldErrors === 'object'
        ? { fieldErrors: Object.fromEntries(Object.entries(answer.fieldErrors).map(([k, v]) => [k, say(v)])) }
        : {}),
    };
  });
});
