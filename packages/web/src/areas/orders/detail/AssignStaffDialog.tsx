import { MAX_ASSIGNED_STAFF, ORDER_STAFF_MESSAGES, type Order } from '@laundry/domain';
import { Alert, Button, Checkbox, Dialog, Spinner, Stack, useToast } from '@laundry/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../app/errors';
import { useApiClient } from '../../../app/services';
import { orderAssignableStaffQuery } from '../queries';
import { useRefreshOrder } from './queries';

/**
 * Assign Staff (spec part 2 §2.4 'assigned staff chips'): tick the people who work on the order;
 * the server keeps the whole list (PUT /orders/{id}/staff). Render it only while open.
 */
export function AssignStaffDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const client = useApiClient();
  const refresh = useRefreshOrder();
  const { toast } = useToast();
  const people = useQuery(orderAssignableStaffQuery(client));
  const [chosen, setChosen] = useState<string[]>(() =>
    order.assignedStaff.map((person) => person._id),
  );
  const save = useMutation({
    mutationFn: () => client.orders.assignStaff(order._id, { staffIds: chosen }),
    onSuccess: (result) => {
      void refresh(result.data.order);
      toast({ title: result.message ?? ORDER_STAFF_MESSAGES.updated, tone: 'success' });
      onClose();
    },
  });
  const full = chosen.length >= MAX_ASSIGNED_STAFF;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!save.isPending}
      title={`Assign Staff - ${order.orderNumber}`}
      description="Tick the people who work on this order."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!people.data}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {people.isPending ? <Spinner label="Loading staff..." /> : null}
        {people.isError ? (
          <Alert tone="danger">{errorMessage(people.error, 'Failed to fetch staff members')}</Alert>
        ) : null}
        {people.data?.map((person) => {
          const checked = chosen.includes(person._id);
          return (
            <Checkbox
              key={person._id}
              label={person.fullName || person.username || 'Staff'}
              description={person.fullName ? person.username : undefined}
              checked={checked}
              disabled={!checked && full}
              onCheckedChange={(next) =>
                setChosen((current) =>
                  next ? [...current, person._id] : current.filter((id) => id !== person._id),
                )
              }
            />
          );
        })}
        {save.isError ? (
          <Alert tone="danger">{errorMessage(save.error, ORDER_STAFF_MESSAGES.failed)}</Alert>
        ) : null}
      </Stack>
    </Dialog>
  );
}
