// Customer calls of spec section 7: register, log in/out, the session check, password recovery; and the calls of a
// logged-in customer (profile-routes.ts, vehicle-routes.ts, my-data-routes.ts) under one session check.

import {
  CheckLoggedInResponseSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from '@motomitra/domain/accounts';
import { SuccessSchema } from '@motomitra/domain/responses';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { endSession, requireSession, startSession } from '../../plugins/sessions.ts';
import { cartCount } from '../cart/service.ts';
import { setLanguageCookie } from './language.ts';
import { logIn } from './login.ts';
import { myDataRoutes } from './my-data-routes.ts';
import { otpRoutes } from './otp-routes.ts';
import { phoneRoutes } from './phone-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { requestPasswordReset, resetPassword } from './recovery.ts';
import { registerCustomer } from './service.ts';
import { vehicleAddLimit } from './vehicle-limit.ts';
import { legacyCustomerRoutes, vehicleRoutes } from './vehicle-routes.ts';

const HOUR = 60 * 60 * 1000;

export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;
  await app.register(otpRoutes);

  app.post(
    '/customer/register',
    {
      config: { rateLimit: { max: limits.registerPerHour, timeWindow: HOUR } },
      schema: { body: RegisterBodySchema, response: { 201: SuccessSchema } },
    },
    async (request, reply) => {
      // The language of the page they registered on (the web asks in it) is theirs until they choose another.
      const id = await registerCustomer(app.db, request.body.customerData, languageOf(request));
      await startSession(app, request, reply, id);
      return reply.status(201).send({ success: true as const, message: say('signUpSuccess') });
    },
  );

  app.post(
    '/customer/login',
    {
      config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } },
      schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      const { id, language } = await logIn(app.db, request.body.email, request.body.password, request.ip);
      await startSession(app, request, reply, id);
      // The customer's language wins after login: their pages from now on, on this device too.
      if (language) setLanguageCookie(request, reply, language);
      return { success: true, isLoggedIn: true, message: say('loginSuccess'), ...(language ? { language } : {}) };
    },
  );

  app.post(
    '/customer/password/forgot',
    {
      config: { rateLimit: { max: limits.passwordResetPerHour, timeWindow: HOUR } },
      schema: { body: ForgotPasswordBodySchema, response: { 200: SuccessSchema } },
      // The work for an account starts once the answer is sent: before it, an address with an account and
      // one without take the same path, so the answer's time does not tell them apart.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const { email } = request.body;
        app.afterReply.run('password reset link', () => requestPasswordReset(app, email));
      },
    },
    async () => ({ success: true as const, message: say('forgotPasswordSent') }),
  );

  app.post(
    '/customer/password/reset',
    {
      config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } },
      schema: { body: ResetPasswordBodySchema, response: { 200: SuccessSchema } },
    },
    async (request) => {
      await resetPassword(app, request.body.token, request.body.password);
      return { success: true as const, message: say('passwordResetDone') };
    },
  );

  app.post('/customer/logout', { schema: { response: { 200: LogoutResponseSchema } } }, async (request, reply) => {
    await endSession(app, request, reply);
    return { success: true, isLoggedIn: false };
  });

  app.post(
    '/customer/check/logged/in',
    { schema: { response: { 200: CheckLoggedInResponseSchema } } },
    async (request) => ({
      isCustomerLoggedIn: request.session !== null,
      role: request.session?.role ?? null,
      ...(request.session?.staffRole && { staffRole: request.session.staffRole }),
      ...(request.session?.role === 'customer' && { cartCount: await cartCount(app.db, request.session.customerId) }),
    }),
  );
};

/** Calls that need a logged-in customer: one hook guards them all. */
export const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  // Both calls that save a vehicle (the legacy one too) count in the same hour per customer.
  const vehicleAdds = vehicleAddLimit(app);
  await app.register(profileRoutes);
  await app.register(phoneRoutes);
  await app.register(vehicleRoutes, { vehicleAdds });
  await app.register(myDataRoutes);
  await app.register(legacyCustomerRoutes, { vehicleAdds });
};
