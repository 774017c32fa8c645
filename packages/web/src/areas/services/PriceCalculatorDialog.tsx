import {
  CALCULATOR_DEFAULT_WEIGHT,
  CALCULATOR_QUICK_WEIGHTS,
  CLOTHING_CATEGORIES,
  CLOTHING_CATEGORY_LABELS,
  calculatePriceFormSchema,
  DEFAULT_CLOTHING_CATEGORY,
  formatCurrency,
  type Service,
  unitLabel,
  usesCategoryPrices,
} from '@laundry/domain';
import { Alert, Button, Dialog, EmptyState, Select, Spinner } from '@laundry/ui';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../app/errors';
import { FormSelect, FormTextField } from '../../app/forms/FormFields';
import { FormStatus } from '../../app/forms/FormStatus';
import { useSchemaForm } from '../../app/forms/useSchemaForm';
import { useApiClient } from '../../app/services';
import { serviceMessages } from './messages';
import { useActiveServices } from './queries';
import * as styles from './services.css';

/**
 * What the calculator asks of a service: the weight (default 1 kg) of a per_kg one, else the
 * quantity; the clothing category where the service has category prices.
 */
function measureDefaults(service: Service | undefined) {
  return {
    ...(service?.priceType === 'per_kg'
      ? { weight: String(CALCULATOR_DEFAULT_WEIGHT) }
      : { quantity: '1' }),
    ...(service && usesCategoryPrices(service.priceType)
      ? { clothingCategory: DEFAULT_CLOTHING_CATEGORY }
      : {}),
  };
}

/**
 * The Price Calculator (spec part 2 §2.8): step 1 pick a service, step 2 the weight (per_kg,
 * with quick weights 1, 5, 10, 20 kg, default 1) or the quantity, and the clothing category where
 * the service has category prices. The server prices it with the domain's one rule.
 */
export function PriceCalculatorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useApiClient();
  const formId = useId();
  const services = useActiveServices(open);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const service: Service | undefined = services.data?.services.find(
    (candidate) => candidate._id === serviceId,
  );
  const calculator = useSchemaForm({
    schema: calculatePriceFormSchema,
    defaultValues: measureDefaults(service),
    submit: async (input) => {
      if (!service) throw new Error(serviceMessages.calculateFailed);
      return client.services.calculatePrice(service._id, input);
    },
    success: { kind: 'stay' },
    successMessage: '',
    failureMessage: serviceMessages.calculateFailed,
  });
  const { form } = calculator;
  const weight = useWatch({ control: form.control, name: 'weight' });

  const choose = (id: string | null) => {
    setServiceId(id);
    calculator.reset(measureDefaults(services.data?.services.find((one) => one._id === id)));
  };

  const step = service ? 2 : 1;
  const result = calculator.result?.data;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) choose(null);
        onOpenChange(next);
      }}
      title="Price Calculator"
      description={
        step === 1 ? 'Step 1 of 2: select a service' : 'Step 2 of 2: enter the quantity or weight'
      }
      footer={
        step === 2 ? (
          <>
            <Button variant="secondary" onClick={() => choose(null)}>
              Back
            </Button>
            <Button type="submit" form={formId} loading={calculator.busy}>
              Calculate
            </Button>
          </>
        ) : undefined
      }
    >
      {step === 1 ? (
        services.isPending ? (
          <Spinner label="Loading services..." />
        ) : services.isError ? (
          <Alert tone="danger">{errorMessage(services.error, serviceMessages.loadFailed)}</Alert>
        ) : services.data.services.length === 0 ? (
          <EmptyState title={serviceMessages.noneAvailable} />
        ) : (
          <Select
            label="Service"
            placeholder="Select a service"
            value={serviceId ?? undefined}
            onValueChange={choose}
            options={services.data.services.map((candidate) => ({
              value: candidate._id,
              label: `${candidate.name} · ${formatCurrency(candidate.basePrice)} ${unitLabel(candidate.priceType)}`,
            }))}
          />
        )
      ) : service ? (
        <form id={formId} noValidate onSubmit={calculator.onSubmit} className={styles.tabBody}>
          <p className={styles.muted}>
            {service.name} · {formatCurrency(service.basePrice)} {unitLabel(service.priceType)}
          </p>
          {service.priceType === 'per_kg' ? (
            <>
              <FormTextField
                form={form}
                name="weight"
                label="Weight (kg)"
                type="number"
                min={0.1}
                max={500}
                step={0.1}
              />
              <fieldset className={styles.quickWeights}>
                <legend className={styles.legend}>Quick weights</legend>
                {CALCULATOR_QUICK_WEIGHTS.map((kg) => (
                  <Button
                    key={kg}
                    size="sm"
                    variant={Number(weight) === kg ? 'primary' : 'secondary'}
                    onClick={() => form.setValue('weight', String(kg), { shouldValidate: true })}
                  >
                    {kg} kg
                  </Button>
                ))}
              </fieldset>
            </>
          ) : (
            <FormTextField
              form={form}
              name="quantity"
              label="Quantity"
              type="number"
              min={1}
              max={1000}
              step={1}
            />
          )}
          {usesCategoryPrices(service.priceType) ? (
            <FormSelect
              form={form}
              name="clothingCategory"
              label="Clothing Category"
              options={CLOTHING_CATEGORIES.map((value) => {
                const price = service.clothingPrices[value];
                return {
                  value,
                  label: `${CLOTHING_CATEGORY_LABELS[value]} · ${formatCurrency(price ?? service.basePrice)}`,
                };
              })}
            />
          ) : null}
          <FormStatus successText={null} failure={calculator.failure} />
          {result ? (
            <output className={styles.result} aria-live="polite">
              <span className={styles.muted}>
                {formatCurrency(result.calculation.unitPrice)} {unitLabel(result.service.priceType)}{' '}
                ×{' '}
                {result.service.priceType === 'per_kg'
                  ? `${result.calculation.weight} kg`
                  : result.calculation.quantity}
                {result.calculation.clothingCategory
                  ? ` · ${CLOTHING_CATEGORY_LABELS[result.calculation.clothingCategory]}`
                  : ''}
              </span>
              <span className={styles.total}>
                Total: {formatCurrency(result.calculation.totalPrice)}
              </span>
            </output>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  );
}
