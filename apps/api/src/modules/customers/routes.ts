// Customer calls of spec section 7: register, log in/out, session check, profile, saved vehicles, legacy calls.

import {
  AddVehicleBodySchema,
  CheckLoggedInResponseSchema,
  CustomerVehiclesResponseSchema,
  EditCustomerBodySchema,
  EditCustomerResponseSchema,
  ForgotPasswordBodySchema,
  LanguageSavedResponseSchema,
  LegacyAddVehicleBodySchema,
  LegacyCustomerIdParamsSchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  OtherAddressesBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SaveLanguageBodySchema,
  VehicleAddedResponseSchema,
  VehicleDeletedResponseSchema,
  VehicleIdParamsSchema,
} from '@motomitra/domain/accounts';
import { FetchSingleResponseSchema, LegacyOrdersResponseSchema } from '@motomitra/domain/booking';
import { IdParamsSchema } from '@motomitra/domain/ids';
import { EraseAccountBodySchema, MyDataSchema } from '@motomitra/domain/my-data';
import { ErrorResponseSchema, SuccessSchema } from '@motomitra/domain/responses';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { languageOf } from '../../plugins/answer-language.ts';
import { endSession, requireSession, sessionOf, startSession } from '../../plugins/sessions.ts';
import { cartCount, cartToWire, loadCart } from '../cart/service.ts';
import { listOrders } from '../orders/service.ts';
import { saveLanguage, setLanguageCookie } from './language.ts';
import { logIn } from './login.ts';
import { eraseAccount, exportMyData } from './my-data.ts';
import { editAccount, requestPasswordReset, resetPassword } from './recovery.ts';
import {
  addVehicle,
  deleteVehicle,
  getCustomer,
  listVehicles,
  registerCustomer,
  saveOtherAddresses,
} from './service.ts';
import { vehicleAddLimit } from './vehicle-limit.ts';

const HOUR = 60 * 60 * 1000;

export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;

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
      // The work for an account starts once the answer is sent (issue 22): before it, an address with an account and
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
      ...(request.session?.role === 'customer' && { cartCount: await cartCount(app.db, request.session.customerId) }),
    }),
  );
};

/** Calls that need a logged-in customer: one hook guards the whole plugin. */
export const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);
  // Both calls that save a vehicle (this one and the legacy one below) count in the same hour per customer.
  const vehicleAdds = vehicleAddLimit(app);

  app.get('/customer/fetch/single', { schema: { response: { 200: FetchSingleResponseSchema } } }, async (request) => {
    const { customerId } = sessionOf(request);
    const [customer, lines] = await Promise.all([getCustomer(app.db, customerId), loadCart(app.db, customerId)]);
    return {
      success: true as const,
      customer: {
        ...customer,
        mycart: cartToWire(lines, customer, languageOf(request), app.now()),
      },
    };
  });

  app.patch(
    '/customer/edit',
    {
      schema: {
        body: EditCustomerBodySchema,
        response: { 200: EditCustomerResponseSchema },
      },
    },
    async (request) => {
      const { customerId, idHash } = sessionOf(request);
      await editAccount(app, { customerId, idHash }, request.ip, request.body.updatedCustomerData);
      return {
        success: true as const,
        message: say('profileUpdated'),
        customer: await getCustomer(app.db, customerId),
      };
    },
  );

  // The language switcher saves a customer's choice here (a GET with ?lang= only changes the page: a link on another
  // site must not change what their e-mails are written in). The cookie too, so this device's pages follow at once.
  app.post(
    '/customer/language',
    { schema: { body: SaveLanguageBodySchema, response: { 200: LanguageSavedResponseSchema } } },
    async (request, reply) => {
      const { customerId, role } = sessionOf(request);
      const { language } = request.body;
      // The console stays English (issue 15): an operator's choice is this device's only.
      if (role === 'customer') await saveLanguage(app.db, customerId, language);
      setLanguageCookie(request, reply, language);
      return { success: true as const, language };
    },
  );

  // Other addresses are saved on their own: adding one never needs the date of birth or the home address first.
  app.put(
    '/customer/addresses',
    { schema: { body: OtherAddressesBodySchema, response: { 200: EditCustomerResponseSchema } } },
    async (request) => {
      const { customerId } = sessionOf(request);
      await saveOtherAddresses(app.db, customerId, request.body.otherAddress);
      return {
        success: true as const,
        message: say('addressesSaved'),
        customer: await getCustomer(app.db, customerId),
      };
    },
  );

  app.get(
    '/customer/fetch/current/customer/vehicles',
    {
      schema: {
        response: { 200: CustomerVehiclesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      customerVehicles: await listVehicles(app.db, sessionOf(request).customerId),
    }),
  );

  app.put(
    '/customer/addvehicle',
    {
      schema: {
        body: AddVehicleBodySchema,
        response: { 201: VehicleAddedResponseSchema },
      },
    },
    async (request, reply) => {
      await vehicleAdds(request, reply);
      const vehicle = await addVehicle(app.db, sessionOf(request).customerId, request.body);
      return reply.status(201).send({ success: true as const, message: say('vehicleAdded'), vehicle });
    },
  );

  // The customer's own data (issue 16, DPDP Act 2023): all of it as a JSON download, and erasing the account.
  app.get('/customer/export', { schema: { response: { 200: MyDataSchema } } }, async (request, reply) => {
    const data = await exportMyData(app.db, sessionOf(request).customerId, app.now());
    // Theirs only, and never kept by a cache on the way.
    reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="motomitra-my-data-${data.exportedAt.slice(0, 10)}.json"`);
    return data;
  });

  app.post(
    '/customer/delete',
    {
      schema: {
        body: EraseAccountBodySchema,
        response: { 200: SuccessSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await eraseAccount(app, sessionOf(request).customerId, request.body.password, request.ip);
      await endSession(app, request, reply);
      return { success: true as const, message: say('erased') };
    },
  );

  app.delete(
    '/customer/vehicles/:vehicleId',
    {
      schema: {
        params: VehicleIdParamsSchema,
        response: { 200: VehicleDeletedResponseSchema },
      },
    },
    async (request) => {
      const { customerId } = sessionOf(request);
      await deleteVehicle(app.db, customerId, request.params.vehicleId);
      return {
        success: true as const,
        message: say('vehicleDeleted'),
        vehicles: await listVehicles(app.db, customerId),
      };
    },
  );

  // Legacy calls that name the customer in the path: only the logged-in customer's own id is accepted.
  const ownId = (request: { session: { customerId: string } | null }, id: string) => {
    if (sessionOf(request as Parameters<typeof sessionOf>[0]).customerId !== id) {
      throw new HttpError(403, say('onlyYourAccount'));
    }
  };

  app.get(
    '/customer/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: LegacyOrdersResponseSchema },
      },
    },
    async (request) => {
      ownId(request, request.params.id);
      return { success: true as const, myOrders: await listOrders(app.db, request.params.id) };
    },
  );

  app.put(
    '/customer/addvehicle/:customerId',
    {
      schema: {
        params: LegacyCustomerIdParamsSchema,
        body: LegacyAddVehicleBodySchema,
        response: { 201: VehicleAddedResponseSchema },
      },
    },
    async (request, reply) => {
      ownId(request, request.params.customerId);
      await vehicleAdds(request, reply);
      const { make, model, variant, reg_number } = request.body;
      const vehicle = await addVehicle(app.db, request.params.customerId, {
        make_model: `${make} ${model}`.trim(),
        variant,
        reg_number,
      });
      return reply.status(201).send({ success: true as const, message: say('vehicleAdded'), vehicle });
    },
  );
};
