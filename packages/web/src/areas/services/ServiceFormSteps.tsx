import {
  CLOTHING_CATEGORIES,
  CLOTHING_CATEGORY_LABELS,
  PRICE_TYPE_LABELS,
  PRICE_TYPES,
  SERVICE_COLORS,
  SERVICE_FORM_STEPS,
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
  type ServiceInput,
  type ServiceStatus,
  type serviceFormInputSchema,
  unitLabel,
  usesCategoryPrices,
} from '@laundry/domain';
import { Checkbox, Text } from '@laundry/ui';
import { Check } from 'lucide-react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  useFieldError,
} from '../../app/forms/FormFields';
import { CategoryChargesList } from './CategoryChargesList';
import { estimatedTimeInput, priceInput } from './serviceInputs';
import * as styles from './services.css';

/** The service form's fields as typed (`ServiceFormValues` fills them). */
export type ServiceFormFields = z.input<typeof serviceFormInputSchema>;

/** What each step of the service form gets: the form (values, errors) of `useSchemaForm`. */
export interface ServiceStepProps {
  form: UseFormReturn<ServiceFormFields, unknown, ServiceInput>;
}

export function StepIndicator({ step, completed }: { step: number; completed: readonly number[] }) {
  return (
    <ol className={styles.stepper} aria-label="Steps">
      {SERVICE_FORM_STEPS.map((item) => {
        const done = completed.includes(item.step) && item.step !== step;
        return (
          <li
            key={item.step}
            className={`${styles.stepItem} ${item.step === step ? styles.stepCurrent : ''}`}
            aria-current={item.step === step ? 'step' : undefined}
          >
            <span className={`${styles.stepNumber} ${done ? styles.stepDone : ''}`}>
              {done ? <Check size={16} aria-label="done" /> : item.step}
            </span>
            {item.title}
          </li>
        );
      })}
    </ol>
  );
}

/** Step 1: the name and description. */
export function ServiceNameStep({ form }: ServiceStepProps) {
  const description = useWatch({ control: form.control, name: 'description' });
  return (
    <>
      <FormTextField form={form} name="name" label="Service Name" required maxLength={50} />
      <FormTextArea
        form={form}
        name="description"
        label="Description"
        maxLength={200}
        hint={`${description?.length ?? 0}/200`}
      />
    </>
  );
}

/** Step 2: the price rule (type, base price, a price per clothing category where it applies). */
export function ServicePricingStep({ form }: ServiceStepProps) {
  const [priceType, basePrice, clothingPrices] = useWatch({
    control: form.control,
    name: ['priceType', 'basePrice', 'clothingPrices'],
  });
  return (
    <>
      <div className={styles.formGrid}>
        <FormSelect
          form={form}
          name="priceType"
          label="Price Type"
          options={PRICE_TYPES.map((value) => ({ value, label: PRICE_TYPE_LABELS[value] }))}
        />
        <FormTextField
          form={form}
          name="basePrice"
          label={`Base Price (LKR ${unitLabel(priceType)})`}
          {...priceInput}
          required
          hint="Charged where a category has no price of its own"
        />
      </div>
      {usesCategoryPrices(priceType) ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            Clothing Category Prices (LKR {unitLabel(priceType)})
          </legend>
          <Text tone="muted">
            A zero or empty price, or the base price itself, means the category has no price of its
            own: it is charged the base price and follows it when it changes.
          </Text>
          <div className={styles.formGrid}>
            {CLOTHING_CATEGORIES.map((category) => (
              <FormTextField
                key={category}
                form={form}
                name={`clothingPrices.${category}`}
                label={CLOTHING_CATEGORY_LABELS[category]}
                {...priceInput}
              />
            ))}
          </div>
          <CategoryChargesList values={{ priceType, basePrice, clothingPrices }} />
        </fieldset>
      ) : null}
    </>
  );
}

/** Step 3: the process steps, time, icon, colour and whether new orders may use it. */
export function ServiceDetailsStep({ form }: ServiceStepProps) {
  const statusesError = useFieldError(form, 'statuses');
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Process Steps</legend>
        <Controller
          control={form.control}
          name="statuses"
          render={({ field }) => (
            <div className={styles.checkGroup}>
              {SERVICE_STATUSES.map((status) => (
                <Checkbox
                  key={status}
                  label={SERVICE_STATUS_LABELS[status]}
                  checked={(field.value ?? []).includes(status)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked
                        ? [...(field.value ?? []), status]
                        : (field.value ?? []).filter((s: ServiceStatus) => s !== status),
                    )
                  }
                />
              ))}
            </div>
          )}
        />
        {statusesError ? <Text tone="danger">{statusesError}</Text> : null}
      </fieldset>
      <div className={styles.formGrid}>
        <FormTextField form={form} name="estimatedTime" {...estimatedTimeInput} required />
        <FormTextField
          form={form}
          name="icon"
          label="Icon"
          hint="Up to 2 characters, e.g. an emoji or initials"
          maxLength={2}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Colour</legend>
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <div className={styles.swatches}>
              {SERVICE_COLORS.map((color) => (
                <button
                  key={color.value}
                  type="button"
                  className={styles.swatch}
                  style={{ background: color.value }}
                  aria-label={color.label}
                  aria-pressed={field.value?.toUpperCase() === color.value}
                  onClick={() => field.onChange(color.value)}
                />
              ))}
            </div>
          )}
        />
      </fieldset>
      <FormSwitch
        form={form}
        name="isActive"
        label="Active"
        description="Inactive services are hidden from new orders"
      />
    </>
  );
}
