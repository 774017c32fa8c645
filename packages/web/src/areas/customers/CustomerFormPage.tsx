import {
  CUSTOMER_FORM_RETURN_DELAY_MS,
  type Customer,
  customerFormSchema,
  customerMessages,
  formatCount,
} from '@laundry/domain';
import { Alert, Button, TextField } from '@laundry/ui';
import { Award, Check, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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
import { ManageLoyaltyDialog } from './ManageLoyaltyDialog';
import { useCustomer, useRefreshCustomers } from './queries';

export const SAVE_FAILED = 'Failed to save customer';

/**
 * Loyalty Points on the edit form (spec part 1 §2), read-only: points change only through Manage
 * Loyalty, which records each change in the loyalty history (docs/decisions/044).
 */
function LoyaltyPointsField({ points, onManage }: { points: number; onManage: () => void }) {
  return (
    <TextField
      label="Loyalty Points"
      value={formatCount(points)}
      readOnly
      hint="Changed with Manage Loyalty, which keeps their history."
      trailing={
        <Button size="sm" variant="secondary" iconStart={<Award />} onClick={onManage}>
          Manage Loyalty
        </Button>
      }
    />
  );
}

/**
 * The customer form (spec part 1 §2 'Customer form'). On success the server's message shows as a
 * toast and the app returns to /customers after 2 s (spec part 1 §4).
 */
function CustomerForm({
  customer,
  onManageLoyalty,
}: {
  customer?: Customer;
  /** Editing: opens Manage Loyalty, the one way points change. */
  onManageLoyalty?: () => void;
}) {
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
        <CustomerFormSections
          form={form}
          loyalty={
            customer && onManageLoyalty ? (
              <LoyaltyPointsField points={customer.loyaltyPoints} onManage={onManageLoyalty} />
            ) : null
          }
        />
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
  const [loyaltyOpen, setLoyaltyOpen] = useState(false);
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
      <CustomerForm
        key={query.data._id}
        customer={query.data}
        onManageLoyalty={() => setLoyaltyOpen(true)}
      />
      {/* Outside the form: the dialog's own submit must not reach the customer form's. */}
      {loyaltyOpen ? (
        <ManageLoyaltyDialog customer={query.data} onClose={() => setLoyaltyOpen(false)} />
      ) : null}
    </FormPage>
  );
}
