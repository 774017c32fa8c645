import {
  type Customer,
  customerDraftFromSearch,
  customerFormSchema,
  customerMessages,
} from '@laundry/domain';
import { FormDialog } from '../../app/forms/FormDialog';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import * as page from '../../app/pages/page.css';
import { useApiClient } from '../../app/services';
import { SAVE_FAILED } from './CustomerFormPage';
import { CustomerFormSections } from './CustomerFormSections';
import { customerFormDefaults } from './customerFormDefaults';
import { useRefreshCustomers } from './queries';

/**
 * The customer form in a dialog, for a customer met where they are needed (the order form's
 * search): filled with what was typed, and on success it hands the new customer back instead of
 * leaving for the customer list. Render it only while open.
 */
export function AddCustomerDialog({
  searchText,
  onCreated,
  onClose,
}: {
  searchText: string;
  onCreated: (customer: Customer) => void;
  onClose: () => void;
}) {
  const client = useApiClient();
  const refresh = useRefreshCustomers();
  const state = useSchemaForm({
    schema: customerFormSchema,
    defaultValues: customerFormDefaults(undefined, customerDraftFromSearch(searchText)),
    submit: (values, { idempotencyKey }) => client.customers.create(values, { idempotencyKey }),
    onSuccess: (result) => {
      void refresh(result.data.customer);
      onCreated(result.data.customer);
    },
    // The order goes on at once with the customer chosen: nothing to read in the dialog.
    success: { kind: 'dialog', close: onClose },
    successMessage: customerMessages.created,
    failureMessage: SAVE_FAILED,
  });
  return (
    <FormDialog
      title="Add Customer"
      description="A new customer for this order; the order goes on with them chosen."
      formLabel="New customer"
      submitLabel="Create Customer"
      size="lg"
      state={state}
      onClose={onClose}
    >
      <fieldset className={page.fieldset} disabled={state.busy}>
        <CustomerFormSections form={state.form} />
      </fieldset>
    </FormDialog>
  );
}
