import {
  canEditOrder,
  customerSchema,
  type OrderFormCustomer,
  orderFormFromOrder,
  orderMessages,
} from '@laundry/domain';
import { Alert, Button, EmptyState } from '@laundry/ui';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../app/errors';
import * as page from '../../../app/pages/page.css';
import { RecordLoading } from '../../../app/pages/RecordLoadState';
import { OrderLoadError, OrderLoading } from '../OrderLoadState';
import { OrderFormBoundary } from './OrderFormBoundary';
import { OrderWizard } from './OrderWizard';
import { useCustomer, useOrderToEdit } from './queries';

/**
 * /orders/new. A customer forwarded by another screen (`?customerId=`, with the record in the
 * navigation state when it has it) is preselected and the form opens at step 2.
 */
export function OrderCreatePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const customerId = params.get('customerId');
  const carried = customerSchema.safeParse(
    (location.state as { preSelectedCustomer?: unknown } | null)?.preSelectedCustomer,
  );
  const known = carried.success && carried.data._id === customerId ? carried.data : null;
  const customer = useCustomer(customerId ?? '', {
    initial: known,
    enabled: Boolean(customerId) && !known,
  });
  if (customerId && customer.isPending) {
    return <RecordLoading label="Loading customer..." />;
  }
  const preSelected: OrderFormCustomer | null = customerId && customer.data ? customer.data : null;
  return (
    <>
      {customerId && customer.isError ? (
        <Alert tone="warning">
          {errorMessage(customer.error, 'Customer not found')}. Search for the customer below.
        </Alert>
      ) : null}
      <OrderFormBoundary>
        <OrderWizard
          key={preSelected?._id ?? 'new'}
          mode="create"
          preSelectedCustomer={preSelected}
        />
      </OrderFormBoundary>
    </>
  );
}

/** /orders/edit/{id}: loads the order, refuses a locked one with its reason, edits at its version. */
export function OrderEditPage() {
  const { id = '' } = useParams();
  const order = useOrderToEdit(id);
  if (order.isPending) return <OrderLoading />;
  if (order.isError) {
    return (
      <OrderLoadError
        error={order.error}
        onRetry={() => void order.refetch()}
        notFound={orderMessages.notFoundForEdit}
      />
    );
  }
  const data = order.data;
  const editability = canEditOrder(data);
  if (!data.isEditable || !editability.editable) {
    const reason =
      data.editLockedReason ??
      (editability.editable ? orderMessages.editDisabled : editability.reason);
    return (
      <div className={page.centered}>
        <EmptyState
          icon={<Lock aria-hidden size={28} />}
          headingLevel={2}
          title="Edit Locked"
          description={`${data.orderNumber}: ${reason}`}
          action={
            <Button asChild variant="secondary" iconStart={<ArrowLeft />}>
              <Link to={`/orders/${encodeURIComponent(data._id)}`}>Back to Order</Link>
            </Button>
          }
        />
      </div>
    );
  }
  const form = orderFormFromOrder(data);
  return (
    <OrderFormBoundary>
      <OrderWizard
        key={`${data._id}-${data.version}`}
        mode="edit"
        orderId={data._id}
        version={data.version}
        initial={{ customer: form.customer, values: form.values }}
        taken={{
          takenAt: data.createdAt,
          kept: { pickupDate: data.pickupDate, deliveryDate: data.deliveryDate },
        }}
        settledDiscount={form.discount}
      />
    </OrderFormBoundary>
  );
}
