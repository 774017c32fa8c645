/**
 * Confirm Items (spec part 2 §4 'Confirm Items', §5, §9): the actual quantities and weights of a
 * picked-up order, the line totals and order total they give, and the thresholds the dialog and
 * the detail page use. Integer cents. The order is priced again by `priceOrder` — the pipeline
 * that priced it when it was created — over its frozen lines, so a line, the discount and the tax
 * come out as they would on a new order: the dialog previews and the server saves the same sum.
 */
import type { DiscountInfo } from '../discounts';
import { rupeesToCents } from '../money';
import type { ClothingCategory, PriceType } from '../services';
import { priceServiceItem } from '../services';
import type { Order } from './order';
import { orderItemInputSchema } from './orderPayload';
import {
  type CatalogueService,
  type ExtraItemInput,
  type OrderPricing,
  OrderPricingError,
  orderLineIssue,
  priceOrder,
} from './priceOrder';

export const CONFIRM_ITEMS_MESSAGES = {
  invalidQuantities: 'Please enter valid quantities for all items',
  confirmed: 'Items confirmed and customer notified via email!',
  failed: 'Failed to confirm items',
  quickConfirmed: 'All items set to estimated values',
  repeatedItem: 'Each item can be confirmed only once',
} as const;

/** A total that changes by more than this share needs the user's confirmation. */
export const LARGE_TOTAL_CHANGE_RATIO = 0.3;
/** A line that changes by less than this share is a small change (coloured as such). */
export const SMALL_ITEM_CHANGE_RATIO = 0.2;
/** The detail page shows the difference banner when the totals differ by more than this (LKR). */
export const TOTAL_DIFFERENCE_THRESHOLD_RUPEES = 0.01;

/** One line as the order froze it: its price type, category and unit price. */
export interface ConfirmLine {
  itemId: string;
  serviceName: string;
  priceType: PriceType;
  clothingCategory: ClothingCategory | null;
  unitPriceCents: number;
  /** The estimated values, as ordered. */
  quantity: number;
  weight: number;
}

/** The order as it was priced (cents): what stays while the lines' amounts change. */
export interface ConfirmOrder {
  lines: readonly ConfirmLine[];
  isExpressService: boolean;
  pickupChargesCents: number;
  deliveryChargesCents: number;
  extraItems: readonly ExtraItemInput[];
  /** The discount the order was priced with; confirming never changes who gets what. */
  discount: DiscountInfo | null;
  /** The tax rate the order was priced with (basis points). */
  taxRateBasisPoints: number;
  /** The estimate: the order's total before confirmation. */
  totalAmountCents: number;
  paidAmountCents: number;
}

export interface ActualAmount {
  quantity: number;
  weight: number;
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
  /** The whole order priced at the actual amounts: subtotal, discount, tax, total, balance. */
  pricing: OrderPricing;
  subtotalCents: number;
  discountAmountCents: number;
  taxAmountCents: number;
  totalAmountCents: number;
  differenceCents: number;
  /** |difference| / estimated total (0 when the estimate was 0 and nothing changed). */
  changeRatio: number;
  needsConfirmation: boolean;
}

/** How much a line changed: under 20% is small (§5 'Per-item change colouring'). */
export function itemChange(estimatedCents: number, actualCents: number): ItemChange {
  if (estimatedCents === actualCents) return 'unchanged';
  // From an estimate of 0 the ratio is Infinity: large.
  const ratio = Math.abs(actualCents - estimatedCents) / estimatedCents;
  return ratio < SMALL_ITEM_CHANGE_RATIO ? 'small' : 'large';
}

/** Each frozen line as a catalogue entry of its own: its unit price is the base price. */
function frozenCatalogue(lines: readonly ConfirmLine[]): Map<string, CatalogueService> {
  return new Map(
    lines.map((line) => [
      line.itemId,
      {
        id: line.itemId,
        name: line.serviceName,
        isActive: true,
        priceType: line.priceType,
        basePriceCents: line.unitPriceCents,
        clothingPricesCents: {},
      },
    ]),
  );
}

function lineInputs(lines: readonly ConfirmLine[], actual: ReadonlyMap<string, ActualAmount>) {
  return lines.map((line) => {
    const amount = actual.get(line.itemId) ?? line;
    return {
      serviceId: line.itemId,
      quantity: amount.quantity,
      weight: amount.weight,
      clothingCategory: line.clothingCategory,
    };
  });
}

/**
 * The first line whose actual amount cannot be priced — the bounds of a new order's line (a
 * weight of at least 0.1 kg per kg, a whole quantity of at least 1 otherwise) — or null.
 */
export function confirmItemsIssue(
  lines: readonly ConfirmLine[],
  actual: ReadonlyMap<string, ActualAmount>,
): OrderPricingError | null {
  const catalogue = frozenCatalogue(lines);
  // One input per line, in the same order (its serviceId is the line's itemId).
  for (const [index, input] of lineInputs(lines, actual).entries()) {
    if (!actual.has(input.serviceId)) {
      return new OrderPricingError(CONFIRM_ITEMS_MESSAGES.invalidQuantities, `items.${index}`);
    }
    // The same bounds as a new order's line: one schema for both.
    for (const field of ['quantity', 'weight'] as const) {
      const parsed = orderItemInputSchema.shape[field].safeParse(input[field]);
      if (!parsed.success) {
        return new OrderPricingError(
          // Stryker disable next-line OptionalChaining: a failed parse has an issue
          parsed.error.issues[0]?.message ?? CONFIRM_ITEMS_MESSAGES.invalidQuantities,
          `items.${index}.${field}`,
        );
      }
    }
    const issue = orderLineIssue(input, index, catalogue);
    if (issue) return issue;
  }
  return null;
}

