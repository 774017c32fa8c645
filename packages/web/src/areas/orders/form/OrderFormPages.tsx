import { isApiError } from '@laundry/api-client';
import {
  canEditOrder,
  customerSchema,
  type OrderFormCustomer,
  orderFormFromOrder,
  orderMessages,
} from '@laundry/domain';
import { Alert, Button, EmptyState, Spinner } from '@laundry/ui';
import { ArrowLeft, Lock, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { errorMessage, errorStatus } from '../../../app/errors';
import { OrderWizard } from './OrderWizard';
import { useCustomer, useOrderToEdit } from './queries';

function Centered({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>{children}</div>;
}

function BackTo({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="secondary" iconStart={<ArrowLeft />}>
      <Link to={to}>{label}</Link>
    </Button>
  );
}

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
    return (
      <Centered>
        <Spinner size="lg" label="Loading customer..." />
      </Centered>
    );
  }
  const preSelected: OrderFormCustomer | null = customerId && customer.data ? customer.data : null;
  return (
    <>
      {customerId && customer.isError ? (
        <Alert tone="warning">
          {errorMessage(customer.error, 'Customer not found')}. Search for the customer below.
        </Alert>
      ) : null}
      <OrderWizard
        key={preSelected?._id ?? 'new'}
        mode="create"
        preSelectedCustomer={preSelected}
      />
    </>
  );
}

/** /orders/edit/{id}: loads the order, refuses a locked one with its reason, edits at its version. */
export function OrderEditPage() {
  const { id = '' } = useParams();
  const order = useOrderToEdit(id);
  if (order.isPending) {
    return (
      <Centered>
        <Spinner size="lg" label="Loading order..." />
      </Centered>
    );
  }
  if (order.isError) {
    const missing =
      errorStatus(order.error) === 404 ||
      (errorStatus(order.error) === 400 && isApiError(order.error) && order.error.field === 'id');
    return (
      <Centered>
        <EmptyState
          icon={<ReceiptText aria-hidden size={28} />}
          headingLevel={2}
          title={missing ? 'Order Not Found' : 'Error Loading Order'}
          description={
            missing
              ? orderMessages.notFoundForEdit
              : errorMessage(order.error, orderMessages.fetchFailed)
          }
          action={
            <>
              <BackTo to="/orders" label="Back to Orders" />
              {missing ? null : <Button onClick={() => void order.refetch()}>Try Again</Button>}
            </>
          }
        />
      </Centered>
    );
  }
  const data = order.data;
  const editability = canEditOrder(data);
  if (!data.isEditable || !editability.editable) {
    const reason =
      data.editLockedReason ??
      (editability.editable ? orderMessages.editDisabled : editability.reason);
    return (
      <Centered>
        <EmptyState
          icon={<Lock aria-hidden size={28} />}
          headingLevel={2}
          title="Edit Locked"
          description={`${data.orderNumber}: ${reason}`}
          action={<BackTo to={`/orders/${encodeURIComponent(data._id)}`} label="Back to Order" />}
        />
      </Centered>
    );
  }
  const form = orderFormFromOrder(data);
  return (
    <OrderWizard
      key={`${data._id}-${data.version}`}
      mode="edit"
      orderId={data._id}
      version={data.version}
      initial={{ customer: form.customer, values: form.values }}
      settledDiscount={form.discount}
    />
  );
}
