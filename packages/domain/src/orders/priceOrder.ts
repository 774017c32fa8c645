import type { CampaignConfig } from '../campaign';
import type { DiscountInfo } from '../discounts';
import { type DiscountCustomer, discountAmount, discountFor } from '../discounts';
import { itemsTotalCents, rupeesToCents } from '../money';
import { balanceOf } from '../payments';
import {
  type ClothingCategory,
  MAX_ITEM_QUANTITY,
  MAX_ITEM_WEIGHT_KG,
  MIN_ITEM_WEIGHT_KG,
  type PricedService,
  type PriceType,
  priceServiceItem,
} from '../services';
import { DEFAULT_TAX_RATE_BASIS_POINTS, EXPRESS_SERVICE_FEE_CENTS } from './orderConstants';
import { orderMessages } from './orderMessages';
import type { ChargeType, OrderPayload } from './orderPayload';

/** A service of the catalogue as the pricing engine reads it (prices in cents). */
export interface CatalogueService extends PricedService {
  id: string;
  name: string;
  isActive: boolean;
  /** The service's estimated time in minutes (the ready time, decision 031). */
  estimatedMinutes?: number | undefined;
}

/** One line to price. Weight in kg, quantity in pieces. */
export interface OrderLineInput {
  serviceId: string;
  quantity?: number | null;
  weight?: number | null;
  clothingCategory?: ClothingCategory | null;
  notes?: string | null;
}

/** An extra item sold with the order (hanger, garment bag...), price in cents. */
export interface ExtraItemInput {
  name: string;
  priceCents: number;
  quantity: number;
}

/** Everything the engine prices, in integer cents. */
export interface OrderPricingInput {
  items: readonly OrderLineInput[];
  isExpressService: boolean;
  pickupRequired: boolean;
  pickupPriceType: ChargeType;
  pickupChargesCents: number;
  deliveryRequired: boolean;
  deliveryPriceType: ChargeType;
  deliveryChargesCents: number;
  extraItems?: readonly ExtraItemInput[];
  /** What has been paid so far (0 for a new order). */
  paidCents?: number;
}

/**
 * The customer as the discount rule sees them; `totalOrders` counts the orders placed *before*
 * this one, so an edit of a first order still gets the first-order discount. Null: no customer.
 */
export type PricingCustomer = DiscountCustomer | null;

export interface PricingSettings {
  campaign: Pick<CampaignConfig, 'campaignCode' | 'campaignName' | 'discount'> | null;
  /** Tax in basis points of the taxable amount (100 = 1%); 0 unless configured. */
  taxRateBasisPoints?: number;
  /**
   * A discount already settled, used instead of the customer's rule: the order form's preview of
   * an edit keeps the discount the order was priced with. Left out, `discountFor` decides.
   */
  settledDiscount?: DiscountInfo | null;
}

export interface PricedOrderItem {
  serviceId: string;
  serviceName: string;
  priceType: PriceType;
  clothingCategory: ClothingCategory | null;
  quantity: number;
  weight: number;
  unitPriceCents: number;
  totalPriceCents: number;
  notes: string | null;
}

export interface OrderPricing {
  items: PricedOrderItem[];
  subtotalCents: number;
  discount: DiscountInfo | null;
  discountAmountCents: number;
  expressServiceFeeCents: number;
  pickupChargesCents: number;
  deliveryChargesCents: number;
  extraItems: ExtraItemInput[];
  extraChargesCents: number;
  taxAmountCents: number;
  totalAmountCents: number;
  paidAmountCents: number;
  balanceAmountCents: number;
}

/** A line the catalogue cannot price, with the form field at fault and the spec's message. */
export class OrderPricingError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'OrderPricingError';
  }
}

/** The first problem of a line against the catalogue, or null when it can be priced. */
export function orderLineIssue(
  line: OrderLineInput,
  index: number,
  catalogue: ReadonlyMap<string, CatalogueService>,
): OrderPricingError | null {
  const at = `items.${index}`;
  const service = line.serviceId ? catalogue.get(line.serviceId) : undefined;
  if (!line.serviceId)
    return new OrderPricingError(orderMessages.serviceRequired, `${at}.serviceId`);
  if (!service) return new OrderPricingError('Service not found', `${at}.serviceId`);
  if (!service.isActive) {
    return new OrderPricingError(`${service.name} is not offered any more`, `${at}.serviceId`);
  }
  if (service.priceType === 'per_kg') {
    if (!line.weight) return new OrderPricingError(orderMessages.weightRequired, `${at}.weight`);
    if (line.weight < MIN_ITEM_WEIGHT_KG) {
      return new OrderPricingError(orderMessages.weightMin, `${at}.weight`);
    }
    if (line.weight > MAX_ITEM_WEIGHT_KG) {
      return new OrderPricingError(orderMessages.weightMax, `${at}.weight`);
    }
  } else {
    if (line.quantity === null || line.quantity === undefined) {
      return new OrderPricingError(orderMessages.quantityRequired, `${at}.quantity`);
    }
    if (line.quantity < 1)
      return new OrderPricingError(orderMessages.quantityMin, `${at}.quantity`);
    if (!Number.isInteger(line.quantity)) {
      return new OrderPricingError(orderMessages.quantityWhole, `${at}.quantity`);
    }
    if (line.quantity > MAX_ITEM_QUANTITY) {
      return new OrderPricingError(orderMessages.quantityMax, `${at}.quantity`);
    }
  }
  return null;
}

