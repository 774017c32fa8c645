import {
  formatCurrency,
  needsItemConfirmation,
  type Order,
  showsTotalDifference,
} from '@laundry/domain';
import { Alert, Button } from '@laundry/ui';
import * as styles from './OrderDetailPage.css';

/** The banners under the header (spec part 2 §2.6): items to confirm; the total that changed. */
export function OrderBanners({
  order,
  onConfirmItems,
}: {
  order: Order;
  onConfirmItems: () => void;
}) {
  const history = order.confirmationHistory;
  return (
    <>
      {needsItemConfirmation(order) ? (
        <Alert
          tone="warning"
          title="Items Need Confirmation"
          action={
            <Button size="sm" onClick={onConfirmItems}>
              Confirm Items
            </Button>
          }
        >
          The items were picked up. Check the actual quantities and weights and confirm them so the
          customer is charged for what was collected.
        </Alert>
      ) : null}
      {history && order.itemsConfirmed && showsTotalDifference(history) ? (
        <Alert
          tone={history.difference > 0 ? 'warning' : 'success'}
          title="Total Updated After Confirmation"
        >
          Estimated {formatCurrency(history.estimatedTotal)} · Actual{' '}
          {formatCurrency(history.actualTotal)} ·{' '}
          <span className={history.difference > 0 ? styles.increase : styles.decrease}>
            {history.difference > 0 ? 'Increase' : 'Decrease'} of{' '}
            {formatCurrency(Math.abs(history.difference))}
          </span>
        </Alert>
      ) : null}
    </>
  );
}
