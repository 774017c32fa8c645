import type { Order, OrderRefund } from '@laundry/domain';
import { Button, Dialog, Spinner } from '@laundry/ui';
import { Copy, Printer } from 'lucide-react';
import { usePublicConfig } from '../../../app/publicConfig';
import { PrintableRefundReceipt, RefundReceipt } from './RefundReceipt';
import { refundNumber, refundReceiptModel, refundReceiptText } from './refundReceiptModel';
import { useCopy } from './useCopy';

/** The refund receipt modal: the receipt, Copy, Print, Close. Render it only while open. */
export function RefundReceiptDialog({
  order,
  refund,
  onClose,
}: {
  order: Order;
  refund: OrderRefund;
  onClose: () => void;
}) {
  const copy = useCopy();
  const business = usePublicConfig().data?.business;
  const model = business ? refundReceiptModel(order, refund, business) : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
      title={`Refund Receipt - ${refundNumber(order, refund)}`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button
            variant="secondary"
            iconStart={<Copy />}
            disabled={!model}
            onClick={() =>
              model
                ? void copy(refundReceiptText(model), 'Receipt copied!', 'Failed to copy receipt')
                : undefined
            }
          >
            Copy Receipt
          </Button>
          <Button iconStart={<Printer />} disabled={!model} onClick={() => window.print()}>
            Print Receipt
          </Button>
        </>
      }
    >
      {model ? (
        <>
          <RefundReceipt model={model} />
          <PrintableRefundReceipt model={model} />
        </>
      ) : (
        <Spinner label="Loading receipt..." />
      )}
    </Dialog>
  );
}
