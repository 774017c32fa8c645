import { type OrderStatus, STATUS_UPDATE_MESSAGES, statusUpdateSchema } from '@laundry/domain';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { useApiClient } from '../../app/services';
import { lifecycleApi } from './detail/lifecycleApi';
import { useRefreshOrder } from './detail/queries';

/**
 * The form of a status move in a dialog (Update Status, and the next-status button's Services
 * Complete): PATCH the status with its notes and, at Services Complete only, the shelf slot (the
 * server refuses it on any other move); the order refreshed and the dialog closed after the
 * message. `status` comes chosen, or '' for the cashier to choose.
 */
export function useStatusUpdateForm({
  order,
  status,
  onClose,
}: {
  order: { _id: string; shelfSlot?: string | null };
  status: OrderStatus | '';
  onClose: () => void;
}) {
  const client = useApiClient();
  const refresh = useRefreshOrder();
  return useSchemaForm({
    schema: statusUpdateSchema,
    defaultValues: { status: status as OrderStatus, shelfSlot: order.shelfSlot ?? '', notes: '' },
    submit: (values) =>
      lifecycleApi(client).updateStatus(order._id, {
        ...values,
        shelfSlot: values.status === 'complete' ? values.shelfSlot : undefined,
      }),
    onSuccess: (result) => void refresh(result.data.order),
    success: { kind: 'dialog', close: onClose, delayMs: 800 },
    successMessage: STATUS_UPDATE_MESSAGES.updated,
    failureMessage: STATUS_UPDATE_MESSAGES.failed,
    validation: 'submit',
  });
}
