import {
  lifecycleOrderFromApi,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
  offeredMoves,
  STATUS_UPDATE_MESSAGES,
  statusUpdateSchema,
} from '@laundry/domain';
import { Select, TextArea } from '@laundry/ui';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../app/forms/FormDialog';
import { useSchemaForm } from '../../../app/forms/useSchemaForm';
import { useApiClient } from '../../../app/services';
import { lifecycleApi } from './lifecycleApi';
import { useRefreshOrder } from './queries';

/**
 * Update Status (spec part 2 §2.4): only the moves the domain's lifecycle machine accepts (the server asks the same machine),
 * optional notes; the order is refreshed after the update. Render it only while open.
 */
export function UpdateStatusDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const client = useApiClient();
  const refresh = useRefreshOrder();
  const options = offeredMoves(lifecycleOrderFromApi(order)).map((status) => ({
    value: status,
    label: `${ORDER_STATUS_LABELS[status]}${status === order.status ? ' (current)' : ''}`,
  }));
  const state = useSchemaForm({
    schema: statusUpdateSchema,
    defaultValues: { status: '' as OrderStatus, notes: '' },
    submit: (values) => lifecycleApi(client).updateStatus(order._id, values),
    onSuccess: (result) => void refresh(result.data.order),
    success: { kind: 'dialog', close: onClose, delayMs: 800 },
    successMessage: STATUS_UPDATE_MESSAGES.updated,
    failureMessage: STATUS_UPDATE_MESSAGES.failed,
    validation: 'submit',
  });
  const { form, locked } = state;
  const { errors } = form.formState;
  return (
    <FormDialog
      title="Update Status"
      description={`Order ${order.orderNumber}`}
      formLabel="Update status"
      submitLabel="Update Status"
      state={state}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Select
            label="New Status"
            placeholder="Select a status"
            options={options}
            value={field.value || undefined}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={locked}
            error={errors.status?.message}
          />
        )}
      />
      <TextArea
        label="Notes (optional)"
        rows={3}
        disabled={locked}
        {...form.register('notes')}
        error={errors.notes?.message}
      />
    </FormDialog>
  );
}
