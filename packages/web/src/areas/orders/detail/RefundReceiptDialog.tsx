import type { Order, OrderRefund } from '@laundry/domain';
import { usePublicConfig } from '../../../app/publicConfig';
import { ReceiptDialog } from './ReceiptDialog';
import { RefundReceipt } from './RefundReceipt';
import { refundNumber, refundReceiptModel, refundReceiptText } from './refundReceiptModel';

/** A refund's receipt in the receipt modal. Render it only while open. */
export function RefundReceiptDialog({
  order,
  refund,
  onClose,
}: {
  order: Order;
  refund: OrderRefund;
  onClose: () => void;
}) {
  const business = usePublicConfig().data?.business;
  const model = business ? refundReceiptModel(order, refund, business) : null;
  return (
    <ReceiptDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Refund Receipt - ${refundNumber(order, refund)}`}
      receipt={
        model ? { view: <RefundReceipt model={model} />, text: refundReceiptText(model) } : null
      }
    />
  );
}
