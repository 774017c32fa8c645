import { Button, Dialog, Spinner } from '@laundry/ui';
import { Copy, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { PrintableReceipt } from './ReceiptLayout';
import { useCopy } from './useCopy';

/**
 * The receipt modal (spec part 2 §2.3) for any receipt, the order's or a refund's: the receipt,
 * Close, Copy Receipt, the receipt's own actions, Print Receipt (focused: Enter prints). While
 * open, a paper copy waits outside the app for the printer.
 */
export function ReceiptDialog({
  title,
  open,
  onOpenChange,
  receipt,
  actions,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The receipt laid out, and its plain text for Copy; null while the shop's details load. */
  receipt: { view: ReactNode; text: string } | null;
  /** Buttons of this kind of receipt only (the order's Send to Email), before Print. */
  actions?: ReactNode;
}) {
  const copy = useCopy();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button
            variant="secondary"
            iconStart={<Copy />}
            disabled={!receipt}
            onClick={() =>
              receipt
                ? void copy(receipt.text, 'Receipt copied!', 'Failed to copy receipt')
                : undefined
            }
          >
            Copy Receipt
          </Button>
          {actions}
          <Button
            // What the counter opens a receipt for: the focus is on Print once the receipt is
            // drawn, so Enter prints (issue 37; it was 3 Tabs from Close).
            key={receipt ? 'ready' : 'loading'}
            autoFocus={Boolean(receipt)}
            iconStart={<Printer />}
            disabled={!receipt}
            onClick={() => window.print()}
          >
            Print Receipt
          </Button>
        </>
      }
    >
      {receipt ? (
        <>
          {receipt.view}
          {open ? <PrintableReceipt>{receipt.view}</PrintableReceipt> : null}
        </>
      ) : (
        <Spinner label="Loading receipt..." />
      )}
    </Dialog>
  );
}
