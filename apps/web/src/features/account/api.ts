// The logged-in customer's profile and saved vehicles, and the vehicle catalogue they pick from.
import {
  type AddVehicleBodySchema,
  CustomerSchema,
  CustomerVehicleSchema,
  type EditCustomerBody,
  SuccessMessageSchema,
} from '@motomitra/domain/accounts';
import { FetchSingleResponseSchema } from '@motomitra/domain/booking';
import { VehicleCatalogueResponseSchema } from '@motomitra/domain/catalogue';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../components/http.ts';
import { ME } from '../auth/api.ts';

/** The customer with the cart (mycart), as GET /customer/fetch/single answers. */
export const customerQuery = queryOptions({
  queryKey: [ME, 'customer'],
  queryFn: async () => (await api('/customer/fetch/single', FetchSingleResponseSchema)).customer,
});

export const vehiclesQuery = queryOptions({
  queryKey: [ME, 'vehicles'],
  queryFn: async () =>
    (
      await api(
        '/customer/fetch/current/customer/vehicles',
        z.object({ success: z.literal(true), customerVehicles: z.array(CustomerVehicleSchema) }),
      )
    ).customerVehicles,
});

/** After a vehicle is added: it is in the vehicle list and in the customer's own record (the dashboard counts it). */
export function refreshVehicles(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vehiclesQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: customerQuery.queryKey }),
  ]);
}

export const vehicleCatalogueQuery = queryOptions({
  queryKey: ['vehicle-catalogue'],
  queryFn: async () => (await api('/vehicles/allvehicles', VehicleCatalogueResponseSchema)).vehiclesData,
  staleTime: 60 * 60_000,
});

export function editCustomer(updatedCustomerData: EditCustomerBody['updatedCustomerData']) {
  return api('/customer/edit', z.object({ success: z.literal(true), message: z.string(), customer: CustomerSchema }), {
    method: 'PATCH',
    body: { updatedCustomerData },
  });
}

/** A vehicle as /addmyvehiclenew sends it. */
export type NewVehicle = z.input<typeof AddVehicleBodySchema>;

export function addVehicle(vehicle: NewVehicle) {
  return api(
    '/customer/addvehicle',
    z.object({ success: z.literal(true), message: z.string(), vehicle: CustomerVehicleSchema }),
    {
      method: 'PUT',
      body: vehicle,
    },
  );
}

/** The old /Test screen's call: the customer's own id in the path, a flat body. */
export function addVehicleLegacy(
  customerId: string,
  body: {
    vehicleType: string;
    make: string;
    model: string;
    variant: string;
    cc_type: string | number | null;
    reg_number: string;
  },
) {
  return api(`/customer/addvehicle/${encodeURIComponent(customerId)}`, SuccessMessageSchema, { method: 'PUT', body });
}

export function deleteVehicle(vehicleId: string) {
  return api(
    `/customer/vehicles/${encodeURIComponent(vehicleId)}`,
    z.object({ success: z.literal(true), message: z.string(), vehicles: z.array(CustomerVehicleSchema) }),
    { method: 'DELETE' },
  );
}
