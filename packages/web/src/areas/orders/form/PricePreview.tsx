import {
  centsToRupees,
  formatCurrency,
  formatDayTime,
  type OrderFormPreview,
} from '@laundry/domain';
import { Card, Text } from '@laundry/ui';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import * as styles from './orderForm.css';

const lkr = (cents: number) => formatCurrency(centsToRupees(cents));

function Row({ label, cents, negative }: { label: string; cents: number; negative?: boolean }) {
  return (
    <div className={`${styles.summaryRow} ${negative ? styles.discount : ''}`}>
      <dt>{label}</dt>
      <dd className={styles.amount}>{negative ? `− ${lkr(cents)}` : lkr(cents)}</dd>
    </div>
  );
}

/**
 * The live price (the domain's `priceOrder` over the form's inputs, the same code the server
 * prices with): lines, subtotal, the customer's discount, express, pickup and delivery, total.
 */
export function PricePreview({
  preview,
  readyAt,
  isExpressService,
  discountLoading,
}: {
  preview: OrderFormPreview | null;
  /** When the order will be ready (the domain's `readyTime`); null until a service is chosen. */
  readyAt: Date | null;
  isExpressService: boolean;
  discountLoading: boolean;
}) {
  const timeZone = useBusinessTimeZone();
  const pricing = preview?.pricing;
  // Lines with a service but no weight or quantity yet; an empty line is not worth a note.
  const unpriced =
    preview?.pendingLines.filter((line) => !line.issue.field.endsWith('serviceId')).length ?? 0;
  return (
    <div className={styles.sticky}>
      <Card title="Price preview">
        {!pricing ? (
          <Text tone="muted">Loading services...</Text>
        ) : (
          <div className={styles.summaryBox} aria-live="polite">
            <dl className={styles.summary} aria-label="Price breakdown">
              {pricing.items.map((item, index) => (
                <Row
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional.
                  key={index}
                  label={`${item.serviceName} · ${item.priceType === 'per_kg' ? `${item.weight} kg` : `× ${item.quantity}`}`}
                  cents={item.totalPriceCents}
                />
              ))}
              <Row label="Subtotal" cents={pricing.subtotalCents} />
              {pricing.discount ? (
                <Row
                  label={`${pricing.discount.type === 'student' ? 'Student' : 'Campaign'} discount (${pricing.discount.percentage}%)`}
                  cents={pricing.discountAmountCents}
                  negative
                />
              ) : discountLoading ? (
                <div className={styles.summaryRow}>
                  <dt>Discount</dt>
                  <dd className={styles.amount}>checking...</dd>
                </div>
              ) : null}
              {pricing.expressServiceFeeCents > 0 ? (
                <Row label="Express service" cents={pricing.expressServiceFeeCents} />
              ) : null}
              {pricing.pickupChargesCents > 0 ? (
                <Row label="Pickup" cents={pricing.pickupChargesCents} />
              ) : null}
              {pricing.deliveryChargesCents > 0 ? (
                <Row label="Delivery" cents={pricing.deliveryChargesCents} />
              ) : null}
              {pricing.taxAmountCents > 0 ? (
                <Row label="Tax" cents={pricing.taxAmountCents} />
              ) : null}
              <div className={styles.summaryTotal}>
                <dt>Total</dt>
                <dd className={styles.amount} data-testid="order-total">
                  {lkr(pricing.totalAmountCents)}
                </dd>
              </div>
            </dl>
            {readyAt ? (
              <dl className={styles.summary} aria-label="Ready by">
                <div className={styles.summaryRow}>
                  <dt>{isExpressService ? 'Ready by (express)' : 'Ready by'}</dt>
                  <dd className={styles.amount} data-testid="order-ready-by">
                    {formatDayTime(readyAt, timeZone)}
                  </dd>
                </div>
              </dl>
            ) : null}
            {unpriced > 0 ? (
              <Text tone="muted" size="sm">
                {unpriced === 1
                  ? '1 item is not priced yet.'
                  : `${unpriced} items are not priced yet.`}
              </Text>
            ) : null}
          </div>
        )}
      </Card>
    </div>
  );
}
