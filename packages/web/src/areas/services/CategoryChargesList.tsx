import {
  CLOTHING_CATEGORY_LABELS,
  centsToRupees,
  formatCurrency,
  serviceFormCharges,
  unitLabel,
} from '@laundry/domain';
import { DescriptionList, Text } from '@laundry/ui';

/**
 * What each clothing category will be charged with the form as typed (the domain's
 * `serviceFormCharges`, the same rule orders are priced by), and plainly which categories keep a
 * price of their own when the base price changes (docs/decisions/017).
 */
export function CategoryChargesList({
  values,
}: {
  values: Parameters<typeof serviceFormCharges>[0];
}) {
  const charges = serviceFormCharges(values);
  if (!charges || charges.length === 0) return null;
  const unit = unitLabel(values.priceType);
  const own = charges.filter((charge) => charge.ownPrice);
  return (
    <section aria-label="What each category is charged">
      <Text weight="semibold">What each category is charged</Text>
      <Text tone="muted">
        {own.length === 0
          ? 'Every category follows the base price: a change of the base price reaches them all.'
          : `Keep their own price when the base price changes: ${own
              .map((charge) => CLOTHING_CATEGORY_LABELS[charge.category])
              .join(', ')}. Every other category follows the base price.`}
      </Text>
      <DescriptionList
        layout="inline"
        items={charges.map((charge) => ({
          id: charge.category,
          term: CLOTHING_CATEGORY_LABELS[charge.category],
          detail: `${formatCurrency(centsToRupees(charge.unitPriceCents))} ${unit} · ${
            charge.ownPrice ? 'own price' : 'base price'
          }`,
        }))}
      />
    </section>
  );
}