/** Whether every line has an amount a new order would accept. */
export function validActualAmounts(
  lines: readonly ConfirmLine[],
  actual: ReadonlyMap<string, ActualAmount>,
): boolean {
  return confirmItemsIssue(lines, actual) === null;
}

/**
 * The order after confirmation, priced by `priceOrder` over its frozen lines at their actual
 * amounts, with the order's own discount, charges, extra items and tax rate. Throws
 * `OrderPricingError` for an amount a new order would refuse (see `confirmItemsIssue`).
 */
export function confirmedTotals(
  order: ConfirmOrder,
  actual: ReadonlyMap<string, ActualAmount>,
): ConfirmedTotals {
  const issue = confirmItemsIssue(order.lines, actual);
  if (issue) throw issue;
  const catalogue = frozenCatalogue(order.lines);
  const pricing = priceOrder(
    {
      items: lineInputs(order.lines, actual),
      isExpressService: order.isExpressService,
      pickupRequired: true,
      pickupPriceType: 'price',
      pickupChargesCents: order.pickupChargesCents,
      deliveryRequired: true,
      deliveryPriceType: 'price',
      deliveryChargesCents: order.deliveryChargesCents,
      extraItems: order.extraItems,
      paidCents: order.paidAmountCents,
    },
    catalogue,
    null,
    {
      campaign: null,
      settledDiscount: order.discount,
      taxRateBasisPoints: order.taxRateBasisPoints,
    },
  );
  const lines = order.lines.map((line, index): ConfirmedLine => {
    const service = catalogue.get(line.itemId) as CatalogueService;
    const estimatedCents = priceServiceItem(service, line).totalPriceCents;
    // Stryker disable next-line OptionalChaining: priceOrder prices every line it is given
    const actualCents = pricing.items[index]?.totalPriceCents ?? 0;
    return {
      itemId: line.itemId,
      estimatedCents,
      actualCents,
      change: itemChange(estimatedCents, actualCents),
    };
  });
  const differenceCents = pricing.totalAmountCents - order.totalAmountCents;
  const changeRatio =
    order.totalAmountCents > 0
      ? Math.abs(differenceCents) / order.totalAmountCents
      : differenceCents === 0
        ? 0
        : 1;
  return {
    lines,
    pricing,
    subtotalCents: pricing.subtotalCents,
    discountAmountCents: pricing.discountAmountCents,
    taxAmountCents: pricing.taxAmountCents,
    totalAmountCents: pricing.totalAmountCents,
    differenceCents,
    changeRatio,
    needsConfirmation: changeRatio > LARGE_TOTAL_CHANGE_RATIO,
  };
}

/** The dialog's live figures: the confirmed totals, or null while an amount cannot be priced. */
export function previewConfirmedTotals(
  order: ConfirmOrder,
  actual: ReadonlyMap<string, ActualAmount>,
): ConfirmedTotals | null {
  return confirmItemsIssue(order.lines, actual) ? null : confirmedTotals(order, actual);
}

/**
 * The order with extra items added (at payment): priced again by the same pipeline, so the
 * extras carry the order's tax like everything else. The new total is `totalAmountCents`.
 */
export function pricedWithExtraItems(
  order: ConfirmOrder,
  extras: readonly ExtraItemInput[],
): OrderPricing {
  return confirmedTotals(
    { ...order, extraItems: [...order.extraItems, ...extras] },
    estimatedAmounts(order.lines),
  ).pricing;
}

/**
 * What extra items added at payment put on an order's total: the order priced with them less the
 * order priced without them, by the same pipeline — so they carry the order's tax (and nothing
 * else of the order moves). Also the tax they add. 0 and 0 without extras.
 */
export function extraItemsCharge(
  order: ConfirmOrder,
  extras: readonly ExtraItemInput[],
): { totalCents: number; taxCents: number } {
  if (extras.length === 0) return { totalCents: 0, taxCents: 0 };
  const before = pricedWithExtraItems(order, []);
  const after = pricedWithExtraItems(order, extras);
  return {
    totalCents: after.totalAmountCents - before.totalAmountCents,
    taxCents: after.taxAmountCents - before.taxAmountCents,
  };
}

/** The order of GET /orders/{id} (rupees) as confirm items prices it (cents). */
export function confirmOrderOf(order: Order): ConfirmOrder {
  return {
    lines: order.items.map((item) => ({
      itemId: item._id,
      serviceName: item.serviceName,
      priceType: item.priceType,
      clothingCategory: item.clothingCategory,
      unitPriceCents: rupeesToCents(item.unitPrice),
      quantity: item.quantity,
      weight: item.weight,
    })),
    isExpressService: order.isExpressService,
    pickupChargesCents: rupeesToCents(order.pickupCharges),
    deliveryChargesCents: rupeesToCents(order.deliveryCharges),
    extraItems: order.extraCharges.items.map((item) => ({
      name: item.name,
      priceCents: rupeesToCents(item.price),
      quantity: item.quantity,
    })),
    discount: order.discount
      ? {
          type: order.discount.type,
          percentage: order.discount.percentage,
          description: order.discount.description,
          isOneTime: order.discount.isOneTime,
        }
      : null,
    taxRateBasisPoints: order.taxRateBasisPoints,
    totalAmountCents: rupeesToCents(order.totalAmount),
    paidAmountCents: rupeesToCents(order.paidAmount),
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
