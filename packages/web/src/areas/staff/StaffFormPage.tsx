import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@laundry/api-client';
import {
  calendarDate,
  capitalize,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  DEFAULT_WORKING_DAYS,
  employmentTypeLabels,
  employmentTypes,
  genderLabels,
  genders,
  paymentFrequencies,
  paymentFrequencyLabels,
  type StaffDetail,
  type StaffFormInput,
  type StaffValues,
  salaryCurrencies,
  shiftTypeLabels,
  shiftTypes,
  staffFormSchema,
  staffFullName,
  staffMessages,
  staffStatuses,
  staffStatusLabels,
  staffValidationSummary,
  type WeekDay,
  weekDays,
} from '@laundry/domain';
import {
  Button,
  Card,
  Checkbox,
  Heading,
  Select,
  Tabs,
  Text,
  TextField,
  useToast,
} from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  Controller,
  type FieldErrors,
  type FieldPath,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { useRefreshStaff, useStaffList, useStaffMember } from './queries';
import { StaffLoadError, StaffLoading } from './StaffLoadState';
import * as styles from './staff.css';

/** What the form holds: every field as the inputs give it (text, the salary as typed). */
interface FormValues {
  personalInfo: {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    gender: string;
    phoneNumber: string;
    email: string;
    address: { street: string; city: string; state: string; zipCode: string; country: string };
    emergencyContact: { name: string; relationship: string; phoneNumber: string };
  };
  employmentInfo: {
    position: string;
    employmentType: string;
    status: string;
    hireDate: string;
    reportingManager: string;
    workSchedule: { startTime: string; endTime: string; workingDays: WeekDay[]; shiftType: string };
    salary: { amount: string; currency: string; paymentFrequency: string };
  };
}

const NO_MANAGER = 'none';

/** The spec's defaults for a new member (§3, §9), or the member's own values. */
function defaultsFor(member?: StaffDetail): FormValues {
  const person = member?.personalInfo;
  const job = member?.employmentInfo;
  return {
    personalInfo: {
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      dateOfBirth: person?.dateOfBirth ?? '',
      gender: person?.gender ?? '',
      phoneNumber: person?.phoneNumber ?? '',
      email: person?.email ?? '',
      address: {
        street: person?.address.street ?? '',
        city: person?.address.city ?? '',
        state: person?.address.state ?? '',
        zipCode: person?.address.zipCode ?? '',
        country: person?.address.country ?? DEFAULT_COUNTRY,
      },
      emergencyContact: {
        name: person?.emergencyContact?.name ?? '',
        relationship: person?.emergencyContact?.relationship ?? '',
        phoneNumber: person?.emergencyContact?.phoneNumber ?? '',
      },
    },
    employmentInfo: {
      position: job?.position ?? '',
      employmentType: job?.employmentType ?? 'full_time',
      status: job?.status ?? 'active',
      hireDate: job?.hireDate ?? '',
      reportingManager: job?.reportingManager?._id ?? '',
      workSchedule: {
        startTime: job?.workSchedule.startTime ?? DEFAULT_START_TIME,
        endTime: job?.workSchedule.endTime ?? DEFAULT_END_TIME,
        workingDays: job?.workSchedule.workingDays ?? [...DEFAULT_WORKING_DAYS],
        shiftType: job?.workSchedule.shiftType ?? 'morning',
      },
      salary: {
        amount: String(job?.salary.amount ?? 0),
        currency: job?.salary.currency ?? DEFAULT_CURRENCY,
        paymentFrequency: job?.salary.paymentFrequency ?? 'monthly',
      },
    },
  };
}

/** Every message of a refused form, in field order. */
function messagesOf(errors: FieldErrors): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string') found.push(record.message);
    for (const [key, value] of Object.entries(record)) if (key !== 'ref') walk(value);
  };
  walk(errors);
  return found;
}

type Tab = 'personal' | 'employment';

