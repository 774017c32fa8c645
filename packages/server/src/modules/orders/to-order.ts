import {
  balanceDueCents,
  balanceOf,
  CLOTHING_CATEGORIES,
  type ClothingCategory,
  canEditOrder,
  centsToRupees,
  nextStatus,
  type Order,
  type OrderRefund,
  type OrderSummary,
} from '@laundry/domain';
import type { OrderItemRow, OrderRow, PaymentRow } from '../../db/schema';

/** An order row with its customer and creator, as the repository selects it. */
export interface OrderWithPeople {
  order: OrderRow;
  customer: {
    id: string;
    fullName: string;
    phoneNumber: string;
    email: string | null;
    isStudent: boolean;
    loyaltyPoints: number;
    totalOrders: number;
    street: string | null;
    city: string | null;
  };
  creator: { name: string; email: string } | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const optional = (text: string | null) => text ?? undefined;

/** A stored category, or null for none or one the domain no longer knows. */
export function clothingCategoryOf(value: string | null): ClothingCategory | null {
  return (CLOTHING_CATEGORIES as readonly string[]).includes(value ?? '')
    ? (value as ClothingCategory)
    : null;
}

function address(street: string | null, city: string | null, notes: string | null) {
  if (street === null && city === null) return null;
  return { street: street ?? '', city: city ?? '', ...(notes ? { notes } : {}) };
}

/** An order's lines with their services' process steps, as `itemsOf` selects them. */
export type OrderLines = readonly { item: OrderItemRow; statuses: string[] }[];

/**
 * The list's row: amounts in rupees, the editability rule's and the next step's answers
 * included (the next step reads the lines' services, hence `items`).
 */
export function toOrderSummary(
  { order, customer }: OrderWithPeople,
  items: OrderLines,
): OrderSummary {
  const editability = canEditOrder({
    orderPhase: order.orderPhase,
    paidAmount: order.paidAmountCents,
    isEditable: order.isEditable,
  });
  const books = balanceOf(order.totalAmountCents, order.paidAmountCents);
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    customerInfo: {
      name: customer.fullName,
      phone: customer.phoneNumber,
      ...(customer.email ? { email: customer.email } : {}),
      address: { street: customer.street ?? '', city: customer.city ?? '' },
    },
    customer: {
      _id: customer.id,
      fullName: customer.fullName,
      phoneNumber: customer.phoneNumber,
      ...(customer.email ? { email: customer.email } : {}),
      isStudent: customer.isStudent,
      loyaltyPoints: customer.loyaltyPoints,
      totalOrders: customer.totalOrders,
    },
    status: order.status,
    orderStatus: order.status,
    nextStatus: nextStatus({
      status: order.status,
      pickupRequired: order.pickupRequired,
      deliveryRequired: order.deliveryRequired,
      items: items.map(({ item, statuses }) => ({
        serviceName: item.serviceName,
        service: { statuses },
      })),
    }),
    orderPhase: order.orderPhase,
    paymentStatus: order.paymentStatus,
    totalAmount: centsToRupees(order.totalAmountCents),
    paidAmount: centsToRupees(order.paidAmountCents),
    balanceAmount: centsToRupees(
      balanceDueCents({
        status: order.status,
        totalCents: order.totalAmountCents,
        paidCents: order.paidAmountCents,
      }),
    ),
    refundDueAmount: centsToRupees(books.refundDueCents),
    isExpressService: order.isExpressService,
    pickupRequired: order.pickupRequired,
    pickupCharges: centsToRupees(order.pickupChargesCents),
    deliveryRequired: order.deliveryRequired,
    deliveryCharges: centsToRupees(order.deliveryChargesCents),
    deliveryDistance: order.deliveryDistanceM / 1000,
    isEditable: editability.editable,
    editLockedReason: editability.editable ? null : editability.reason,
  };
}

/** A person assigned to an order, as the users table holds them. */
export interface AssignedUser {
  id: string;
  name: string;
  email: string;
}

