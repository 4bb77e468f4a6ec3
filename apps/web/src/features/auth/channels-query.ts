// Where the logged-in customer hears from the garage (decision 0019): their channels, as GET /api/customer/channels
// answers them. Here, beside the session's calls, because the account (which shows and changes them), checkout (which
// asks about WhatsApp) and an order's confirmation (which says where it went) all read them.
import { ChannelsResponseSchema } from '@motomitra/domain/phone-login';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../components/http.ts';
import { ME } from './api.ts';

export const channelsQuery = queryOptions({
  queryKey: [ME, 'channels'],
  queryFn: async () => (await api('/customer/channels', ChannelsResponseSchema)).channels,
});
