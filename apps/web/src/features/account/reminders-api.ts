// The logged-in customer's reminder settings (decision 0014): a vehicle's insurance and PUC expiry dates, and the
// edit-account switch. Each answer is what the server stored: it goes straight into the queries that show it.
// Part of the account (its screens show them; reminders/ keeps the e-mails' one-click link, which needs no login).
import {
  RemindersResponseSchema,
  type VehicleDatesBody,
  VehicleDatesResponseSchema,
} from '@motomitra/domain/reminders';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';
import { customerQuery, vehiclesQuery } from './api.ts';

export function saveVehicleDates(vehicleId: string, dates: VehicleDatesBody) {
  return api(`/customer/vehicles/${encodeURIComponent(vehicleId)}/dates`, VehicleDatesResponseSchema, {
    method: 'PUT',
    body: dates,
  });
}

export function setReminders(enabled: boolean) {
  return api('/customer/reminders', RemindersResponseSchema, { method: 'PUT', body: { enabled } });
}

/** The vehicles answered replace the list; the customer's record (which holds them too) is read again. */
export function useSaveVehicleDates() {
  const queryClient = useQueryClient();
  return useApiMutation(
    (v: { vehicleId: string; dates: VehicleDatesBody }) => saveVehicleDates(v.vehicleId, v.dates),
    [customerQuery.queryKey],
    { onSuccess: (res) => queryClient.setQueryData(vehiclesQuery.queryKey, res.customerVehicles) },
  );
}

/** The switch as stored is written into the customer's record at once, which is then read again. */
export function useSetReminders() {
  const queryClient = useQueryClient();
  return useApiMutation(setReminders, [customerQuery.queryKey], {
    onSuccess: (res) => {
      queryClient.setQueryData(customerQuery.queryKey, (old) => (old ? { ...old, reminders: res.reminders } : old));
    },
  });
}
