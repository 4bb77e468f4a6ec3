// Where the logged-in customer hears from the garage (decision 0019): their channels (WhatsApp, e-mail; SMS is no
// choice), and their mobile number, which moves only with a code sent to the new one. Each answer is what the server
// stored: it goes straight into the queries that show it. Their query is auth/channels-query.ts, which checkout and an
// order's confirmation read too.
import {
  type ChangePhoneBody,
  ChangePhoneResponseSchema,
  PhoneCodeResponseSchema,
  type SaveChannelsBody,
  SaveChannelsResponseSchema,
} from '@motomitra/domain/phone-login';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';
import { channelsQuery } from '../auth/channels-query.ts';
import { customerQuery } from './api.ts';

export { channelsQuery };

export function saveChannels(body: SaveChannelsBody) {
  return api('/customer/channels', SaveChannelsResponseSchema, { method: 'PUT', body });
}

/** A code to `mobile` for the logged-in customer: their new number, or their own to confirm a change. */
export function sendPhoneCode(mobile: string) {
  return api('/customer/phone/code', PhoneCodeResponseSchema, { method: 'POST', body: { mobile } });
}

export function changePhone(body: ChangePhoneBody) {
  return api('/customer/phone', ChangePhoneResponseSchema, { method: 'PUT', body });
}

/** The channels as stored replace the query's at once. */
export function useSaveChannels() {
  const queryClient = useQueryClient();
  return useApiMutation(saveChannels, [], {
    onSuccess: (res) => {
      queryClient.setQueryData(channelsQuery.queryKey, res.channels);
    },
  });
}

export const useSendPhoneCode = () => useApiMutation(sendPhoneCode, []);

/** A new number is on the customer's record and their channels (SMS and WhatsApp go to it): both are read again. */
export const useChangePhone = () => useApiMutation(changePhone, [customerQuery.queryKey, channelsQuery.queryKey]);
