import { type Customer, customerMessages } from '@laundry/domain';
import { Alert, ConfirmDialog, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { useForgetCustomer } from './queries';

/**
 * Asks before deleting a customer (spec part 1 §4 'Customer delete'). On success the lists are
 * refreshed and `onDeleted` lets the screen clear its selection or leave the detail page; a
 * refusal (e.g. the customer has orders) stays in the dialog.
 */
export function DeleteCustomerDialog({
  customer,
  onOpenChange,
  onDeleted,
}: {
  customer: Customer | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (customer: Customer) => void;
}) {
  const client = useApiClient();
  const forget = useForgetCustomer();
  const { toast } = useToast();
  const removal = useMutation({
    mutationFn: async (target: Customer) => client.customers.remove(target._id),
    onSuccess: (result, target) => {
      void forget(target._id);
      toast({ title: result.message ?? customerMessages.deleted, tone: 'success' });
      onDeleted?.(target);
    },
  });

  return (
    <ConfirmDialog
      open={customer !== null}
      onOpenChange={(open) => {
        if (!open) removal.reset();
        onOpenChange(open);
      }}
      tone="danger"
      title="Delete customer?"
      description={
        customer
          ? `Are you sure you want to delete ${customer.fullName}? This cannot be undone.`
          : ''
      }
      confirmLabel="Delete"
      busy={removal.isPending}
      onConfirm={() => (customer ? removal.mutateAsync(customer) : undefined)}
    >
      {removal.isError ? (
        <Alert tone="danger">{errorMessage(removal.error, customerMessages.deleteFailed)}</Alert>
      ) : null}
    </ConfirmDialog>
  );
}
