import { genderLabels, genders, SRI_LANKA_PROVINCES } from '@laundry/domain';
import { Card } from '@laundry/ui';
import { type UseFormReturn, useWatch } from 'react-hook-form';
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
const provinceOptions = SRI_LANKA_PROVINCES.map((value) => ({ value, label: value }));

/**
 * The address's `state` (the spec's name) as a Sri Lankan reads it: the nine provinces to choose
 * from when the country is Sri Lanka (a province typed before stays offered), free text elsewhere.
 */
function ProvinceField({ form }: { form: UseFormReturn<StaffFormValues, unknown, unknown> }) {
  const [country, state] = useWatch({
    control: form.control,
    name: ['personalInfo.address.country', 'personalInfo.address.state'],
  });
  if (country.trim().toLowerCase() !== 'sri lanka') {
    return <FormTextField form={form} name="personalInfo.address.state" label="Province" />;
  }
  const known = !state || provinceOptions.some((option) => option.value === state);
  return (
    <FormSelect
      form={form}
      name="personalInfo.address.state"
      label="Province"
      options={known ? provinceOptions : [{ value: state, label: state }, ...provinceOptions]}
      none={{ value: 'none', label: 'Not given' }}
    />
  );
}

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
          <FormTextField form={form} name="personalInfo.address.country" label="Country" />
          <ProvinceField form={form} />
          <FormTextField
            form={form}
            name="personalInfo.address.zipCode"
            label="Postal Code"
            inputMode="numeric"
            autoComplete="postal-code"
          />
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
