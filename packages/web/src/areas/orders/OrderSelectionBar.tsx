import { type OrderSummary, orderMessages } from '@laundry/domain';
import { Button, useToast } from '@laundry/ui';
import { Download, Printer, X } from 'lucide-react';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { downloadOrdersCsv } from './OrderSelectionBarExport';
import { POPUP_BLOCKED, printOrderSummary } from './OrderSelectionBarPrint';
import * as styles from './orders.css';

/**
 * The bar above the table (spec part 2 §2.1): 'n orders selected', Print (a print-ready summary)
 * and Export (a CSV file). The spec's prototype only logged; here both really act.
 */
export function OrderSelectionBar({
  selected,
  onClear,
}: {
  selected: readonly OrderSummary[];
  onClear: () => void;
}) {
  const { toast } = useToast();
  const count = selected.length;
  const timeZone = useBusinessTimeZone();

  const withSelection = (action: () => void) => () => {
    if (count === 0) toast({ title: orderMessages.selectOrdersFirst, tone: 'warning' });
    else action();
  };

  const print = withSelection(() => {
    if (!printOrderSummary(selected, timeZone)) {
      toast({ title: POPUP_BLOCKED, tone: 'error' });
    }
  });

  const exportCsv = withSelection(() => {
    const fileName = downloadOrdersCsv(selected, timeZone);
    toast({
      title: `Exported ${count} ${count === 1 ? 'order' : 'orders'}`,
      description: fileName,
      tone: 'success',
    });
  });

  return (
    <section className={styles.selectionBar} aria-label="Selected orders">
      <span className={styles.selectionCount} aria-live="polite">
        {count === 0
          ? 'Select orders to print or export them'
          : `${count} ${count === 1 ? 'order' : 'orders'} selected`}
      </span>
      <div className={styles.selectionActions}>
        <Button size="sm" variant="secondary" iconStart={<Printer />} onClick={print}>
          Print
        </Button>
        <Button size="sm" variant="secondary" iconStart={<Download />} onClick={exportCsv}>
          Export
        </Button>
        {count > 0 ? (
          <Button size="sm" variant="ghost" iconStart={<X />} onClick={onClear}>
            Clear selection
          </Button>
        ) : null}
      </div>
    </section>
  );
}
