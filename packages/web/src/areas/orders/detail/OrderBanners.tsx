import type { Order } from '@laundry/domain';
import { needsItemConfirmation } from '@laundry/domain';
import { Alert, Button } from '@laundry/ui';

/** The banners under the header (spec part 2 §2.6): items to confirm; the total that changed. */
export function OrderBanners({
  order,
  onConfirmItems,
}: {
  order: Order;
  onConfirmItems: () => void;
}) {
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
    </>
  );
}
