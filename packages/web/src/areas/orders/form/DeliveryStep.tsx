import type { ChargeType, OrderFormAddress, OrderFormValues } from '@laundry/domain';
import { Checkbox, SegmentedControl, TextArea, TextField } from '@laundry/ui';
import { NumberInput } from './NumberInput';
import * as styles from './orderForm.css';
import { ScheduleField } from './ScheduleField';

type Leg = 'pickup' | 'delivery';

const LEG_TEXT = {
  pickup: { label: 'Pickup required', description: 'We collect the clothes from the customer' },
  delivery: { label: 'Delivery required', description: 'We bring the order back to the customer' },
} as const;

const CHARGE_OPTIONS = [
  { value: 'free', label: 'Free' },
  { value: 'price', label: 'Custom price' },
] as const;

function LegFields({
  leg,
  values,
  errors,
  onChange,
}: {
  leg: Leg;
  values: OrderFormValues;
  errors: Record<string, string>;
  onChange: (values: Partial<Omit<OrderFormValues, 'items'>>) => void;
}) {
  const title = leg === 'pickup' ? 'Pickup' : 'Delivery';
  const required = values[`${leg}Required`];
  const address = values[`${leg}Address`];
  const priceType = values[`${leg}PriceType`];
  const setAddress = (next: Partial<OrderFormAddress>) =>
    onChange({ [`${leg}Address`]: { ...address, ...next } });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{title}</legend>
      <Checkbox
        label={LEG_TEXT[leg].label}
        description={LEG_TEXT[leg].description}
        checked={required}
        onCheckedChange={(checked) => onChange({ [`${leg}Required`]: checked })}
      />
      {required ? (
        <div className={styles.leg}>
          <div className={styles.grid}>
            <TextField
              label={`${title} street`}
              required
              maxLength={200}
              autoComplete="street-address"
              value={address.street}
              error={errors[`${leg}Address.street`]}
              onChange={(event) => setAddress({ street: event.target.value })}
            />
            <TextField
              label={`${title} city`}
              required
              maxLength={100}
              value={address.city}
              error={errors[`${leg}Address.city`]}
              onChange={(event) => setAddress({ city: event.target.value })}
            />
          </div>
          <ScheduleField
            label={title}
            value={values[`${leg}Date`]}
            error={errors[`${leg}Date`]}
            onChange={(date) => onChange({ [`${leg}Date`]: date })}
          />
          <TextField
            label={`${title} notes`}
            maxLength={500}
            value={address.notes}
            onChange={(event) => setAddress({ notes: event.target.value })}
          />
          <div className={styles.grid}>
            <SegmentedControl
              label={`${title} charge`}
              options={CHARGE_OPTIONS}
              value={priceType}
              onValueChange={(type: ChargeType) => onChange({ [`${leg}PriceType`]: type })}
            />
            {priceType === 'price' ? (
              <NumberInput
                label={`${title} charge (LKR)`}
                min={0}
                step={0.01}
                value={values[`${leg}Charges`]}
                error={errors[`${leg}Charges`]}
                onValueChange={(amount) => onChange({ [`${leg}Charges`]: amount })}
              />
            ) : null}
            {leg === 'delivery' ? (
              <NumberInput
                label="Delivery distance (km)"
                min={0}
                step={0.1}
                value={values.deliveryDistance}
                error={errors.deliveryDistance}
                onValueChange={(deliveryDistance) => onChange({ deliveryDistance })}
              />
            ) : null}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Step 3: pickup and delivery (addresses filled from the customer), charges and instructions. */
export function DeliveryStep({
  values,
  errors,
  onChange,
}: {
  values: OrderFormValues;
  errors: Record<string, string>;
  onChange: (values: Partial<Omit<OrderFormValues, 'items'>>) => void;
}) {
  return (
    <div className={styles.body}>
      <LegFields leg="pickup" values={values} errors={errors} onChange={onChange} />
      <LegFields leg="delivery" values={values} errors={errors} onChange={onChange} />
      <TextArea
        label="Special instructions"
        maxLength={1000}
        value={values.specialInstructions}
        error={errors.specialInstructions}
        hint={`${values.specialInstructions.length}/1000`}
        onChange={(event) => onChange({ specialInstructions: event.target.value })}
      />
    </div>
  );
}
