// Reminder settings (decision 0014): the edit-account switch, a vehicle's insurance and PUC dates (behind the session),
// and the one-click link of every reminder e-mail (no login: the signed token is the proof).
import { VehicleIdParamsSchema } from '@motomitra/domain/accounts';
import {
  RemindersBodySchema,
  RemindersResponseSchema,
  ReminderTokenBodySchema,
  VehicleDatesBodySchema,
  VehicleDatesResponseSchema,
} from '@motomitra/domain/reminders';
import { ErrorResponseSchema } from '@motomitra/domain/responses';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http-error.ts';
import { requireSession, sessionOf } from '../../plugins/sessions.ts';
import { listVehicles, setVehicleDates } from '../customers/service.ts';
import { setReminders, tokenCustomer } from './service.ts';

export const customerReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession);

  app.put(
    '/customer/reminders',
    { schema: { body: RemindersBodySchema, response: { 200: RemindersResponseSchema } } },
    async (request) => {
      const reminders = await setReminders(app.db, sessionOf(request).customerId, request.body.enabled);
      return { success: true as const, message: reminders ? say('remindersOn') : say('remindersOff'), reminders };
    },
  );

  app.put(
    '/customer/vehicles/:vehicleId/dates',
    {
      schema: {
        params: VehicleIdParamsSchema,
        body: VehicleDatesBodySchema,
        response: { 200: VehicleDatesResponseSchema },
      },
    },
    async (request) => {
      const { customerId } = sessionOf(request);
      await setVehicleDates(app.db, customerId, request.params.vehicleId, request.body);
      return {
        success: true as const,
        message: say('vehicleDatesSaved'),
        customerVehicles: await listVehicles(app.db, customerId),
      };
    },
  );
};

export const reminderLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const customerOf = (token: string) => {
    const id = tokenCustomer(app.config.sessionSecret, token);
    if (!id) throw badRequest(say('unsubscribeLinkInvalid'));
    return id;
  };
  const schema = {
    body: ReminderTokenBodySchema,
    response: { 200: RemindersResponseSchema, 400: ErrorResponseSchema },
  };

  // Honoured at once; the page that sends it offers to turn them back on (the same token).
  app.post('/reminders/unsubscribe', { schema }, async (request) => {
    const reminders = await setReminders(app.db, customerOf(request.body.token), false);
    return { success: true as const, message: say('remindersOff'), reminders };
  });

  app.post('/reminders/subscribe', { schema }, async (request) => {
    const reminders = await setReminders(app.db, customerOf(request.body.token), true);
    return { success: true as const, message: reminders ? say('remindersOn') : say('remindersOff'), reminders };
  });
};