function chargeCents(required: boolean, type: ChargeType, cents: number): number {
  // Choosing free sets the charge to 0; a leg not taken costs nothing.
  return required && type === 'price' ? Math.max(0, Math.round(cents)) : 0;
}

/**
 * The one place an order's money is computed (the server stores it, the form previews it):
 * 1. each line by the service price rule (`priceServiceItem`), frozen with the service's name;
 * 2. the subtotal of the lines;
 * 3. the customer's discount on the subtotal: the campaign's percentage on the first order, else
 *    the student 10%, never both (`discountFor`), rounded to the cent, never above the subtotal;
 * 4. the express fee (LKR 100), the pickup and delivery charges (free or the custom price) and
 *    the extra items;
 * 5. tax on all of that (0 unless configured), rounded to the cent;
 * 6. total, paid and balance = total − paid, never below 0 (more paid is a refund due).
 * Everything is integer cents. A line the catalogue cannot price throws `OrderPricingError`.
 */
export function priceOrder(
  input: OrderPricingInput,
  catalogue: ReadonlyMap<string, CatalogueService>,
  customer: PricingCustomer,
  settings: PricingSettings,
): OrderPricing {
  const items = input.items.map((line, index): PricedOrderItem => {
    const issue = orderLineIssue(line, index, catalogue);
    if (issue) throw issue;
    const service = catalogue.get(line.serviceId) as CatalogueService;
    const price = priceServiceItem(service, {
      quantity: line.quantity,
      weight: line.weight,
      clothingCategory: line.clothingCategory,
    });
    return {
      serviceId: service.id,
      serviceName: service.name,
      priceType: service.priceType,
      clothingCategory: price.clothingCategory,
      quantity: price.quantity,
      weight: price.weight,
      unitPriceCents: price.unitPriceCents,
      totalPriceCents: price.totalPriceCents,
      notes: line.notes?.trim() ? line.notes.trim() : null,
    };
  });

  const subtotalCents = items.reduce((sum, item) => sum + item.totalPriceCents, 0);
  const discount =
    settings.settledDiscount !== undefined
      ? settings.settledDiscount
      : customer
        ? discountFor(customer, settings.campaign)
        : null;
  const discountAmountCents = discount ? discountAmount(subtotalCents, discount.percentage) : 0;
  const expressServiceFeeCents = input.isExpressService ? EXPRESS_SERVICE_FEE_CENTS : 0;
  const pickupChargesCents = chargeCents(
    input.pickupRequired,
    input.pickupPriceType,
    input.pickupChargesCents,
  );
  const deliveryChargesCents = chargeCents(
    input.deliveryRequired,
    input.deliveryPriceType,
    input.deliveryChargesCents,
  );
  const extraItems = (input.extraItems ?? []).map((item) => ({
    name: item.name,
    priceCents: Math.max(0, Math.round(item.priceCents)),
    quantity: Math.max(1, Math.round(item.quantity)),
  }));
  const extraChargesCents = itemsTotalCents(extraItems);
  const taxableCents =
    subtotalCents -
    discountAmountCents +
    expressServiceFeeCents +
    pickupChargesCents +
    deliveryChargesCents +
    extraChargesCents;
  const taxRate = Math.max(0, settings.taxRateBasisPoints ?? DEFAULT_TAX_RATE_BASIS_POINTS);
  const taxAmountCents = Math.round((taxableCents * taxRate) / 10_000);
  const totalAmountCents = taxableCents + taxAmountCents;
  const paidAmountCents = Math.max(0, Math.round(input.paidCents ?? 0));

  return {
    items,
    subtotalCents,
    discount,
    discountAmountCents,
    expressServiceFeeCents,
    pickupChargesCents,
    deliveryChargesCents,
    extraItems,
    extraChargesCents,
    taxAmountCents,
    totalAmountCents,
    paidAmountCents,
    // Never below 0: paid beyond the total is a refund due (the books' one rule).
    balanceAmountCents: balanceOf(totalAmountCents, paidAmountCents).balanceCents,
  };
}

/** The engine's input from a parsed POST/PUT /orders payload (amounts in rupees). */
export function pricingInputFromPayload(
  payload: OrderPayload,
  extras: { extraItems?: readonly ExtraItemInput[]; paidCents?: number } = {},
): OrderPricingInput {
  return {
    items: payload.items,
    isExpressService: payload.isExpressService,
    pickupRequired: payload.pickupRequired,
    pickupPriceType: payload.pickupPriceType,
    pickupChargesCents: rupeesToCents(payload.pickupCharges),
    deliveryRequired: payload.deliveryRequired,
    deliveryPriceType: payload.deliveryPriceType,
    deliveryChargesCents: rupeesToCents(payload.deliveryCharges),
    extraItems: extras.extraItems,
    paidCents: extras.paidCents,
  };
}
