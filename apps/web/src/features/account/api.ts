// The logged-in customer's profile and saved vehicles, and the vehicle catalogue they pick from.
import {
  type AddVehicleBodySchema,
  CustomerVehiclesResponseSchema,
  type EditCustomerBody,
  EditCustomerResponseSchema,
  type LegacyAddVehicleBodySchema,
  type OtherAddress,
  VehicleAddedResponseSchema,
  VehicleDeletedResponseSchema,
} from '@motomitra/domain/accounts';
import { FetchSingleResponseSchema } from '@motomitra/domain/booking';
import { VehicleCatalogueResponseSchema } from '@motomitra/domain/catalogue';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';
import { ME } from '../auth/api.ts';
import { setCartCount } from '../auth/session.ts';

/** The customer with the cart (mycart), as GET /customer/fetch/single answers. */
export const customerQuery = queryOptions({
  queryKey: [ME, 'customer'],
  queryFn: async () => {
    const { customer } = await api('/customer/fetch/single', FetchSingleResponseSchema);
    // Every read of the cart keeps the header's count true (an item added, removed, or booked).
    setCartCount(customer.mycart.length);
    return customer;
  },
});

export const vehiclesQuery = queryOptions({
  queryKey: [ME, 'vehicles'],
  queryFn: async () =>
    (await api('/customer/fetch/current/customer/vehicles', CustomerVehiclesResponseSchema)).customerVehicles,
});

export const vehicleCatalogueQuery = queryOptions({
  queryKey: ['vehicle-catalogue'],
  queryFn: async () => (await api('/vehicles/allvehicles', VehicleCatalogueResponseSchema)).vehiclesData,
  staleTime: 60 * 60_000,
});

export function editCustomer(updatedCustomerData: EditCustomerBody['updatedCustomerData']) {
  return api('/customer/edit', EditCustomerResponseSchema, {
    method: 'PATCH',
    body: { updatedCustomerData },
  });
}

/** Saving the profile: its answer is the stored profile, written into the customer's query (nothing is read again). */
/** Other addresses saved on their own: the answer is the stored profile, written into the customer's query. */
export function useSaveOtherAddresses() {
  const queryClient = useQueryClient();
  return useApiMutation(
    (otherAddress: OtherAddress[]) =>
      api('/customer/addresses', EditCustomerResponseSchema, { method: 'PUT', body: { otherAddress } }),
    [],
    {
      onSuccess: (res) => {
        queryClient.setQueryData(customerQuery.queryKey, (old) => (old ? { ...old, ...res.customer } : old));
      },
    },
  );
}

export function useEditCustomer() {
  const queryClient = useQueryClient();
  return useApiMutation(editCustomer, [], {
    onSuccess: (res) => {
      queryClient.setQueryData(customerQuery.queryKey, (old) => (old ? { ...old, ...res.customer } : old));
    },
  });
}

/** A vehicle as /addmyvehiclenew sends it. */
export type NewVehicle = z.input<typeof AddVehicleBodySchema>;

export function addVehicle(vehicle: NewVehicle) {
  return api('/customer/addvehicle', VehicleAddedResponseSchema, {
    method: 'PUT',
    body: vehicle,
  });
}

/** The old /Test screen's call: the customer's own id in the path, a flat body. */
export function addVehicleLegacy(customerId: string, body: z.input<typeof LegacyAddVehicleBodySchema>) {
  return api(`/customer/addvehicle/${encodeURIComponent(customerId)}`, VehicleAddedResponseSchema, {
    method: 'PUT',
    body,
  });
}

export function deleteVehicle(vehicleId: string) {
  return api(`/customer/vehicles/${encodeURIComponent(vehicleId)}`, VehicleDeletedResponseSchema, { method: 'DELETE' });
}

/** A vehicle added or deleted is in (or gone from) the vehicle list and the customer's record (the dashboard counts). */
const VEHICLE_QUERIES = [vehiclesQuery.queryKey, customerQuery.queryKey];

export const useAddVehicle = () => useApiMutation(addVehicle, VEHICLE_QUERIES);

export const useAddVehicleLegacy = () =>
  useApiMutation(
    (v: { customerId: string; body: z.input<typeof LegacyAddVehicleBodySchema> }) =>
      addVehicleLegacy(v.customerId, v.body),
    VEHICLE_QUERIES,
  );

/** Deleting a vehicle answers the vehicles left: they replace the list; the customer's record is read again. */
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useApiMutation(deleteVehicle, [customerQuery.queryKey], {
    onSuccess: (res) => {
      queryClient.setQueryData(vehiclesQuery.queryKey, res.vehicles);
    },
  });
}
