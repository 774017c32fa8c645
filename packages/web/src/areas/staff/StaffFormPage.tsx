import {
  calendarDate,
  type StaffDetail,
  type StaffValues,
  staffFormSchema,
  staffFullName,
  staffMessages,
  staffValidationSummary,
} from '@laundry/domain';
import { Button, Tabs } from '@laundry/ui';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { FormStatus } from '../../app/forms/FormStatus';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { BackLink, PageHeader } from '../../app/pages/PageHeader';
import * as page from '../../app/pages/page.css';
import { useApiClient } from '../../app/services';
import { useRefreshStaff, useStaffList, useStaffMember } from './queries';
import { StaffEmploymentFields } from './StaffEmploymentFields';
import { StaffLoadError, StaffLoading } from './StaffLoadState';
import { StaffPersonalFields } from './StaffPersonalFields';
import { type StaffFormValues, staffFormDefaults } from './staffFormValues';

type Tab = 'personal' | 'employment';

/** The tab that holds a field ('personalInfo.phoneNumber' is on Personal Info). */
const tabOf = (field: string): Tab =>
  field.startsWith('personalInfo') ? 'personal' : 'employment';

/**
 * The staff form (spec §2.9 'Form'): the domain's staff schema with the form's wordings and the
 * day's date rules. A refused submit toasts 'Validation failed: …' (spec §5) and shows the tab of
 * the first bad field; a saved one toasts and returns to /staff.
 */
function StaffForm({ member }: { member?: StaffDetail }) {
  const timeZone = useBusinessTimeZone();
  const client = useApiClient();
  const refresh = useRefreshStaff();
  const today = calendarDate(new Date(), timeZone);
  // The form's text values are the schema's input; the schema trims and converts them.
  const schema = useMemo(
    () => staffFormSchema(today) as unknown as z.ZodType<StaffValues, StaffFormValues>,
    [today],
  );
  const [tab, setTab] = useState<Tab>('personal');
  const staff = useStaffList();
  const managers = (staff.data?.staff ?? []).filter((other) => other._id !== member?._id);
  const { form, onSubmit, busy, locked, successText, failure } = useSchemaForm({
    schema,
    defaultValues: staffFormDefaults(member),
    validation: 'submit',
    invalidToast: staffValidationSummary,
    onInvalid: (errors) => setTab(errors.personalInfo ? 'personal' : 'employment'),
    onServerFieldError: (field) => setTab(tabOf(field)),
    submit: (values) =>
      member
        ? client.staff.update(member._id, { ...values, version: member.version })
        : client.staff.create(values),
    onSuccess: () => void refresh(),
    success: { kind: 'page', to: '/staff' },
    successMessage: member ? staffMessages.updated : staffMessages.created,
    failureMessage: staffMessages.saveFailed,
  });

  return (
    <form
      noValidate
      aria-label={member ? 'Edit staff member' : 'Add staff member'}
      className={page.form}
      onSubmit={onSubmit}
    >
      <fieldset className={page.fieldset} disabled={locked}>
        <Tabs.Root value={tab} onValueChange={(next) => setTab(next as Tab)}>
          <Tabs.List aria-label="Staff form">
            <Tabs.Trigger value="personal">Personal Info</Tabs.Trigger>
            <Tabs.Trigger value="employment">Employment</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="personal" forceMount>
            <div className={page.tabBody}>
              <StaffPersonalFields form={form} today={today} />
            </div>
          </Tabs.Content>
          <Tabs.Content value="employment" forceMount>
            <div className={page.tabBody}>
              <StaffEmploymentFields form={form} today={today} managers={managers} />
            </div>
          </Tabs.Content>
        </Tabs.Root>
      </fieldset>
      <FormStatus successText={successText} failure={failure} />
      <div className={page.buttons}>
        <Button asChild variant="secondary">
          <Link to="/staff">Cancel</Link>
        </Button>
        <Button type="submit" loading={busy} disabled={locked}>
          {member ? 'Update Staff Member' : 'Create Staff Member'}
        </Button>
      </div>
    </form>
  );
}

function FormPage({ member }: { member?: StaffDetail }) {
  return (
    <div className={page.narrowPage}>
      <title>{member ? 'Edit Staff Member' : 'Add Staff Member'}</title>
      <BackLink to="/staff">Back to Staff</BackLink>
      <PageHeader title={member ? `Edit ${staffFullName(member)}` : 'Add Staff Member'} />
      <StaffForm {...(member ? { member } : {})} />
    </div>
  );
}

/** /staff/new. */
export function StaffCreatePage() {
  return <FormPage />;
}

/** /staff/edit/{id}: loads the member first. */
export function StaffEditPage() {
  const { id = '' } = useParams();
  const query = useStaffMember(id);
  if (query.isPending) return <StaffLoading />;
  if (query.isError)
    return <StaffLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <FormPage key={`${query.data._id}-${query.data.version}`} member={query.data} />;
}
