import {
  CLOTHING_CATEGORIES,
  CLOTHING_CATEGORY_LABELS,
  type ClothingCategory,
  centsToRupees,
  formatCurrency,
  ORDER_LINE_RULES,
  type OrderFormItem,
  type PricedOrderItem,
  type Service,
  unitLabel,
  usesCategoryPrices,
} from '@laundry/domain';
import { Button, Checkbox, IconButton, Select, TextField } from '@laundry/ui';
import { Plus, Trash2 } from 'lucide-react';
import { NumberInput } from './NumberInput';
import * as styles from './orderForm.css';

/** The id of a line's service picker: the form moves the focus there after step 1. */
export const serviceFieldId = (index: number) => `order-item-${index}-service`;

function ItemLine({
  index,
  item,
  services,
  priced,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  item: OrderFormItem;
  services: readonly Service[];
  priced: PricedOrderItem | undefined;
  errors: Record<string, string>;
  canRemove: boolean;
  onChange: (values: Partial<OrderFormItem>) => void;
  onRemove: () => void;
}) {
  const service = services.find((candidate) => candidate._id === item.serviceId);
  const perKg = service?.priceType === 'per_kg';
  const at = `items.${index}`;
  return (
    <fieldset className={styles.line} aria-label={`Item ${index + 1}`}>
      <div className={styles.lineHeader}>
        <span className={styles.lineTitle}>Item {index + 1}</span>
        <IconButton
          label={`Remove item ${index + 1}`}
          icon={<Trash2 />}
          variant="ghost"
          size="sm"
          disabled={!canRemove}
          onClick={onRemove}
        />
      </div>
      <div className={styles.grid}>
        <div className={styles.lineWide}>
          <Select
            id={serviceFieldId(index)}
            label="Service"
            required
            placeholder="Choose a service"
            value={item.serviceId || undefined}
            error={errors[`${at}.serviceId`]}
            options={services.map((option) => ({
              value: option._id,
              label: `${option.name} (${formatCurrency(option.basePrice)} ${unitLabel(option.priceType)})`,
            }))}
            onValueChange={(serviceId) => onChange({ serviceId })}
          />
        </div>
        {perKg ? (
          <NumberInput
            // Its own field: the text typed for a quantity never carries over to a weight.
            key="weight"
            label="Weight (kg)"
            required
            min={0.1}
            step={0.1}
            blankZero
            rule={ORDER_LINE_RULES.weight}
            value={item.weight}
            error={errors[`${at}.weight`]}
            onValueChange={(weight) => onChange({ weight })}
          />
        ) : (
          <NumberInput
            key="quantity"
            label="Quantity"
            required
            min={1}
            step={1}
            inputMode="numeric"
            rule={ORDER_LINE_RULES.quantity}
            value={item.quantity}
            error={errors[`${at}.quantity`]}
            onValueChange={(quantity) => onChange({ quantity })}
          />
        )}
        {service && usesCategoryPrices(service.priceType) ? (
          <Select
            label="Clothing category"
            value={item.clothingCategory}
            options={CLOTHING_CATEGORIES.map((value) => ({
              value,
              label: CLOTHING_CATEGORY_LABELS[value],
            }))}
            onValueChange={(clothingCategory) =>
              onChange({ clothingCategory: clothingCategory as ClothingCategory })
            }
          />
        ) : null}
        <div className={styles.lineWide}>
          <TextField
            label="Item notes"
            maxLength={500}
            value={item.notes}
            error={errors[`${at}.notes`]}
            onChange={(event) => onChange({ notes: event.target.value })}
          />
        </div>
      </div>
      {priced ? (
        <output className={styles.lineTotal}>
          {formatCurrency(centsToRupees(priced.unitPriceCents))} ×{' '}
          {priced.priceType === 'per_kg' ? `${priced.weight} kg` : priced.quantity} ={' '}
          {formatCurrency(centsToRupees(priced.totalPriceCents))}
        </output>
      ) : null}
    </fieldset>
  );
}

/** Step 2: the lines (at least one always stays), Add Item and the express option. */
export function ItemsStep({
  items,
  services,
  pricedLines,
  errors,
  isExpressService,
  onItemChange,
  onAdd,
  onRemove,
  onExpressChange,
}: {
  items: readonly OrderFormItem[];
  services: readonly Service[];
  /** The priced line of each form line, when it could be priced. */
  pricedLines: readonly (PricedOrderItem | undefined)[];
  errors: Record<string, string>;
  isExpressService: boolean;
  onItemChange: (index: number, values: Partial<OrderFormItem>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onExpressChange: (checked: boolean) => void;
}) {
  return (
    <div className={styles.body}>
      {items.map((item, index) => (
        <ItemLine
          // Lines have no ids of their own; the position is what the form and the errors use.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          index={index}
          item={item}
          services={services}
          priced={pricedLines[index]}
          errors={errors}
          canRemove={items.length > 1}
          onChange={(values) => onItemChange(index, values)}
          onRemove={() => onRemove(index)}
        />
      ))}
      {errors.items ? (
        <p role="alert" className={styles.error}>
          {errors.items}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" iconStart={<Plus />} onClick={onAdd}>
          Add Item
        </Button>
      </div>
      <Checkbox
        label="Express service (+LKR 100)"
        description="1-day option: ready the next day"
        checked={isExpressService}
        onCheckedChange={onExpressChange}
      />
    </div>
  );
}
