import {
  CALCULATOR_DEFAULT_WEIGHT,
  CALCULATOR_QUICK_WEIGHTS,
  CLOTHING_CATEGORIES,
  CLOTHING_CATEGORY_LABELS,
  type ClothingCategory,
  calculatePriceFormSchema,
  DEFAULT_CLOTHING_CATEGORY,
  formatCurrency,
  type Service,
  unitLabel,
  usesCategoryPrices,
} from '@laundry/domain';
import { Alert, Button, Dialog, EmptyState, Select, Spinner, TextField } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { serviceMessages } from './messages';
import { useActiveServices } from './queries';
import * as styles from './services.css';

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
  const services = useActiveServices(open);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [weight, setWeight] = useState(String(CALCULATOR_DEFAULT_WEIGHT));
  const [quantity, setQuantity] = useState('1');
  const [category, setCategory] = useState<ClothingCategory>(DEFAULT_CLOTHING_CATEGORY);
  const [inputError, setInputError] = useState<string | null>(null);
  const service: Service | undefined = services.data?.services.find(
    (candidate) => candidate._id === serviceId,
  );

  const calculation = useMutation({
    mutationFn: async (target: Service) => {
      const input = calculatePriceFormSchema.parse({
        ...(target.priceType === 'per_kg' ? { weight } : { quantity }),
        ...(usesCategoryPrices(target.priceType) ? { clothingCategory: category } : {}),
      });
      return (await client.services.calculatePrice(target._id, input)).data;
    },
  });

  const reset = () => {
    setServiceId(null);
    setWeight(String(CALCULATOR_DEFAULT_WEIGHT));
    setQuantity('1');
    setCategory(DEFAULT_CLOTHING_CATEGORY);
    setInputError(null);
    calculation.reset();
  };

  const calculate = () => {
    if (!service) return;
    const checked = calculatePriceFormSchema.safeParse(
      service.priceType === 'per_kg' ? { weight } : { quantity },
    );
    if (!checked.success) {
      setInputError(checked.error.issues[0]?.message ?? serviceMessages.calculateFailed);
      return;
    }
    setInputError(null);
    calculation.mutate(service);
  };

  const step = service ? 2 : 1;
  const result = calculation.data;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Price Calculator"
      description={
        step === 1 ? 'Step 1 of 2: select a service' : 'Step 2 of 2: enter the quantity or weight'
      }
      footer={
        step === 2 ? (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setServiceId(null);
                calculation.reset();
              }}
            >
              Back
            </Button>
            <Button loading={calculation.isPending} onClick={calculate}>
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
            onValueChange={(value) => setServiceId(value)}
            options={services.data.services.map((candidate) => ({
              value: candidate._id,
              label: `${candidate.name} · ${formatCurrency(candidate.basePrice)} ${unitLabel(candidate.priceType)}`,
            }))}
          />
        )
      ) : service ? (
        <div className={styles.tabBody}>
          <p className={styles.muted}>
            {service.name} · {formatCurrency(service.basePrice)} {unitLabel(service.priceType)}
          </p>
          {service.priceType === 'per_kg' ? (
            <>
              <TextField
                label="Weight (kg)"
                type="number"
                min={0.1}
                max={500}
                step={0.1}
                value={weight}
                error={inputError ?? undefined}
                onChange={(event) => setWeight(event.target.value)}
              />
              <fieldset className={styles.quickWeights}>
                <legend className={styles.legend}>Quick weights</legend>
                {CALCULATOR_QUICK_WEIGHTS.map((kg) => (
                  <Button
                    key={kg}
                    size="sm"
                    variant={Number(weight) === kg ? 'primary' : 'secondary'}
                    onClick={() => setWeight(String(kg))}
                  >
                    {kg} kg
                  </Button>
                ))}
              </fieldset>
            </>
          ) : (
            <TextField
              label="Quantity"
              type="number"
              min={1}
              max={1000}
              step={1}
              value={quantity}
              error={inputError ?? undefined}
              onChange={(event) => setQuantity(event.target.value)}
            />
          )}
          {usesCategoryPrices(service.priceType) ? (
            <Select
              label="Clothing Category"
              value={category}
              onValueChange={(value) => setCategory(value)}
              options={CLOTHING_CATEGORIES.map((value) => {
                const price = service.clothingPrices[value];
                return {
                  value,
                  label: `${CLOTHING_CATEGORY_LABELS[value]} · ${formatCurrency(price ?? service.basePrice)}`,
                };
              })}
            />
          ) : null}
          {calculation.isError ? (
            <Alert tone="danger">
              {errorMessage(calculation.error, serviceMessages.calculateFailed)}
            </Alert>
          ) : null}
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
        </div>
      ) : null}
    </Dialog>
  );
}
