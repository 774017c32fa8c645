import type { OrderMessage } from '@laundry/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../app/services';
import { orderKeys, orderMessagesQuery } from '../queries';

/** The order's messages to its customer (`orderMessagesQuery`: refreshed, and polled while one waits). */
export function useOrderMessages(id: string) {
  const client = useApiClient();
  return useQuery(orderMessagesQuery(client, id));
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
      queryClient.setQueryData(orderKeys.messages(orderId), (list: OrderMessage[] | undefined) =>
        list?.map((message) => (message._id === changed._id ? changed : message)),
      );
    },
  });
}
