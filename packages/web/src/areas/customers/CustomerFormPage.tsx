import {
  CUSTOMER_FORM_RETURN_DELAY_MS,
  type Customer,
  customerFormSchema,
  customerMessages,
} from '@laundry/domain';
import { Alert, Button } from '@laundry/ui';
import { Check, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { FormStatus } from '../../app/forms/FormStatus';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { BackLink, PageHeader } from '../../app/pages/PageHeader';
import * as styles from '../../app/pages/page.css';
import { useApiClient } from '../../app/services';
import { CustomerFormSections } from './CustomerFormSections';
import { CustomerLoadError, CustomerLoading } from './CustomerLoadState';
import { customerFormDefaults } from './customerFormDefaults';
import { useCustomerPermissions } from './display';
import { useCustomer, useRefreshCustomers } from './queries';

export const SAVE_FAILED = 'Failed to save customer';

/**
 * The customer form (spec part 1 §2 'Customer form'). On success the server's message shows as a
 * toast and the app returns to /customers after 2 s (spec part 1 §4).
 */
function CustomerForm({ customer }: { customer?: Customer }) {
  const editing = customer !== undefined;
  const client = useApiClient();
  const refresh = useRefreshCustomers();
  const { form, onSubmit, busy, succeeded, locked, successText, failure } = useSchemaForm({
    schema: customerFormSchema,
    defaultValues: customerFormDefaults(customer),
    submit: (values, { idempotencyKey }) => {
      // Points change only in Manage Loyalty; the version the form loaded makes a save over
      // someone else's change a 409 with its message instead of a silent overwrite.
      if (customer)
        return client.customers.update(customer._id, { ...values, version: customer.version });
      return client.customers.create(values, { idempotencyKey });
    },
    onSuccess: (result) => void refresh(result.data.customer),
    success: { kind: 'page', to: '/customers', delayMs: CUSTOMER_FORM_RETURN_DELAY_MS },
    successMessage: editing ? customerMessages.updated : customerMessages.created,
    failureMessage: SAVE_FAILED,
  });

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit customer' : 'New customer'}
    >
      <fieldset className={styles.fieldset} disabled={locked}>
        <CustomerFormSections form={form} />
      </fieldset>
      <FormStatus successText={successText} failure={failure} />
      <div className={styles.buttons}>
        <Button asChild variant="secondary">
          <Link to="/customers">Cancel</Link>
        </Button>
        <Button
          type="submit"
          loading={busy}
          disabled={succeeded}
          iconStart={editing ? <Check /> : <Plus />}
        >
          {editing ? 'Update Customer' : 'Create Customer'}
        </Button>
      </div>
    </form>
  );
}

function FormPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.narrowPage}>
      <title>{title}</title>
      <BackLink to="/customers">Back to customers</BackLink>
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}

function NotAllowed() {
  return <Alert tone="warning">Your account may not change customers.</Alert>;
}

/** /customers/new */
export function CustomerCreatePage() {
  const { canCreate } = useCustomerPermissions();
  return (
    <FormPage title="Add New Customer" description="Register a walk-in, phone or message customer.">
      {canCreate ? <CustomerForm /> : <NotAllowed />}
    </FormPage>
  );
}

/** /customers/edit/{id} */
export function CustomerEditPage() {
  const { id = '' } = useParams();
  const { canUpdate } = useCustomerPermissions();
  const query = useCustomer(id, { enabled: canUpdate });
  if (!canUpdate) {
    return (
      <FormPage title="Edit Customer" description="Update the customer's details.">
        <NotAllowed />
      </FormPage>
    );
  }
  if (query.isPending) return <CustomerLoading />;
  if (query.isError) {
    return <CustomerLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <FormPage title="Edit Customer" description={`Update ${query.data.fullName}'s details.`}>
      {/* A fresh form per customer: the defaults are read once. */}
      <CustomerForm key={query.data._id} customer={query.data} />
    </FormPage>
  );
}
