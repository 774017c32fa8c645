import {
  capitalize,
  employmentTypeLabels,
  employmentTypes,
  paymentFrequencies,
  paymentFrequencyLabels,
  type StaffMember,
  salaryCurrencies,
  shiftTypeLabels,
  shiftTypes,
  staffFullName,
  staffStatuses,
  staffStatusLabels,
  type WeekDay,
  weekDays,
} from '@laundry/domain';
import { Card, Checkbox, Text } from '@laundry/ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormDateInput, FormSelect, FormTextField } from '../../app/forms/FormFields';
import * as page from '../../app/pages/page.css';
import * as styles from './staff.css';
import type { StaffFormValues } from './staffFormValues';

const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The Employment tab (spec §2.9 'Form'): the job, the work schedule and the salary. */
export function StaffEmploymentFields({
  form,
  today,
  managers,
}: {
  form: UseFormReturn<StaffFormValues, unknown, unknown>;
  today: string;
  /** Who may be the reporting manager: every other member. */
  managers: readonly StaffMember[];
}) {
  return (
    <>
      <Card title="Employment" headingLevel={2}>
        <div className={page.fields}>
          <FormTextField
            form={form}
            name="employmentInfo.position"
            label="Position"
            placeholder="e.g. Washer"
          />
          <FormSelect
            form={form}
            name="employmentInfo.employmentType"
            label="Employment Type"
            options={optionsOf(employmentTypes, employmentTypeLabels)}
          />
          <FormDateInput form={form} name="employmentInfo.hireDate" label="Hire Date" max={today} />
          <FormSelect
            form={form}
            name="employmentInfo.status"
            label="Status"
            options={optionsOf(staffStatuses, staffStatusLabels)}
          />
          <FormSelect
            form={form}
            name="employmentInfo.reportingManager"
            label="Reporting Manager (optional)"
            none={{ value: 'none', label: 'None' }}
            options={managers.map((other) => ({
              value: other._id,
              label: `${staffFullName(other)} (${other.employeeId})`,
            }))}
          />
        </div>
      </Card>
      <Card title="Work Schedule" headingLevel={2}>
        <div className={page.fields}>
          <FormTextField
            form={form}
            name="employmentInfo.workSchedule.startTime"
            label="Start Time"
            type="time"
          />
          <FormTextField
            form={form}
            name="employmentInfo.workSchedule.endTime"
            label="End Time"
            type="time"
          />
          <FormSelect
            form={form}
            name="employmentInfo.workSchedule.shiftType"
            label="Shift Type"
            options={optionsOf(shiftTypes, shiftTypeLabels)}
          />
          <fieldset className={page.wide}>
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
        <div className={page.fields}>
          <FormTextField
            form={form}
            name="employmentInfo.salary.amount"
            label="Amount"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
          />
          <FormSelect
            form={form}
            name="employmentInfo.salary.currency"
            label="Currency"
            options={salaryCurrencies.map((value) => ({ value, label: value }))}
          />
          <FormSelect
            form={form}
            name="employmentInfo.salary.paymentFrequency"
            label="Payment Frequency"
            options={optionsOf(paymentFrequencies, paymentFrequencyLabels)}
          />
        </div>
      </Card>
    </>
  );
}
