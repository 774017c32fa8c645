import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, newIdempotencyKey } from '@laundry/api-client';
import {
  type CreateCustomer,
  CUSTOMER_FORM_RETURN_DELAY_MS,
  type Customer,
  type CustomerFormInput,
  customerFormSchema,
  customerMessages,
  DEFAULT_FORM_ERROR,
  normalizeStudentId,
  STUDENT_DISCOUNT_PERCENT,
  type StudentInstitutionId,
  studentInstitutions,
} from '@laundry/domain';
import { Alert, Button, Card, Checkbox, Heading, Select, Text, TextField } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Check, Plus } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import * as styles from './CustomerFormPage.css';
import { CustomerLoadError, CustomerLoading } from './CustomerLoadState';
import { useCustomerPermissions } from './display';
import { useCustomer, useRefreshCustomers } from './queries';
import { StudentIdStatus } from './StudentIdStatus';

export const SAVE_FAILED = 'Failed to save customer';

const institutionOptions = studentInstitutions.map(({ id, name }) => ({ value: id, label: name }));

/** The institution the form checks against when none was recorded: the campus next door. */
const DEFAULT_INSTITUTION: StudentInstitutionId = 'main-campus';

const formFields = new Set([
  'fullName',
  'phoneNumber',
  'email',
  'isStudent',
  'campusId',
  'institution',
  'address.street',
  'address.city',
]);

function defaultsFor(customer?: Customer): CustomerFormInput {
  return {
    fullName: customer?.fullName ?? '',
    phoneNumber: customer?.phoneNumber ?? '',
    email: customer?.email ?? '',
    isStudent: customer?.isStudent ?? false,
    campusId: customer?.campusId ?? '',
    // A student registered on the website has no institution yet: 'Other' accepts any ID shape.
    institution: customer?.institution ?? (customer?.campusId ? 'other' : DEFAULT_INSTITUTION),
    address: { street: customer?.address?.street ?? '', city: customer?.address?.city ?? '' },
  };
}

/**
 * The customer form (spec part 1 §2 'Customer form'): basic information, student information with
 * the live student ID check and the discount banner, and the address. On success the server's
 * message shows and the app returns to /customers after 2 s.
 */
function CustomerForm({ customer }: { customer?: Customer }) {
  const editing = customer !== undefined;
  const client = useApiClient();
  const refresh = useRefreshCustomers();
  const navigate = useNavigate();
  const form = useForm<CustomerFormInput, unknown, CreateCustomer>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: defaultsFor(customer),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const isStudent = useWatch({ control: form.control, name: 'isStudent' }) ?? false;
  const campusId = useWatch({ control: form.control, name: 'campusId' });
  const institution = useWatch({ control: form.control, name: 'institution' });

  const save = useMutation({
    mutationFn: async ({ values, key }: { values: CreateCustomer; key: string }) => {
      // Points change only in Manage Loyalty; the version the form loaded makes a save over
      // someone else's change a 409 with its message instead of a silent overwrite.
      if (customer)
        return client.customers.update(customer._id, { ...values, version: customer.version });
      return client.customers.create(values, { idempotencyKey: key });
    },
    onSuccess: (result) => void refresh(result.data.customer),
    onError: (error) => {
      // The server names the field at fault (e.g. a phone number already in use): show it there too.
      if (isApiError(error) && error.field && formFields.has(error.field)) {
        form.setError(error.field as FieldPath<CustomerFormInput>, { message: error.message });
      }
    },
  });

  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(() => navigate('/customers'), CUSTOMER_FORM_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [save.isSuccess, navigate]);

  const locked = save.isPending || save.isSuccess;
  const successMessage =
    save.data?.message ?? (editing ? customerMessages.updated : customerMessages.created);
  const failure = save.isError
    ? isApiError(save.error)
      ? errorMessage(save.error, SAVE_FAILED)
      : DEFAULT_FORM_ERROR
    : null;

  return (
    <form
      className={styles.form}
      // One key per submission: a retried request creates the customer once.
      onSubmit={form.handleSubmit((values) => save.mutate({ values, key: newIdempotencyKey() }))}
      noValidate
      aria-label={editing ? 'Edit customer' : 'New customer'}
    >
      {save.isSuccess ? (
        <Alert tone="success" title={successMessage}>
          Returning to the customer list…
        </Alert>
      ) : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}

      <fieldset className={styles.fieldset} disabled={locked}>
        <Card title="Basic Information" description="How to reach the customer.">
          <div className={styles.fields}>
            <div className={styles.wide}>
              <TextField
                label="Full Name"
                required
                autoComplete="name"
                placeholder="e.g. Nimali Perera"
                error={errors.fullName?.message}
                {...form.register('fullName')}
              />
            </div>
            <TextField
              label="Phone Number"
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="0771234567"
              hint="10-15 digits, no spaces"
              error={errors.phoneNumber?.message}
              {...form.register('phoneNumber')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="name@example.com"
              hint="Optional. Used for order confirmations and receipts."
              error={errors.email?.message}
              {...form.register('email')}
            />
          </div>
        </Card>

        <Card
          title="Student Information"
          description={`Students with a valid ID get ${STUDENT_DISCOUNT_PERCENT}% off every order.`}
        >
          <div className={styles.fields}>
            <div className={styles.wide}>
              <Controller
                control={form.control}
                name="isStudent"
                render={({ field }) => (
                  <Checkbox
                    ref={field.ref}
                    label="This customer is a student"
                    name={field.name}
                    checked={field.value ?? false}
                    onCheckedChange={(checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </div>
            {isStudent ? (
              <>
                <Controller
                  control={form.control}
                  name="institution"
                  render={({ field }) => (
                    <Select
                      ref={field.ref}
                      label="Institution"
                      options={institutionOptions}
                      value={field.value ?? DEFAULT_INSTITUTION}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.institution?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="campusId"
                  render={({ field }) => (
                    <TextField
                      ref={field.ref}
                      name={field.name}
                      label="Student ID"
                      required
                      autoComplete="off"
                      autoCapitalize="characters"
                      spellCheck={false}
                      placeholder="e.g. IT2112345"
                      aria-describedby="student-id-status"
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(normalizeStudentId(event.target.value))}
                      onBlur={field.onBlur}
                      error={errors.campusId?.message}
                    />
                  )}
                />
                <div className={styles.wide}>
                  <StudentIdStatus
                    id="student-id-status"
                    value={campusId}
                    institution={institution}
                    hideEmpty={Boolean(errors.campusId)}
                  />
                </div>
              </>
            ) : null}
          </div>
        </Card>

        <Card title="Address" description="Optional. Used for pickup and delivery.">
          <div className={styles.fields}>
            <TextField
              label="Street"
              autoComplete="street-address"
              placeholder="e.g. 12 College Road"
              error={errors.address?.street?.message}
              {...form.register('address.street')}
            />
            <TextField
              label="City"
              autoComplete="address-level2"
              placeholder="e.g. Malabe"
              error={errors.address?.city?.message}
              {...form.register('address.city')}
            />
          </div>
        </Card>
      </fieldset>

      <div className={styles.buttons}>
        <Button asChild variant="secondary">
          <Link to="/customers">Cancel</Link>
        </Button>
        <Button
          type="submit"
          loading={save.isPending}
          disabled={save.isSuccess}
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
    <div className={styles.page}>
      <title>{title}</title>
      <Link to="/customers" className={styles.back}>
        <ArrowLeft aria-hidden size={16} />
        Back to customers
      </Link>
      <header className={styles.header}>
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">{description}</Text>
      </header>
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
