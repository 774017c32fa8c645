import { DescriptionList } from '@laundry/ui';
import { type BreakdownLine, breakdownAmount } from './display';

/** The price breakdown as a receipt-like list of terms and amounts. */
export function PriceBreakdown({ lines }: { lines: readonly BreakdownLine[] }) {
  return (
    <DescriptionList
      layout="inline"
      items={lines.map((line) => ({
        id: line.key,
        term: line.strong ? <strong>{line.label}</strong> : line.label,
        detail: line.strong ? <strong>{breakdownAmount(line)}</strong> : breakdownAmount(line),
      }))}
    />
  );
}
