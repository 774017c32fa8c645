import { hasPermission, type Order } from '@laundry/domain';
import { Alert, Button, Tabs } from '@laundry/ui';
import { Tags } from 'lucide-react';
import { memo, type Ref, useDeferredValue, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import * as page from '../../../app/pages/page.css';
import { useSession } from '../../../app/session';
import { DeleteOrderDialog } from '../DeleteOrderDialog';
import { OrderLoadError, OrderLoading } from '../OrderLoadState';
import { BagTagsDialog } from '../print/BagTags';
import { HandoverDialog } from '../ready/HandoverDialog';
import { ShelfSlotDialog } from '../ShelfSlotDialog';
import { ConfirmItemsDialog } from './ConfirmItemsDialog';
import { DetailsTab } from './DetailsTab';
import { MessagesTab } from './MessagesTab';
import { OrderActions, type OrderDialog } from './OrderActions';
import { OrderBanners } from './OrderBanners';
import { OrderHeader } from './OrderHeader';
import { OrderReceiptDialog } from './OrderReceiptDialog';
import { PaymentDialog } from './PaymentDialog';
import { useOrder } from './queries';
import { StatusPanel } from './StatusPanel';
import { TimelineTab } from './TimelineTab';

const detailTabs = ['details', 'status', 'timeline', 'messages'] as const;
type DetailTab = (typeof detailTabs)[number];

/**
 * /orders/{id} (spec part 2 §2.6): the order's page, and the one dialog open over it. Opening a
 * dialog changes only `dialog`: the page itself (OrderDetailContent) is memoised on the order, so
 * the click that opens the payment dialog renders the dialog alone — on a slow counter PC the
 * page's own render inside that click was most of the wait (issue 26).
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const query = useOrder(id);
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  // The order form says when it has just created this order: tag its bags before they leave
  // the counter.
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  // After a payment the receipt is the next thing to do: focus goes there.
  const receiptButton = useRef<HTMLButtonElement>(null);

  if (query.isPending) return <OrderLoading />;
  if (query.isError)
    return (
      <OrderLoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        notFound="The order you are looking for does not exist or has been deleted."
      />
    );
  const order = query.data;
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <div className={page.page}>
      <OrderDetailContent
        order={order}
        canDelete={hasPermission(user, 'orders', 'delete')}
        canUpdate={hasPermission(user, 'orders', 'update')}
        justCreated={justCreated}
        onOpen={setDialog}
        receiptRef={receiptButton}
      />
      {dialog === 'payment' ? (
        <PaymentDialog
          order={order}
          onClose={() => setDialog(null)}
          afterPaid={() => receiptButton.current}
        />
      ) : null}
      {dialog === 'handover' ? (
        <HandoverDialog orderId={order._id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'complete' ? (
        <ShelfSlotDialog order={order} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'confirm' ? (
        <ConfirmItemsDialog order={order} onClose={() => setDialog(null)} />
      ) : null}
      <OrderReceiptDialog
        order={order}
        open={dialog === 'receipt'}
        onOpenChange={close}
        canMail={hasPermission(user, 'orders', 'update')}
      />
      <BagTagsDialog order={order} open={dialog === 'tags'} onOpenChange={close} />
      <DeleteOrderDialog
        order={dialog === 'delete' ? order : null}
        onOpenChange={close}
        onDeleted={() => navigate('/orders', { replace: true })}
      />
    </div>
  );
}

/** The page under the dialogs: header and actions, banners, and the four tabs. */
const OrderDetailContent = memo(function OrderDetailContent({
  order,
  canDelete,
  canUpdate,
  justCreated,
  onOpen,
  receiptRef,
}: {
  order: Order;
  canDelete: boolean;
  canUpdate: boolean;
  justCreated: boolean;
  /** Opens a dialog: `setDialog`, the same function every render, so the memo holds. */
  onOpen: (dialog: OrderDialog) => void;
  receiptRef: Ref<HTMLButtonElement>;
}) {
  const [params, setParams] = useSearchParams();
  // The header and its actions first — the cashier's next step (Process Payment, Print Tags) is
  // there —, the tab's contents in a second render React may interrupt: a saved order's page
  // answers sooner on a slow counter PC (issue 26). Later renders show both at once.
  const showTab = useDeferredValue(true, false);
  const tabParam = params.get('tab');
  const tab: DetailTab = detailTabs.includes(tabParam as DetailTab)
    ? (tabParam as DetailTab)
    : 'details';
  return (
    <>
      <title>{`${order.orderNumber} · Orders`}</title>
      <OrderHeader
        order={order}
        actions={
          <OrderActions
            order={order}
            canDelete={canDelete}
            canMove={canUpdate}
            onOpen={onOpen}
            receiptRef={receiptRef}
          />
        }
      />
      <OrderBanners order={order} onConfirmItems={() => onOpen('confirm')} />
      {justCreated ? (
        <Alert
          tone="success"
          title="Order created"
          action={
            <Button size="sm" iconStart={<Tags />} onClick={() => onOpen('tags')}>
              Print Tags
            </Button>
          }
        >
          Tag each bag before it leaves the counter.
        </Alert>
      ) : null}

      <Tabs.Root
        value={tab}
        onValueChange={(next) => {
          const nextParams = new URLSearchParams(params);
          if (next === 'details') nextParams.delete('tab');
          else nextParams.set('tab', next);
          setParams(nextParams, { replace: true });
        }}
      >
        <Tabs.List aria-label="Order sections">
          <Tabs.Trigger value="details">Order Details</Tabs.Trigger>
          <Tabs.Trigger value="status">Status Management</Tabs.Trigger>
          <Tabs.Trigger value="timeline">Timeline</Tabs.Trigger>
          <Tabs.Trigger value="messages">Messages</Tabs.Trigger>
        </Tabs.List>
        {showTab ? (
          <>
            <Tabs.Content value="details">
              <DetailsTab order={order} />
            </Tabs.Content>
            <Tabs.Content value="status">
              <StatusPanel order={order} />
            </Tabs.Content>
            <Tabs.Content value="timeline">
              <TimelineTab order={order} />
            </Tabs.Content>
            <Tabs.Content value="messages">
              <MessagesTab orderId={order._id} canSend={canUpdate} />
            </Tabs.Content>
          </>
        ) : null}
      </Tabs.Root>
    </>
  );
});
