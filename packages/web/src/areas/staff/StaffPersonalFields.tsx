import { genderLabels, genders } from '@laundry/domain';
import { Card } from '@laundry/ui';
import type { UseFormReturn } from 'react-hook-form';
import {
  emailInput,
  FormDateInput,
  FormSelect,
  FormTextField,
  phoneInput,
} from '../../app/forms/FormFields';
import * as page from '../../app/pages/page.css';
import type { StaffFormValues } from './staffFormValues';

const genderOptions = genders.map((value) => ({ value, label: genderLabels[value] }));

/** The Personal Info tab (spec §2.9 'Form'): the person, the address and an emergency contact. */
export function StaffPersonalFields({
  form,
  today,
}: {
  form: UseFormReturn<StaffFormValues, unknown, unknown>;
  today: string;
}) {
  return (
    <>
      <Card title="Personal Information" headingLevel={2}>
        <div className={page.fields}>
          <FormTextField
            form={form}
            name="personalInfo.firstName"
            label="First Name"
            autoComplete="off"
          />
          <FormTextField
            form={form}
            name="personalInfo.lastName"
            label="Last Name"
            autoComplete="off"
          />
          <FormDateInput
            form={form}
            name="personalInfo.dateOfBirth"
            label="Date of Birth"
            max={today}
          />
          <FormSelect
            form={form}
            name="personalInfo.gender"
            label="Gender"
            options={genderOptions}
            placeholder="Select gender"
          />
          <FormTextField
            form={form}
            name="personalInfo.phoneNumber"
            {...phoneInput}
            hint="10-15 digits"
          />
          <FormTextField
            form={form}
            name="personalInfo.email"
            label="Email (optional)"
            {...emailInput}
          />
        </div>
      </Card>
      <Card title="Address" headingLevel={2}>
        <div className={page.fields}>
          <div className={page.wide}>
            <FormTextField form={form} name="personalInfo.address.street" label="Street" />
          </div>
          <FormTextField form={form} name="personalInfo.address.city" label="City" />
          <FormTextField form={form} name="personalInfo.address.state" label="State / Province" />
          <FormTextField form={form} name="personalInfo.address.zipCode" label="Zip Code" />
          <FormTextField form={form} name="personalInfo.address.country" label="Country" />
        </div>
      </Card>
      <Card title="Emergency Contact" headingLevel={2}>
        <div className={page.fields}>
          <FormTextField
            form={form}
            name="personalInfo.emergencyContact.name"
            label="Contact Name"
          />
          <FormTextField
            form={form}
            name="personalInfo.emergencyContact.relationship"
            label="Relationship"
          />
          <FormTextField
            form={form}
            name="personalInfo.emergencyContact.phoneNumber"
            {...phoneInput}
            label="Contact Phone"
          />
        </div>
      </Card>
    </>
  );
}
