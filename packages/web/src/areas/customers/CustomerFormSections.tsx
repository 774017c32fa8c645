import {
  type CreateCustomer,
  type CustomerFormInput,
  DEFAULT_LANGUAGE,
  DEFAULT_MESSAGE_CHANNEL,
  LANGUAGE_NAMES,
  LANGUAGES,
  normalizeStudentId,
  STUDENT_DISCOUNT_PERCENT,
  type StudentInstitutionId,
  studentInstitutions,
} from '@laundry/domain';
import { Card, Checkbox, SegmentedControl, Select, TextField } from '@laundry/ui';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { emailInput, FormTextField, personNameInput, phoneInput } from '../../app/forms/FormFields';
import { MessagePreferenceFields } from '../../app/forms/MessagePreferenceFields';
import * as preference from '../../app/forms/MessagePreferenceFields.css';
import * as styles from '../../app/pages/page.css';
import { StudentIdStatus } from './StudentIdStatus';

const institutionOptions = studentInstitutions.map(({ id, name }) => ({ value: id, label: name }));

/** The institution the form checks against when none was recorded: the campus next door. */
export const DEFAULT_INSTITUTION: StudentInstitutionId = 'main-campus';

/**
 * The customer form's three cards (spec part 1 §2 'Customer form'): basic information, student
 * information with the live student ID check and the discount banner, and the address.
 */
export function CustomerFormSections({
  form,
  loyalty,
}: {
  form: UseFormReturn<CustomerFormInput, unknown, CreateCustomer>;
  /** Loyalty Points, when editing (spec part 1 §2): shown in Basic Information. */
  loyalty?: ReactNode;
}) {
  const { errors } = form.formState;
  const isStudent = useWatch({ control: form.control, name: 'isStudent' }) ?? false;
  const campusId = useWatch({ control: form.control, name: 'campusId' });
  const institution = useWatch({ control: form.control, name: 'institution' });
  const messagesOptOut = useWatch({ control: form.control, name: 'messagesOptOut' }) ?? false;
  return (
    <>
      <Card title="Basic Information" description="How to reach the customer.">
        <div className={styles.fields}>
          <div className={styles.wide}>
            <FormTextField form={form} name="fullName" {...personNameInput} />
          </div>
          <FormTextField
            form={form}
            name="phoneNumber"
            {...phoneInput}
            required
            hint="10-15 digits, no spaces"
          />
          <FormTextField
            form={form}
            name="email"
            label="Email"
            {...emailInput}
            hint="Optional. Used for order confirmations and receipts."
          />
          {loyalty}
          <div className={styles.wide}>
            <Controller
              control={form.control}
              name="messageChannel"
              render={({ field }) => (
                <MessagePreferenceFields
                  channel={field.value ?? DEFAULT_MESSAGE_CHANNEL}
                  optOut={messagesOptOut}
                  onChannelChange={field.onChange}
                  onOptOutChange={(checked) =>
                    form.setValue('messagesOptOut', checked, { shouldDirty: true })
                  }
                  error={errors.messageChannel?.message}
                />
              )}
            />
          </div>
          <div className={styles.wide}>
            {/* Their messages and receipts use it (issue 42): asked at the counter too. */}
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                // Shown as the message preference above is: a legend the eye reads, the control's
                // own label for the screen reader.
                <fieldset className={preference.group}>
                  <legend className={preference.legend}>Language for messages and receipts</legend>
                  <SegmentedControl
                    label="Language for messages and receipts"
                    options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
                    value={field.value ?? DEFAULT_LANGUAGE}
                    onValueChange={field.onChange}
                  />
                </fieldset>
              )}
            />
          </div>
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
          <FormTextField
            form={form}
            name="address.street"
            label="Street"
            autoComplete="street-address"
            placeholder="e.g. 12 College Road"
          />
          <FormTextField
            form={form}
            name="address.city"
            label="City"
            autoComplete="address-level2"
            placeholder="e.g. Malabe"
          />
        </div>
      </Card>
    </>
  );
}
