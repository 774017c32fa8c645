import type { DiscountInfo } from '../discounts';
import { rupeesToCents } from '../money';
import type { Service } from '../services';
import type { Order } from './order';
import type { OrderFormCustomer, OrderFormValues } from './orderFormMachine';
import { orderMessages } from './orderMessages';
import {
  type CatalogueService,
  type OrderPricing,
  type OrderPricingError,
  type OrderPricingInput,
  orderLineIssue,
  type PricingCustomer,
  type PricingSettings,
  priceOrder,
} from './priceOrder';

/** The catalogue as the pricing engine reads it, from the services API answer (rupees → cents). */
export function catalogueFromServices(services: readonly Service[]): Map<string, CatalogueService> {
  return new Map(
    services.map((service) => [
      service._id,
      {
        id: service._id,
        name: service.name,
        isActive: service.isActive,
        estimatedMinutes: service.estimatedTime,
        priceType: service.priceType,
        basePriceCents: rupeesToCents(service.basePrice),
        clothingPricesCents: Object.fromEntries(
          Object.entries(service.clothingPrices ?? {})
            .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
            .map(([category, rupees]) => [category, rupeesToCents(rupees)]),
        ),
      },
    ]),
  );
}

/**
 * The engine's input from the form's values, as the payload the server prices — but the quantity
 * as typed, so a line the form will refuse (0 or 2.5 pieces) is left out of the preview.
 */
export function pricingInputFromForm(values: OrderFormValues): OrderPricingInput {
  return {
    items: values.items.map((item) => ({
      serviceId: item.serviceId,
      // As typed: 2.5 pieces is left out and said (issue 37), never priced as 3. Empty reads 1.
      quantity: Number.isFinite(item.quantity) ? item.quantity : 1,
      weight: item.weight || 0,
      clothingCategory: item.clothingCategory,
      notes: item.notes,
    })),
    isExpressService: values.isExpressService,
    pickupRequired: values.pickupRequired,
    pickupPriceType: values.pickupPriceType,
    pickupChargesCents: rupeesToCents(values.pickupCharges || 0),
    deliveryRequired: values.deliveryRequired,
    deliveryPriceType: values.deliveryPriceType,
    deliveryChargesCents: rupeesToCents(values.deliveryCharges || 0),
  };
}

export interface OrderFormPreview {
  pricing: OrderPricing;
  /** The lines left out of the preview because they cannot be priced yet, with the reason. */
  pendingLines: { index: number; issue: OrderPricingError }[];
}

/**
 * The order form's live price: `priceOrder` over the lines that can be priced so far (a line
 * without a service or a weight is left out and listed), so the preview grows as the cashier
 * types. Once every line is complete it is exactly what the server will store.
 */
export function previewOrderForm(
  values: OrderFormValues,
  catalogue: ReadonlyMap<string, CatalogueService>,
  customer: PricingCustomer,
  settings: PricingSettings,
): OrderFormPreview {
  const input = pricingInputFromForm(values);
  const pendingLines: OrderFormPreview['pendingLines'] = [];
  const items = input.items.filter((line, index) => {
    const issue = orderLineIssue(line, index, catalogue);
    if (issue) pendingLines.push({ index, issue });
    return issue === null;
  });
  return { pricing: priceOrder({ ...input, items }, catalogue, customer, settings), pendingLines };
}

// A field still empty is said when the cashier saves; a value typed out of bounds at once.
const stillEmpty = new Set<string>([
  orderMessages.serviceRequired,
  orderMessages.weightRequired,
  orderMessages.quantityRequired,
]);

/**
 * The line errors the form shows while the cashier types (issue 37): a weight or quantity typed
 * outside what the schema accepts (501 kg, 1,001 pieces), beside its field, keyed like
 * `orderFormErrors` (`items.0.weight`). A field not filled in yet is not an error until saving.
 */
export function orderFormTypingErrors(preview: OrderFormPreview | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { issue } of preview?.pendingLines ?? []) {
    if (!stillEmpty.has(issue.message)) errors[issue.field] = issue.message;
  }
  return errors;
}

/** The customer and values of an order, to edit it in the form; its discount stays settled. */
export function orderFormFromOrder(order: Order): {
  customer: OrderFormCustomer;
  values: OrderFormValues;
  discount: DiscountInfo | null;
} {
  const address = (a: NonNullable<Order['pickupAddress']>) => ({
    street: a.street,
    city: a.city,
    notes: a.notes ?? '',
  });
  const saved = order.customerInfo.address;
  const fallback = { street: saved.street, city: saved.city, notes: '' };
  return {
    customer: {
      _id: order.customer._id,
      fullName: order.customer.fullName,
      phoneNumber: order.customer.phoneNumber,
      address: { street: saved.street, city: saved.city },
    },
    values: {
      items: order.items.map((item) => ({
        serviceId: item.service._id,
        quantity: item.quantity,
        weight: item.priceType === 'per_kg' ? item.weight : 0,
        clothingCategory: item.clothingCategory ?? 'normal_clothes',
        notes: item.notes ?? '',
      })),
      isExpressService: order.isExpressService,
      pickupRequired: order.pickupRequired,
      pickupAddress: order.pickupAddress ? address(order.pickupAddress) : fallback,
      pickupPriceType: order.pickupPriceType,
      pickupCharges: order.pickupCharges,
      deliveryRequired: order.deliveryRequired,
      deliveryAddress: order.deliveryAddress ? address(order.deliveryAddress) : fallback,
      deliveryPriceType: order.deliveryPriceType,
      deliveryCharges: order.deliveryCharges,
      deliveryDistance: order.deliveryDistance,
      pickupDate: order.pickupDate ?? '',
      deliveryDate: order.deliveryDate ?? '',
      specialInstructions: order.specialInstructions ?? '',
    },
    discount: order.discount
      ? {
          percentage: order.discount.percentage,
          description: order.discount.description,
          isOneTime: order.discount.isOneTime,
          type: order.discount.type,
        }
      : null,
  };
}
