import {
  type BulkAction,
  bulkActions,
  bulkUpdateFormSchema,
  bulkUpdateMessage,
  EMPTY_BULK_UPDATE_FORM,
  nonEmptyUpdateData,
  PRICE_TYPE_LABELS,
  PRICE_TYPES,
  SUCCESS_AUTO_CLOSE_MS,
} from '@laundry/domain';
import { Alert } from '@laundry/ui';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../app/forms/FormDialog';
import { FormSelect, FormTextField } from '../../app/forms/FormFields';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
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

const keepCurrent = { value: 'keep', label: 'Keep current' };

interface BulkActionsProps {
  onOpenChange: (open: boolean) => void;
  serviceIds: string[];
  onDone: () => void;
}

/**
 * Bulk Actions (n): activate, deactivate, delete (services used by orders are deactivated) or
 * update price type, base price, estimated time and status; only non-empty fields are sent.
 */
export function BulkActionsDialog({ open, ...props }: BulkActionsProps & { open: boolean }) {
  // Each opening is a new form.
  return open ? <BulkActionsForm {...props} /> : null;
}

function BulkActionsForm({ onOpenChange, serviceIds, onDone }: BulkActionsProps) {
  const client = useApiClient();
  const refresh = useRefreshServices();
  const { form, ...state } = useSchemaForm({
    schema: bulkUpdateFormSchema,
    defaultValues: EMPTY_BULK_UPDATE_FORM,
    submit: async (values) => {
      const result = await client.services.bulkUpdate({ serviceIds, ...values });
      return { ...result, message: result.message ?? bulkUpdateMessage(result.data) };
    },
    onSuccess: () => void refresh(),
    success: {
      kind: 'dialog',
      close: () => {
        onDone();
        onOpenChange(false);
      },
      delayMs: SUCCESS_AUTO_CLOSE_MS,
    },
    successMessage: 'Bulk update completed successfully',
    failureMessage: serviceMessages.bulkFailed,
  });
  const [action, updateData] = useWatch({ control: form.control, name: ['action', 'updateData'] });
  const nothingToUpdate =
    action === 'update' && Object.keys(nonEmptyUpdateData(updateData)).length === 0;
  const count = serviceIds.length;

  return (
    <FormDialog
      title={`Bulk Actions (${count})`}
      description={`${count} selected ${count === 1 ? 'service' : 'services'}`}
      submitLabel={actionLabels[action]}
      submitVariant={action === 'delete' ? 'danger' : 'primary'}
      submitDisabled={nothingToUpdate || count === 0}
      state={state}
      onClose={() => onOpenChange(false)}
    >
      <div className={styles.tabBody}>
        <FormSelect
          form={form}
          name="action"
          label="Action"
          options={bulkActions.map((value) => ({ value, label: actionLabels[value] }))}
        />
        {action === 'delete' ? (
          <Alert tone="warning">
            Services used by existing orders are deactivated instead of deleted.
          </Alert>
        ) : null}
        {action === 'update' ? (
          <div className={styles.formGrid}>
            <FormSelect
              form={form}
              name="updateData.priceType"
              label="Price Type"
              none={keepCurrent}
              options={PRICE_TYPES.map((value) => ({ value, label: PRICE_TYPE_LABELS[value] }))}
            />
            <FormTextField
              form={form}
              name="updateData.basePrice"
              label="Base Price (LKR)"
              {...priceInput}
            />
            <FormTextField form={form} name="updateData.estimatedTime" {...estimatedTimeInput} />
            <FormSelect
              form={form}
              name="updateData.isActive"
              label="Status"
              none={keepCurrent}
              options={[
                { value: 'true', label: 'Active' },
                { value: 'false', label: 'Inactive' },
              ]}
            />
          </div>
        ) : null}
      </div>
    </FormDialog>
  );
}
