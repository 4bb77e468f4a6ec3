// An order's WhatsApp conversation in the console: read it, and answer it (the answer is the thread as it now stands).
import {
  type ConversationReplyResponse,
  ConversationReplyResponseSchema,
  ConversationResponseSchema,
} from '@motomitra/domain/conversation';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../components/form/mutation.ts';
import { api } from '../../components/http.ts';
import { OPS_KEYS } from './admin-api.ts';
import { opsOrderQuery } from './api.ts';

const path = (id: string) => `/ops/orders/${encodeURIComponent(id)}/conversation`;

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: [...OPS_KEYS.order, id, 'conversation'],
    queryFn: async () => (await api(path(id), ConversationResponseSchema)).conversation,
    // Replies and delivery reports arrive by themselves: the thread is read again while it is open.
    refetchInterval: 30_000,
  });

/**
 * Sends an operator's reply; the thread the server answers replaces the one shown, and the order (whose timeline lists
 * the message) and the outbox are read again.
 */
export function useConversationReply(id: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    (text: string): Promise<ConversationReplyResponse> =>
      api(path(id), ConversationReplyResponseSchema, { method: 'POST', body: { text } }),
    [OPS_KEYS.outbox, opsOrderQuery(id).queryKey],
    {
      onSuccess: (answer) => {
        queryClient.setQueryData(conversationQuery(id).queryKey, answer.conversation);
      },
    },
  );
}
