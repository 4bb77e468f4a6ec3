// Customer calls of spec section 7: register, log in/out, session check, profile, saved vehicles, legacy calls.

import {
  AddVehicleBodySchema,
  CheckLoggedInResponseSchema,
  CustomerSchema,
  CustomerVehicleSchema,
  EditCustomerBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SuccessMessageSchema,
} from '@motomitra/domain/accounts';
import { FetchSingleResponseSchema, LegacyOrdersResponseSchema } from '@motomitra/domain/booking';
import { MESSAGES } from '@motomitra/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { endSession, requireSession, sessionOf, startSession } from '../../plugins/sessions.ts';
import { cartToWire, loadCart } from '../cart/service.ts';
import { listOrders } from '../orders/service.ts';
import { verifyPassword } from './passwords.ts';
import { applySignInChange, checkSignInChange, requestPasswordReset, resetPassword } from './recovery.ts';
import {
  addVehicle,
  deleteVehicle,
  findLogin,
  getCustomer,
  listVehicles,
  registerCustomer,
  updateCustomer,
} from './service.ts';
import {
  forgetPastWindows,
  forgiveAttempt,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  takeAttempt,
} from './throttle.ts';

const HOUR = 60 * 60 * 1000;

export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;

  app.post(
    '/customer/register',
    {
      config: { rateLimit: { max: limits.registerPerHour, timeWindow: HOUR } },
      schema: { body: RegisterBodySchema, response: { 201: SuccessMessageSchema } },
    },
    async (request, reply) => {
      const id = await registerCustomer(app.db, request.body.customerData);
      await startSession(app, request, reply, id);
      return reply.status(201).send({ success: true, message: MESSAGES.signUpSuccess });
    },
  );

  app.post(
    '/customer/login',
    {
      config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } },
      schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const accountKey = `email:${email}`;
      const addressKey = `ip:${request.ip}`;
      const attempt = await takeAttempt(app.db, [
        { key: accountKey, max: MAX_FAILURES_PER_ACCOUNT },
        { key: addressKey, max: MAX_FAILURES_PER_ADDRESS },
      ]);
      if (!attempt.allowed) {
        const wait = attempt.waitMinutes;
        throw new HttpError(
          429,
          `Too many failed log-in attempts. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
        );
      }
      const account = await findLogin(app.db, email);
      const ok = await verifyPassword(account?.passwordHash ?? null, password);
      if (!account || !ok) {
        await forgetPastWindows(app.db);
        // Each failure in a row answers a little later: guessing gets slower before it is refused.
        await new Promise((r) => setTimeout(r, Math.min(attempt.failuresBefore + 1, 5) * 100));
        throw new HttpError(401, MESSAGES.loginFailed);
      }
      await forgiveAttempt(app.db, accountKey, addressKey);
      await startSession(app, request, reply, account.id);
      return { success: true, isLoggedIn: true, message: MESSAGES.loginSuccess };
    },
  );

  app.post(
    '/customer/password/forgot',
    {
      config: { rateLimit: { max: limits.passwordResetPerHour, timeWindow: HOUR } },
      schema: { body: ForgotPasswordBodySchema, response: { 200: SuccessMessageSchema } },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email);
      return { success: true, message: MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/customer/password/reset',
    {
      config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } },
      schema: { body: ResetPasswordBodySchema, response: { 200: SuccessMessageSchema } },
    },
    async (request) => {
      await resetPassword(app, request.body.token, request.body.password);
      return { success: true, message: MESSAGES.passwordResetDone };
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
    }),
  );
};

const VehicleIdParams = z.object({ vehicleId: z.string().max(100) });
const CustomerIdParams = z.object({ id: z.string().max(100) });
const LegacyCustomerIdParams = z.object({ customerId: z.string().max(100) });
const LegacyAddVehicleBody = z.object({
  vehicleType: z.string().max(20).optional(),
  make: z.string().trim().max(60).optional().default(''),
  model: z.string().trim().max(80).optional().default(''),
  cc_type: z.union([z.string(), z.number()]).nullable().optional(),
  /** Not in the old call; our /Test screen sends it so that models sold in several variants resolve to one. */
  variant: z.string().trim().max(120).optional(),
  reg_number: z.string().trim().min(1, MESSAGES.regNumberRequired).max(20),
});

/** Calls that need a logged-in customer: one hook guards the whole plugin. */
export const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

  app.get('/customer/fetch/single', { schema: { response: { 200: FetchSingleResponseSchema } } }, async (request) => {
    const { customerId } = sessionOf(request);
    const [customer, lines] = await Promise.all([getCustomer(app.db, customerId), loadCart(app.db, customerId)]);
    return { success: true as const, customer: { ...customer, mycart: cartToWire(lines, customer) } };
  });

  app.patch(
    '/customer/edit',
    {
      schema: {
        body: EditCustomerBodySchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), customer: CustomerSchema }) },
      },
    },
    async (request) => {
      const { customerId, idHash } = sessionOf(request);
      const data = request.body.updatedCustomerData;
      // Checked before anything is written: a wrong or missing current password changes nothing.
      const checked = await checkSignInChange(app, customerId, request.ip, data);
      await app.db.transaction(async (tx) => {
        await updateCustomer(tx, customerId, data);
        await applySignInChange(app, tx, customerId, idHash, checked, data.email);
      });
      return { success: true as const, message: 'Profile updated.', customer: await getCustomer(app.db, customerId) };
    },
  );

  app.get(
    '/customer/fetch/current/customer/vehicles',
    {
      schema: {
        response: { 200: z.object({ success: z.literal(true), customerVehicles: z.array(CustomerVehicleSchema) }) },
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
        response: { 201: z.object({ success: z.literal(true), message: z.string(), vehicle: CustomerVehicleSchema }) },
      },
    },
    async (request, reply) => {
      const vehicle = await addVehicle(app.db, sessionOf(request).customerId, request.body);
      return reply.status(201).send({ success: true as const, message: MESSAGES.vehicleAdded, vehicle });
    },
  );

  app.delete(
    '/customer/vehicles/:vehicleId',
    {
      schema: {
        params: VehicleIdParams,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), vehicles: z.array(CustomerVehicleSchema) }),
        },
      },
    },
    async (request) => {
      const { customerId } = sessionOf(request);
      await deleteVehicle(app.db, customerId, request.params.vehicleId);
      return { success: true as const, message: 'Vehicle deleted.', vehicles: await listVehicles(app.db, customerId) };
    },
  );

  // Legacy calls that name the customer in the path: only the logged-in customer's own id is accepted.
  const ownId = (request: { session: { customerId: string } | null }, id: string) => {
    if (sessionOf(request as Parameters<typeof sessionOf>[0]).customerId !== id) {
      throw new HttpError(403, 'You can only see and change your own account.');
    }
  };

  app.get(
    '/customer/:id',
    {
      schema: {
        params: CustomerIdParams,
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
        params: LegacyCustomerIdParams,
        body: LegacyAddVehicleBody,
        response: { 201: z.object({ success: z.literal(true), message: z.string(), vehicle: CustomerVehicleSchema }) },
      },
    },
    async (request, reply) => {
      ownId(request, request.params.customerId);
      const { make, model, variant, reg_number } = request.body;
      const vehicle = await addVehicle(app.db, request.params.customerId, {
        make_model: `${make} ${model}`.trim(),
        variant,
        reg_number,
      });
      return reply.status(201).send({ success: true as const, message: MESSAGES.vehicleAdded, vehicle });
    },
  );
};
