import { roles, type UserFormOutput, type UserFormValues } from '@laundry/domain';
import { Card, Switch, Text } from '@laundry/ui';
import { CircleCheck, ShieldCheck, UserRound } from 'lucide-react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import {
  emailInput,
  FormPasswordField,
  FormTextField,
  personNameInput,
  phoneInput,
} from '../../app/forms/FormFields';
import { roleDescriptions } from './display';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import * as styles from './users.css';

/**
 * The user form's cards (spec part 2 §2.10 'User form'): basic information, the password on
 * create (strength and match), the role cards and the account status. One's own role and status
 * are locked (the domain's own-account rules; the server refuses them too).
 */
export function UserFormSections({
  form,
  editing,
  isSelf,
}: {
  form: UseFormReturn<UserFormValues, unknown, UserFormOutput>;
  editing: boolean;
  isSelf: boolean;
}) {
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const confirmPassword = useWatch({ control: form.control, name: 'confirmPassword' }) ?? '';
  return (
    <>
      <Card title="Basic Information" headingLevel={2}>
        <div className={styles.fields}>
          <div className={styles.wide}>
            <FormTextField form={form} name="name" {...personNameInput} />
          </div>
          <FormTextField form={form} name="email" label="Email Address" required {...emailInput} />
          <FormTextField
            form={form}
            name="phoneNumber"
            {...phoneInput}
            hint="Optional. 10-15 digits without spaces or special characters"
          />
        </div>
      </Card>

      {editing ? null : (
        <Card title="Security Credentials" headingLevel={2}>
          <div className={styles.fields}>
            <div>
              <FormPasswordField
                form={form}
                name="password"
                label="Password"
                required
                autoComplete="new-password"
                hint="At least 6 characters"
              />
              <PasswordStrengthMeter password={password} />
            </div>
            <FormPasswordField
              form={form}
              name="confirmPassword"
              label="Confirm Password"
              required
              autoComplete="new-password"
              hint={
                confirmPassword !== '' && confirmPassword === password ? (
                  <span className={styles.matchHint}>
                    <CircleCheck aria-hidden size={14} /> Passwords match
                  </span>
                ) : undefined
              }
            />
          </div>
        </Card>
      )}

      <Card title="Role & Permissions" headingLevel={2}>
        <fieldset className={styles.roleCards} aria-describedby={isSelf ? 'own-role' : undefined}>
          <legend className={styles.visuallyHidden}>Role</legend>
          {roles.map((value) => {
            const description = roleDescriptions[value];
            return (
              <label key={value} className={styles.roleCard}>
                <input
                  type="radio"
                  className={styles.roleRadio}
                  value={value}
                  disabled={isSelf}
                  {...form.register('role')}
                />
                <span className={styles.roleTitle}>
                  {value === 'admin' ? (
                    <ShieldCheck aria-hidden size={18} />
                  ) : (
                    <UserRound aria-hidden size={18} />
                  )}
                  {description.title}
                </span>
                <span className={styles.muted}>{description.summary}</span>
                <ul className={styles.rolePoints}>
                  {description.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </label>
            );
          })}
        </fieldset>
        {isSelf ? (
          <Text id="own-role" size="sm" tone="muted">
            You cannot change your own role.
          </Text>
        ) : null}
        {errors.role?.message ? (
          <p className={styles.fieldError} role="alert">
            {errors.role.message}
          </p>
        ) : null}
      </Card>

      <Card title="Account Status" headingLevel={2}>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field: status }) => (
            <Switch
              ref={status.ref}
              label="Account Active"
              description={
                isSelf
                  ? 'You cannot deactivate your own account.'
                  : status.value
                    ? 'The user can sign in and use the system.'
                    : 'The user cannot sign in until the account is activated.'
              }
              name={status.name}
              checked={status.value}
              disabled={isSelf}
              onCheckedChange={status.onChange}
              onBlur={status.onBlur}
            />
          )}
        />
        {errors.isActive?.message ? (
          <p className={styles.fieldError} role="alert">
            {errors.isActive.message}
          </p>
        ) : null}
      </Card>
    </>
  );
}
