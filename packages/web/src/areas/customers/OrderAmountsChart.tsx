import { formatCurrency } from '@laundry/domain';
import { BarChart, type BarDatum } from '@laundry/ui/charts';

/** The amounts of a customer's latest orders (a separate chunk: victory loads only here). */
export default function OrderAmountsChart({ data }: { data: readonly BarDatum[] }) {
  return (
    <BarChart
      label="Order amounts"
      data={data}
      height={260}
      formatValue={formatCurrency}
      emptyMessage="No orders yet"
    />
  );
}
