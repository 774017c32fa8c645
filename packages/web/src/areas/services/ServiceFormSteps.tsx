import {
  CLOTHING_CATEGORIES,
  CLOTHING_CATEGORY_LABELS,
  PRICE_TYPE_LABELS,
  PRICE_TYPES,
  type PriceType,
  SERVICE_COLORS,
  SERVICE_FORM_STEPS,
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
  type ServiceFormValues,
  unitLabel,
  usesCategoryPrices,
} from '@laundry/domain';
import { Checkbox, Select, Switch, Text, TextArea, TextField } from '@laundry/ui';
import { Check } from 'lucide-react';
import { CategoryChargesList } from './CategoryChargesList';
import { estimatedTimeInput, priceInput } from './serviceInputs';
import * as styles from './services.css';

/** What each step of the service form gets: the machine's values and errors, and a change. */
export interface ServiceStepProps {
  values: ServiceFormValues;
  errors: Partial<Record<string, string>>;
  change: (next: Partial<ServiceFormValues>) => void;
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
export function ServiceNameStep({ values, errors, change }: ServiceStepProps) {
  return (
    <>
      <TextField
        label="Service Name"
        required
        maxLength={50}
        value={values.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextArea
        label="Description"
        maxLength={200}
        value={values.description}
        error={errors.description}
        hint={`${values.description.length}/200`}
        onChange={(event) => change({ description: event.target.value })}
      />
    </>
  );
}

/** Step 2: the price rule (type, base price, a price per clothing category where it applies). */
export function ServicePricingStep({ values, errors, change }: ServiceStepProps) {
  return (
    <>
      <div className={styles.formGrid}>
        <Select
          label="Price Type"
          required
          value={values.priceType}
          error={errors.priceType}
          onValueChange={(value) => change({ priceType: value as PriceType })}
          options={PRICE_TYPES.map((value) => ({
            value,
            label: PRICE_TYPE_LABELS[value],
          }))}
        />
        <TextField
          label={`Base Price (LKR ${unitLabel(values.priceType)})`}
          {...priceInput}
          required
          value={values.basePrice}
          error={errors.basePrice}
          hint="Charged where a category has no price of its own"
          onChange={(event) => change({ basePrice: event.target.value })}
        />
      </div>
      {usesCategoryPrices(values.priceType) ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            Clothing Category Prices (LKR {unitLabel(values.priceType)})
          </legend>
          <Text tone="muted">
            A zero or empty price, or the base price itself, means the category has no price of its
            own: it is charged the base price and follows it when it changes.
          </Text>
          <div className={styles.formGrid}>
            {CLOTHING_CATEGORIES.map((category) => (
              <TextField
                key={category}
                label={CLOTHING_CATEGORY_LABELS[category]}
                {...priceInput}
                value={values.clothingPrices[category] ?? ''}
                error={errors[`clothingPrices.${category}`]}
                onChange={(event) =>
                  change({
                    clothingPrices: {
                      ...values.clothingPrices,
                      [category]: event.target.value,
                    },
                  })
                }
              />
            ))}
          </div>
          <CategoryChargesList values={values} />
        </fieldset>
      ) : null}
    </>
  );
}

/** Step 3: the process steps, time, icon, colour and whether new orders may use it. */
export function ServiceDetailsStep({ values, errors, change }: ServiceStepProps) {
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Process Steps</legend>
        <div className={styles.checkGroup}>
          {SERVICE_STATUSES.map((status) => (
            <Checkbox
              key={status}
              label={SERVICE_STATUS_LABELS[status]}
              checked={values.statuses.includes(status)}
              onCheckedChange={(checked) =>
                change({
                  statuses: checked
                    ? [...values.statuses, status]
                    : values.statuses.filter((s) => s !== status),
                })
              }
            />
          ))}
        </div>
        {errors.statuses ? <Text tone="danger">{errors.statuses}</Text> : null}
      </fieldset>
      <div className={styles.formGrid}>
        <TextField
          {...estimatedTimeInput}
          required
          value={values.estimatedTime}
          error={errors.estimatedTime}
          onChange={(event) => change({ estimatedTime: event.target.value })}
        />
        <TextField
          label="Icon"
          hint="Up to 2 characters, e.g. an emoji or initials"
          maxLength={2}
          value={values.icon}
          error={errors.icon}
          onChange={(event) => change({ icon: event.target.value })}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Colour</legend>
        <div className={styles.swatches}>
          {SERVICE_COLORS.map((color) => (
            <button
              key={color.value}
              type="button"
              className={styles.swatch}
              style={{ background: color.value }}
              aria-label={color.label}
              aria-pressed={values.color.toUpperCase() === color.value}
              onClick={() => change({ color: color.value })}
            />
          ))}
        </div>
      </fieldset>
      <Switch
        label="Active"
        description="Inactive services are hidden from new orders"
        checked={values.isActive}
        onCheckedChange={(isActive) => change({ isActive })}
      />
    </>
  );
}
