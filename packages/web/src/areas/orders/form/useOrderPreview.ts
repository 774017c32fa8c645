import {
  type catalogueFromServices,
  type DiscountInfo,
  type OrderFormSchedule,
  type OrderFormValues,
  orderFormReadyTime,
  orderFormTypingErrors,
  previewOrderForm,
} from '@laundry/domain';
import { useMemo } from 'react';
import { usePublicConfig } from '../../../app/publicConfig';

/**
 * The live price of the form, its ready time (the domain's `previewOrderForm`, the server's pricing) with the
 * configured tax, each item line's own priced line (undefined while it cannot be priced) and
 * the lines' values typed out of bounds.
 */
export function useOrderPreview(
  values: OrderFormValues,
  catalogue: ReturnType<typeof catalogueFromServices> | null,
  settledDiscount: DiscountInfo | null,
  schedule: OrderFormSchedule,
) {
  // The server prices with the configured tax; the preview must show the same total.
  const taxRateBasisPoints = usePublicConfig().data?.taxRateBasisPoints ?? 0;
  const preview = useMemo(
    () =>
      catalogue
        ? previewOrderForm(values, catalogue, null, {
            campaign: null,
            settledDiscount,
            taxRateBasisPoints,
          })
        : null,
    [values, catalogue, settledDiscount, taxRateBasisPoints],
  );
  const pricedLines = useMemo(() => {
    const pending = new Set(preview?.pendingLines.map((line) => line.index));
    const priced = [...(preview?.pricing.items ?? [])];
    return values.items.map((_, index) => (pending.has(index) ? undefined : priced.shift()));
  }, [preview, values.items]);
  // When it will be ready: the same rule the server stores (decision 031).
  const readyAt = useMemo(
    () => orderFormReadyTime(values, catalogue, schedule),
    [values, catalogue, schedule],
  );
  // A weight or quantity typed out of bounds is said beside its field at once (issue 37).
  const typingErrors = useMemo(() => orderFormTypingErrors(preview), [preview]);
  return { preview, pricedLines, readyAt, typingErrors };
}
