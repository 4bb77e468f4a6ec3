// Logging in and signing up with a mobile number and a code (decision 0019): the code asked for, then given back. The
// login sets the session as the password login does (a new id, the previous one deleted) and the customer's language.
import {
  OtpRequestBodySchema,
  OtpRequestResponseSchema,
  OtpVerifyBodySchema,
  OtpVerifyResponseSchema,
} from '@motomitra/domain/phone-login';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { startSession } from '../../plugins/sessions.ts';
import { setLanguageCookie } from './language.ts';
import { requestLoginCode, verifyLoginCode } from './otp.ts';

const HOUR = 60 * 60 * 1000;

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;

  app.post(
    '/customer/otp/request',
    {
      // Per client address, shared through Redis (REDIS_URL); each number has its own limits besides (otp-codes.ts).
      config: { rateLimit: { max: limits.otpPerHour, timeWindow: HOUR } },
      schema: { body: OtpRequestBodySchema, response: { 200: OtpRequestResponseSchema } },
    },
    async (request) => {
      await requestLoginCode(app, request.body.mobile, languageOf(request));
      return { success: true as const, message: say('otpSent') };
    },
  );

  app.post(
    '/customer/otp/verify',
    {
      config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } },
      schema: { body: OtpVerifyBodySchema, response: { 200: OtpVerifyResponseSchema } },
    },
    async (request, reply) => {
      const login = await verifyLoginCode(app, request.body, languageOf(request));
      await startSession(app, request, reply, login.id);
      // The customer's language wins after login, as with a password.
      if (login.language) setLanguageCookie(request, reply, login.language);
      return {
        success: true as const,
        isLoggedIn: true as const,
        message: say(login.created ? 'signUpSuccess' : 'loginSuccess'),
        ...(login.language ? { language: login.language } : {}),
        created: login.created,
      };
    },
  );
};