/** The whole order of GET /orders/{id}: its frozen lines, payments with their refunds, and assigned staff. */
export function toOrder(
  row: OrderWithPeople,
  items: OrderLines,
  orderPayments: PaymentRow[],
  staff: AssignedUser[] = [],
  refunds: OrderRefund[] = [],
): Order {
  const { order, creator } = row;
  const extraItems = order.extraItems ?? [];
  return {
    ...toOrderSummary(row, items),
    updatedAt: order.updatedAt.toISOString(),
    createdBy: creator ? { fullName: creator.name, username: creator.email } : null,
    items: items.map(({ item, statuses }) => ({
      _id: item.id,
      service: {
        _id: item.serviceId,
        name: item.serviceName,
        priceType: item.priceType,
        statuses,
      },
      serviceName: item.serviceName,
      priceType: item.priceType,
      clothingCategory: clothingCategoryOf(item.clothingCategory),
      quantity: item.quantity,
      weight: item.weightGrams / 1000,
      unitPrice: centsToRupees(item.unitPriceCents),
      totalPrice: centsToRupees(item.totalPriceCents),
      ...(item.notes ? { notes: item.notes } : {}),
    })),
    subtotal: centsToRupees(order.subtotalCents),
    discount:
      order.discountType === 'campaign' || order.discountType === 'student'
        ? {
            type: order.discountType,
            percentage: order.discountPercentage ?? 0,
            description: order.discountDescription ?? '',
            isOneTime: order.discountType === 'campaign',
            ...(order.discountCode ? { code: order.discountCode } : {}),
            isFirstOrderDiscount: order.discountType === 'campaign',
          }
        : null,
    discountAmount: centsToRupees(order.discountAmountCents),
    taxAmount: centsToRupees(order.taxAmountCents),
    extraCharges: {
      items: extraItems.map((extra) => ({
        name: extra.name,
        quantity: extra.quantity,
        price: centsToRupees(extra.priceCents),
      })),
      total: centsToRupees(order.extraChargesCents),
    },
    expressServiceFee: centsToRupees(order.expressServiceFeeCents),
    pickupAddress: address(order.pickupStreet, order.pickupCity, order.pickupNotes),
    pickupPriceType: order.pickupPriceType,
    deliveryAddress: address(order.deliveryStreet, order.deliveryCity, order.deliveryNotes),
    deliveryPriceType: order.deliveryPriceType,
    pickupDate: iso(order.pickupDate),
    deliveryDate: iso(order.deliveryDate),
    expectedReadyDate: iso(order.expectedReadyDate),
    actualDeliveryDate: iso(order.actualDeliveryDate),
    shelfSlot: order.shelfSlot,
    readyAt: iso(order.readyAt),
    payments: orderPayments.map((payment) => ({
      _id: payment.id,
      method: payment.method,
      amount: centsToRupees(payment.amountCents),
      status: payment.status,
      ...(payment.transactionId ? { transactionId: payment.transactionId } : {}),
      ...(payment.notes ? { notes: payment.notes } : {}),
      processedAt: iso(payment.processedAt),
      createdAt: payment.createdAt.toISOString(),
    })),
    refunds,
    specialInstructions: optional(order.specialInstructions),
    staffNotes: optional(order.staffNotes),
    assignedStaff: staff.map((user) => ({
      _id: user.id,
      fullName: user.name,
      username: user.email,
    })),
    tags: order.tags,
    itemsConfirmed: order.itemsConfirmed,
    confirmationHistory: order.confirmationHistory
      ? {
          estimatedTotal: centsToRupees(order.confirmationHistory.estimatedTotalCents),
          actualTotal: centsToRupees(order.confirmationHistory.actualTotalCents),
          difference: centsToRupees(
            order.confirmationHistory.actualTotalCents -
              order.confirmationHistory.estimatedTotalCents,
          ),
          ...(order.confirmationHistory.notes ? { notes: order.confirmationHistory.notes } : {}),
        }
      : null,
    taxRateBasisPoints: order.taxRateBasisPoints,
    loyaltyPointsEarned: order.loyaltyPointsEarned,
    version: order.version,
  };
}
