import { SHELF_SLOT_MAX } from '@laundry/domain';
import { TextField } from '@laundry/ui';
import { FormDialog } from '../../app/forms/FormDialog';
import { useStatusUpdateForm } from './useStatusUpdateForm';

/**
 * Services Complete from the next-status button, on the detail page and in a list row (issue 26,
 * decision 030): the one question the step asks — the rack or shelf slot the bag waits on,
 * optional — then the move. The slot has the focus and Enter submits. Render it only while open.
 */
export function ShelfSlotDialog({
  order,
  onClose,
}: {
  order: { _id: string; orderNumber: string; shelfSlot?: string | null };
  onClose: () => void;
}) {
  const state = useStatusUpdateForm({ order, status: 'complete', onClose });
  const { form, locked } = state;
  return (
    <FormDialog
      title="Services Complete"
      description={`Order ${order.orderNumber}`}
      submitLabel="Mark Services Complete"
      state={state}
      onClose={onClose}
    >
      <TextField
        label="Shelf slot (optional)"
        hint="Where the bag waits: a rack or shelf, e.g. B3"
        maxLength={SHELF_SLOT_MAX}
        autoFocus
        disabled={locked}
        {...form.register('shelfSlot')}
        error={form.formState.errors.shelfSlot?.message}
      />
    </FormDialog>
  );
}
