import { mailOutcome, type Order } from '@laundry/domain';
import { Button, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { errorMessage } from '../../../app/errors';
import { usePublicConfig } from '../../../app/publicConfig';
import { useApiClient } from '../../../app/services';
import { lifecycleApi } from './lifecycleApi';
import { useTrackingUrl } from './queries';
import { Receipt } from './Receipt';
import { ReceiptDialog } from './ReceiptDialog';
import { receiptModel, receiptText } from './receiptModel';

/**
 * The order's receipt in the receipt modal. Send to Email shows only when the customer has an
 * address and the user may mail on the shop's behalf (the orders update right, as the server
 * requires).
 */
export function OrderReceiptDialog({
  order,
  open,
  onOpenChange,
  canMail = false,
}: {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canMail?: boolean;
}) {
  const business = usePublicConfig().data?.business;
  const model = business ? receiptModel(order, { business, issuedAt: order.updatedAt }) : null;
  const email = order.customerInfo.email || order.customer.email;
  const trackingUrl = useTrackingUrl(order._id);
  const { toast } = useToast();
  const client = useApiClient();
  const send = useMutation({
    mutationFn: (to: string) => lifecycleApi(client).sendReceipt(order._id, to),
    // A receipt kept in the outbox is not sent: the shared mail outcome says which (issue 26).
    onSuccess: (result, to) => {
      const outcome = mailOutcome(result.data, result.message ?? `Receipt sent to ${to}`);
      toast({ title: outcome.text, tone: outcome.tone });
    },
    onError: (error) =>
      toast({ title: errorMessage(error, 'Failed to send receipt'), tone: 'error' }),
  });

  return (
    <ReceiptDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Receipt - ${order.orderNumber}`}
      receipt={
        model
          ? {
              view: <Receipt model={model} {...(trackingUrl ? { trackingUrl } : {})} />,
              text: receiptText(model),
            }
          : null
      }
      actions={
        email && canMail ? (
          <Button
            variant="secondary"
            iconStart={<Mail />}
            loading={send.isPending}
            onClick={() => send.mutate(email)}
          >
            Send to Email
          </Button>
        ) : null
      }
    />
  );
}
