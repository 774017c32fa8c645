/**
 * Confirm Items (spec part 2 §4 'Confirm Items', §5, §9): the actual quantities and weights of a
 * picked-up order, the line totals and order total they give, and the thresholds the dialog and
 * the detail page use. Integer cents. The server's recomputation calls `confirmedTotals` too.
 */

export const CONFIRM_ITEMS_MESSAGES = {
  invalidQuantities: 'Please enter valid quantities for all items',
  confirmed: 'Items confirmed and customer notified via email!',
  failed: 'Failed to confirm items',
  quickConfirmed: 'All items set to estimated values',
} as const;

/** A total that changes by more than this share needs the user's confirmation. */
export const LARGE_TOTAL_CHANGE_RATIO = 0.3;
/** A line that changes by less than this share is a small change (coloured as such). */
export const SMALL_ITEM_CHANGE_RATIO = 0.2;
/** The detail page shows the difference banner when the totals differ by more than this (LKR). */
export const TOTAL_DIFFERENCE_THRESHOLD_RUPEES = 0.01;

export interface ConfirmLine {
  itemId: string;
  /** per_kg lines are priced by weight; every other type by quantity. */
  priceType: string;
  unitPriceCents: number;
  /** The estimated values, as ordered. */
  quantity: number;
  weight: number;
}

export interface ActualAmount {
  quantity: number;
  weight: number;
}

export interface ConfirmOrderTotals {
  subtotalCents: number;
  discountAmountCents: number;
  totalAmountCents: number;
}

export type ItemChange = 'unchanged' | 'small' | 'large';

export interface ConfirmedLine {
  itemId: string;
  estimatedCents: number;
  actualCents: number;
  change: ItemChange;
}

export interface ConfirmedTotals {
  lines: ConfirmedLine[];
  subtotalCents: number;
  discountAmountCents: number;
  totalAmountCents: number;
  differenceCents: number;
  /** |difference| / estimated total (0 when the estimate was 0 and nothing changed). */
  changeRatio: number;
  needsConfirmation: boolean;
}

function lineCents(line: ConfirmLine, amount: ActualAmount): number {
  const units = line.priceType === 'per_kg' ? amount.weight : amount.quantity;
  return Math.round(line.unitPriceCents * units);
}

/** How much a line changed: under 20% is small (§5 'Per-item change colouring'). */
export function itemChange(estimatedCents: number, actualCents: number): ItemChange {
  if (estimatedCents === actualCents) return 'unchanged';
  if (estimatedCents === 0) return 'large';
  const ratio = Math.abs(actualCents - estimatedCents) / estimatedCents;
  return ratio < SMALL_ITEM_CHANGE_RATIO ? 'small' : 'large';
}

/** Whether every line has a usable amount: a weight above 0 per kg, a quantity above 0 per piece. */
export function validActualAmounts(
  lines: readonly ConfirmLine[],
  actual: ReadonlyMap<string, ActualAmount>,
): boolean {
  return lines.every((line) => {
    const amount = actual.get(line.itemId);
    if (!amount) return false;
    const value = line.priceType === 'per_kg' ? amount.weight : amount.quantity;
    return Number.isFinite(value) && value > 0;
  });
}

/**
 * The totals after confirmation: each line at its actual amount, the discount scaled by the
 * discount/subtotal ratio, every other charge unchanged.
 */
export function confirmedTotals(
  lines: readonly ConfirmLine[],
  actual: ReadonlyMap<string, ActualAmount>,
  order: ConfirmOrderTotals,
): ConfirmedTotals {
  const confirmed = lines.map((line): ConfirmedLine => {
    const estimatedCents = lineCents(line, line);
    const actualCents = lineCents(line, actual.get(line.itemId) ?? line);
    return {
      itemId: line.itemId,
      estimatedCents,
      actualCents,
      change: itemChange(estimatedCents, actualCents),
    };
  });
  const subtotalCents = confirmed.reduce((sum, line) => sum + line.actualCents, 0);
  const discountAmountCents =
    order.subtotalCents > 0
      ? Math.min(
          subtotalCents,
          Math.round((order.discountAmountCents * subtotalCents) / order.subtotalCents),
        )
      : 0;
  const otherCents = order.totalAmountCents - order.subtotalCents + order.discountAmountCents;
  const totalAmountCents = subtotalCents - discountAmountCents + otherCents;
  const differenceCents = totalAmountCents - order.totalAmountCents;
  const changeRatio =
    order.totalAmountCents > 0
      ? Math.abs(differenceCents) / order.totalAmountCents
      : differenceCents === 0
        ? 0
        : 1;
  return {
    lines: confirmed,
    subtotalCents,
    discountAmountCents,
    totalAmountCents,
    differenceCents,
    changeRatio,
    needsConfirmation: changeRatio > LARGE_TOTAL_CHANGE_RATIO,
  };
}

/** Quick Confirm All: every line at its estimated values. */
export function estimatedAmounts(lines: readonly ConfirmLine[]): Map<string, ActualAmount> {
  return new Map(
    lines.map((line) => [line.itemId, { quantity: line.quantity, weight: line.weight }]),
  );
}

/** Whether the detail page shows the estimated-versus-actual banner (rupees). */
export function showsTotalDifference(history: { difference: number } | null | undefined): boolean {
  return history ? Math.abs(history.difference) > TOTAL_DIFFERENCE_THRESHOLD_RUPEES : false;
}
