import {
  lifecycleOrderFromApi,
  ORDER_STATUS_LABELS,
  type Order,
  offeredMoves,
  SHELF_SLOT_MAX,
} from '@laundry/domain';
import { Select, TextArea, TextField } from '@laundry/ui';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../app/forms/FormDialog';
import { useStatusUpdateForm } from '../useStatusUpdateForm';

/**
 * Update Status (spec part 2 §2.4): only the moves the domain's lifecycle machine accepts (the
 * server asks the same machine), never the status the order already has (issue 26); at Services
 * Complete the rack or shelf slot the bag waits on; optional notes. The order is refreshed after
 * the update. Render it only while open. (The next-status button's Services Complete asks only
 * for the slot: ShelfSlotDialog.)
 */
export function UpdateStatusDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const options = offeredMoves(lifecycleOrderFromApi(order))
    .filter((status) => status !== order.status)
    .map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));
  const state = useStatusUpdateForm({ order, status: '', onClose });
  const { form, locked } = state;
  const { errors } = form.formState;
  const chosen = form.watch('status');
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
      {chosen === 'complete' ? (
        <TextField
          label="Shelf slot (optional)"
          hint="Where the bag waits: a rack or shelf, e.g. B3"
          maxLength={SHELF_SLOT_MAX}
          disabled={locked}
          {...form.register('shelfSlot')}
          error={errors.shelfSlot?.message}
        />
      ) : null}
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
