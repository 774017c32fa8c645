import type { Order } from '@laundry/domain';
import { Button, Dialog, Spinner, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { Copy, Mail, Printer } from 'lucide-react';
import { errorMessage } from '../../../app/errors';
import { usePublicConfig } from '../../../app/publicConfig';
import { useApiClient } from '../../../app/services';
import { lifecycleApi } from './lifecycleApi';
import { useTrackingUrl } from './queries';
import { PrintableReceipt, Receipt } from './Receipt';
import { receiptModel, receiptText } from './receiptModel';
import { useCopy } from './useCopy';

/**
 * The receipt modal (spec part 2 §2.3): the receipt, Copy, Send to Email, Print, Close. Send to
 * Email shows only when the customer has an address and the user may mail on the shop's behalf
 * (the orders update right, as the server requires).
 */
export function ReceiptDialog({
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
  const copy = useCopy();
  const config = usePublicConfig();
  const business = config.data?.business;
  const model = business
    ? receiptModel(order, {
        business,
        receiptNumber: order.orderNumber,
        issuedAt: order.updatedAt,
      })
    : null;
  const email = order.customerInfo.email || order.customer.email;
  const tracking = useTrackingUrl(order._id);
  const qr = tracking ? { trackingUrl: tracking } : {};
  const { toast } = useToast();
  const client = useApiClient();
  const send = useMutation({
    mutationFn: (to: string) => lifecycleApi(client).sendReceipt(order._id, to),
    onSuccess: (result, to) =>
      toast({ title: result.message ?? `Receipt sent to ${to}`, tone: 'success' }),
    onError: (error) =>
      toast({ title: errorMessage(error, 'Failed to send receipt'), tone: 'error' }),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={`Receipt - ${order.orderNumber}`}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button
            variant="secondary"
            iconStart={<Copy />}
            disabled={!model}
            onClick={() =>
              model
                ? void copy(receiptText(model), 'Receipt copied!', 'Failed to copy receipt')
                : undefined
            }
          >
            Copy Receipt
          </Button>
          {email && canMail ? (
            <Button
              variant="secondary"
              iconStart={<Mail />}
              loading={send.isPending}
              onClick={() => send.mutate(email)}
            >
              Send to Email
            </Button>
          ) : null}
          <Button iconStart={<Printer />} disabled={!model} onClick={() => window.print()}>
            Print Receipt
          </Button>
        </>
      }
    >
      {model ? (
        <>
          <Receipt model={model} {...qr} />
          {open ? <PrintableReceipt model={model} {...qr} /> : null}
        </>
      ) : (
        <Spinner label="Loading receipt..." />
      )}
    </Dialog>
  );
}
