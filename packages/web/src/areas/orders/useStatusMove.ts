import { type OrderStatus, STATUS_UPDATE_MESSAGES } from '@laundry/domain';
import { useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { useRefreshOrder } from './detail/queries';

/**
 * One status move without a dialog (the next-status button): PATCH the status, show the changed
 * order at once and refresh every order query; the server's reason when it refuses.
 */
export function useStatusMove() {
  const client = useApiClient();
  const refresh = useRefreshOrder();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      client.orders.updateStatus(id, { status, shelfSlot: undefined, notes: undefined }),
    onSuccess: (result) => {
      void refresh(result.data.order);
      toast({ title: STATUS_UPDATE_MESSAGES.updated, tone: 'success' });
    },
    onError: (error) =>
      toast({ title: errorMessage(error, STATUS_UPDATE_MESSAGES.failed), tone: 'error' }),
  });
}
