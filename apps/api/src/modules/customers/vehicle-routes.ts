// A logged-in customer's saved vehicles (spec section 7): list, add and delete, and the legacy calls that name the
// customer in the path (only the logged-in customer's own id is accepted). Both calls that save a vehicle count in
// the same hour per customer (`vehicleAdds`).
import {
  AddVehicleBodySchema,
  CustomerVehiclesResponseSchema,
  LegacyAddVehicleBodySchema,
  LegacyCustomerIdParamsSchema,
  VehicleAddedResponseSchema,
  VehicleDeletedResponseSchema,
  VehicleIdParamsSchema,
} from '@motomitra/domain/accounts';
import { LegacyOrdersResponseSchema } from '@motomitra/domain/booking';
import { IdParamsSchema } from '@motomitra/domain/ids';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import { listOrders } from '../orders/service.ts';
import { addVehicle, deleteVehicle, listVehicles } from './service.ts';
import type { VehicleAddLimit } from './vehicle-limit.ts';

export const vehicleRoutes: FastifyPluginAsyncZod<{ vehicleAdds: VehicleAddLimit }> = async (app, { vehicleAdds }) => {
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
};

/** The old client's calls that name the customer in the path: only the logged-in customer's own id is accepted. */
export const legacyCustomerRoutes: FastifyPluginAsyncZod<{ vehicleAdds: VehicleAddLimit }> = async (
  app,
  { vehicleAdds },
) => {
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
