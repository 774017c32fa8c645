import {
  type BulkAction,
  bulkActions,
  bulkUpdateMessage,
  nonEmptyUpdateData,
  PRICE_TYPE_LABELS,
  PRICE_TYPES,
} from '@laundry/domain';
import { Alert, Button, Dialog, Select, TextField, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { serviceMessages } from './messages';
import { useRefreshServices } from './refresh';
import { estimatedTimeInput, priceInput } from './serviceInputs';
import * as styles from './services.css';

const actionLabels: Record<BulkAction, string> = {
  activate: 'Activate',
  deactivate: 'Deactivate',
  delete: 'Delete',
  update: 'Update',
};

const keep = '';

/**
 * Bulk Actions (n): activate, deactivate, delete (services used by orders are deactivated) or
 * update price type, base price, estimated time and status; only non-empty fields are sent.
 */
export function BulkActionsDialog({
  open,
  onOpenChange,
  serviceIds,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  serviceIds: string[];
  onDone: () => void;
}) {
  const client = useApiClient();
  const refresh = useRefreshServices();
  const { toast } = useToast();
  const [action, setAction] = useState<BulkAction>('activate');
  const [values, setValues] = useState({
    priceType: keep,
    basePrice: '',
    estimatedTime: '',
    isActive: keep,
  });
  const bulk = useMutation({
    mutationFn: () =>
      client.services.bulkUpdate({
        serviceIds,
        action,
        ...(action === 'update' ? { updateData: nonEmptyUpdateData(values) } : {}),
      }),
    onSuccess: (result) => {
      void refresh();
      toast({ title: result.message ?? bulkUpdateMessage(result.data), tone: 'success' });
      onDone();
      onOpenChange(false);
    },
  });
  const nothingToUpdate =
    action === 'update' && Object.keys(nonEmptyUpdateData(values)).length === 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) bulk.reset();
        onOpenChange(next);
      }}
      title={`Bulk Actions (${serviceIds.length})`}
      description={`${serviceIds.length} selected ${serviceIds.length === 1 ? 'service' : 'services'}`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant={action === 'delete' ? 'danger' : 'primary'}
            loading={bulk.isPending}
            disabled={nothingToUpdate || serviceIds.length === 0}
            onClick={() => bulk.mutate()}
          >
            {actionLabels[action]}
          </Button>
        </>
      }
    >
      <div className={styles.tabBody}>
        <Select
          label="Action"
          value={action}
          onValueChange={(value) => setAction(value)}
          options={bulkActions.map((value) => ({ value, label: actionLabels[value] }))}
        />
        {action === 'delete' ? (
          <Alert tone="warning">
            Services used by existing orders are deactivated instead of deleted.
          </Alert>
        ) : null}
        {action === 'update' ? (
          <div className={styles.formGrid}>
            <Select
              label="Price Type"
              value={values.priceType || 'keep'}
              onValueChange={(value) =>
                setValues({ ...values, priceType: value === 'keep' ? keep : value })
              }
              options={[
                { value: 'keep', label: 'Keep current' },
                ...PRICE_TYPES.map((value) => ({ value, label: PRICE_TYPE_LABELS[value] })),
              ]}
            />
            <TextField
              label="Base Price (LKR)"
              {...priceInput}
              value={values.basePrice}
              onChange={(event) => setValues({ ...values, basePrice: event.target.value })}
            />
            <TextField
              {...estimatedTimeInput}
              value={values.estimatedTime}
              onChange={(event) => setValues({ ...values, estimatedTime: event.target.value })}
            />
            <Select
              label="Status"
              value={values.isActive || 'keep'}
              onValueChange={(value) =>
                setValues({ ...values, isActive: value === 'keep' ? keep : value })
              }
              options={[
                { value: 'keep', label: 'Keep current' },
                { value: 'true', label: 'Active' },
                { value: 'false', label: 'Inactive' },
              ]}
            />
          </div>
        ) : null}
        {bulk.isError ? (
          <Alert tone="danger">{errorMessage(bulk.error, serviceMessages.bulkFailed)}</Alert>
        ) : null}
      </div>
    </Dialog>
  );
}
