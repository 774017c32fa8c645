import type { OrderMessage } from '@laundry/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../app/services';
import { orderDetailKeys } from './queries';

const messagesKey = (id: string) => [...orderDetailKeys.detail(id), 'messages'] as const;

/**
 * The order's messages to its customer. Under the order's key, so the refresh after a status
 * move (which may queue one) fetches them again; while one waits for a retry, every 15 s.
 */
export function useOrderMessages(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: messagesKey(id),
    queryFn: async ({ signal }) => (await client.orders.messages(id, { signal })).data.messages,
    refetchInterval: (query) =>
      query.state.data?.some(
        (message) => message.state === 'waiting' && message.channel !== 'whatsapp',
      )
        ? 15_000
        : false,
  });
}

/** Resend, or "sent on WhatsApp": the answer replaces the message in the list. */
export function useMessageAction(orderId: string, action: 'resend' | 'whatsapp') {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      action === 'resend'
        ? client.orders.resendMessage(orderId, messageId)
        : client.orders.whatsappSent(orderId, messageId),
    onSuccess: (result) => {
      const changed = result.data.message;
      queryClient.setQueryData<OrderMessage[]>(messagesKey(orderId), (list) =>
        list?.map((message) => (message._id === changed._id ? changed : message)),
      );
    },
  });
}