function StaffForm({ member }: { member?: StaffDetail }) {
  const client = useApiClient();
  const refresh = useRefreshStaff();
  const navigate = useNavigate();
  const { toast } = useToast();
  const today = calendarDate(new Date());
  const resolver = useMemo(() => zodResolver(staffFormSchema(today)), [today]);
  const form = useForm<FormValues, unknown, StaffValues>({
    // The form's text values are the schema's input; the schema trims and converts them.
    resolver: resolver as unknown as Resolver<FormValues, unknown, StaffValues>,
    defaultValues: defaultsFor(member),
  });
  const [tab, setTab] = useState<Tab>('personal');
  const { errors } = form.formState;
  const staff = useStaffList();
  const managers = (staff.data?.staff ?? []).filter((other) => other._id !== member?._id);

  const save = useMutation({
    mutationFn: async (values: StaffValues) => {
      const body = values as unknown as StaffFormInput;
      if (member) return client.staff.update(member._id, { ...body, version: member.version });
      return client.staff.create(body);
    },
    onSuccess: (result) => {
      void refresh();
      toast({
        title: result.message ?? (member ? staffMessages.updated : staffMessages.created),
        tone: 'success',
      });
      navigate('/staff');
    },
    onError: (error) => {
      toast({ title: errorMessage(error, staffMessages.saveFailed), tone: 'error' });
      if (isApiError(error) && error.field?.includes('.')) {
        form.setError(error.field as FieldPath<FormValues>, { message: error.message });
        setTab(error.field.startsWith('personalInfo') ? 'personal' : 'employment');
      }
    },
  });

  const err = (path: string) => {
    let node: unknown = errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    return (node as { message?: string } | undefined)?.message;
  };
  const text = (
    path: FieldPath<FormValues>,
    label: string,
    props: Record<string, unknown> = {},
  ) => <TextField label={label} error={err(path)} {...form.register(path)} {...props} />;
  const select = <V extends string>(
    path: FieldPath<FormValues>,
    label: string,
    options: readonly { value: V; label: string }[],
    placeholder?: string,
  ) => (
    <Controller
      control={form.control}
      name={path}
      render={({ field }) => (
        <Select
          label={label}
          options={options}
          value={(field.value as V) || undefined}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={err(path)}
          {...(placeholder ? { placeholder } : {})}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      aria-label={member ? 'Edit staff member' : 'Add staff member'}
      className={styles.page}
      onSubmit={form.handleSubmit(
        (values) => save.mutate(values),
        (invalid) => {
          toast({ title: staffValidationSummary(messagesOf(invalid)), tone: 'error' });
          setTab(invalid.personalInfo ? 'personal' : 'employment');
        },
      )}
    >
      <Tabs.Root value={tab} onValueChange={(next) => setTab(next as Tab)}>
        <Tabs.List aria-label="Staff form">
          <Tabs.Trigger value="personal">Personal Info</Tabs.Trigger>
          <Tabs.Trigger value="employment">Employment</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="personal" forceMount>
          <div className={styles.tabBody}>
            <Card title="Personal Information" headingLevel={2}>
              <div className={styles.formGrid}>
                {text('personalInfo.firstName', 'First Name', { autoComplete: 'off' })}
                {text('personalInfo.lastName', 'Last Name', { autoComplete: 'off' })}
                {text('personalInfo.dateOfBirth', 'Date of Birth', { type: 'date', max: today })}
                {select(
                  'personalInfo.gender',
                  'Gender',
                  genders.map((value) => ({ value, label: genderLabels[value] })),
                  'Select gender',
                )}
                {text('personalInfo.phoneNumber', 'Phone Number', {
                  inputMode: 'numeric',
                  hint: '10-15 digits',
                })}
                {text('personalInfo.email', 'Email (optional)', { type: 'email' })}
              </div>
            </Card>
            <Card title="Address" headingLevel={2}>
              <div className={styles.formGrid}>
                <div className={styles.full}>{text('personalInfo.address.street', 'Street')}</div>
                {text('personalInfo.address.city', 'City')}
                {text('personalInfo.address.state', 'State / Province')}
                {text('personalInfo.address.zipCode', 'Zip Code')}
                {text('personalInfo.address.country', 'Country')}
              </div>
            </Card>
            <Card title="Emergency Contact" headingLevel={2}>
              <div className={styles.formGrid}>
                {text('personalInfo.emergencyContact.name', 'Contact Name')}
                {text('personalInfo.emergencyContact.relationship', 'Relationship')}
                {text('personalInfo.emergencyContact.phoneNumber', 'Contact Phone', {
                  inputMode: 'numeric',
                })}
              </div>
            </Card>
          </div>
        </Tabs.Content>
        <Tabs.Content value="employment" forceMount>
          <div className={styles.tabBody}>
            <Card title="Employment" headingLevel={2}>
              <div className={styles.formGrid}>
                {text('employmentInfo.position', 'Position', { placeholder: 'e.g. Washer' })}
                {select(
                  'employmentInfo.employmentType',
                  'Employment Type',
                  employmentTypes.map((value) => ({ value, label: employmentTypeLabels[value] })),
                )}
                {text('employmentInfo.hireDate', 'Hire Date', { type: 'date', max: today })}
                {select(
                  'employmentInfo.status',
                  'Status',
                  staffStatuses.map((value) => ({ value, label: staffStatusLabels[value] })),
                )}
                <Controller
                  control={form.control}
                  name="employmentInfo.reportingManager"
                  render={({ field }) => (
                    <Select
                      label="Reporting Manager (optional)"
                      options={[
                        { value: NO_MANAGER, label: 'None' },
                        ...managers.map((other) => ({
                          value: other._id,
                          label: `${staffFullName(other)} (${other.employeeId})`,
                        })),
                      ]}
                      value={field.value || NO_MANAGER}
                      onValueChange={(value) => field.onChange(value === NO_MANAGER ? '' : value)}
                      error={err('employmentInfo.reportingManager')}
                    />
                  )}
                />
              </div>
            </Card>
            <Card title="Work Schedule" headingLevel={2}>
              <div className={styles.formGrid}>
                {text('employmentInfo.workSchedule.startTime', 'Start Time', { type: 'time' })}
                {text('employmentInfo.workSchedule.endTime', 'End Time', { type: 'time' })}
                {select(
                  'employmentInfo.workSchedule.shiftType',
                  'Shift Type',
                  shiftTypes.map((value) => ({ value, label: shiftTypeLabels[value] })),
                )}
                <fieldset className={styles.full}>
                  <legend>
                    <Text weight="medium">Working Days</Text>
                  </legend>
                  <Controller
                    control={form.control}
                    name="employmentInfo.workSchedule.workingDays"
                    render={({ field }) => (
                      <div className={styles.days}>
                        {weekDays.map((weekDay) => (
                          <Checkbox
                            key={weekDay}
                            label={capitalize(weekDay)}
                            checked={field.value.includes(weekDay)}
                            onCheckedChange={(checked) =>
                              field.onChange(
                                checked
                                  ? [...field.value, weekDay]
                                  : field.value.filter((other: WeekDay) => other !== weekDay),
                              )
                            }
                          />
                        ))}
                      </div>
                    )}
                  />
                </fieldset>
              </div>
            </Card>
            <Card title="Salary" headingLevel={2}>
              <div className={styles.formGrid}>
                {text('employmentInfo.salary.amount', 'Amount', {
                  type: 'number',
                  min: 0,
                  step: 0.01,
                  inputMode: 'decimal',
                })}
                {select(
                  'employmentInfo.salary.currency',
                  'Currency',
                  salaryCurrencies.map((value) => ({ value, label: value })),
                )}
                {select(
                  'employmentInfo.salary.paymentFrequency',
                  'Payment Frequency',
                  paymentFrequencies.map((value) => ({
                    value,
                    label: paymentFrequencyLabels[value],
                  })),
                )}
              </div>
            </Card>
          </div>
        </Tabs.Content>
      </Tabs.Root>
      <div className={styles.formActions}>
        <Button asChild variant="secondary">
          <Link to="/staff">Cancel</Link>
        </Button>
        <Button type="submit" loading={save.isPending}>
          {member ? 'Update Staff Member' : 'Create Staff Member'}
        </Button>
      </div>
    </form>
  );
}

function FormPage({ member }: { member?: StaffDetail }) {
  return (
    <div className={styles.narrowPage}>
      <title>{member ? 'Edit Staff Member' : 'Add Staff Member'}</title>
      <Link to="/staff" className={styles.back}>
        ← Back to Staff
      </Link>
      <Heading level={1}>{member ? `Edit ${staffFullName(member)}` : 'Add Staff Member'}</Heading>
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
