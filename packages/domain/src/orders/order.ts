import { z } from 'zod';
import { discountInfoSchema } from '../discounts';
import { orderRefundSchema } from '../payments';
import { CLOTHING_CATEGORIES, PRICE_TYPES } from '../services';
import { paginationSchema } from '../shared';

/** Money as the API speaks it: rupees with at most two decimals. */
const money = z.number();

const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  notes: z.string().optional(),
});

/** An order line as stored: the price, service name and category frozen at order time. */
export const orderItemSchema = z.object({
  _id: z.string(),
  service: z.object({
    _id: z.string(),
    name: z.string(),
    priceType: z.enum(PRICE_TYPES),
    statuses: z.array(z.string()),
  }),
  serviceName: z.string(),
  priceType: z.enum(PRICE_TYPES),
  clothingCategory: z.enum(CLOTHING_CATEGORIES).nullable(),
  quantity: z.number().int(),
  weight: z.number(),
  unitPrice: money,
  totalPrice: money,
  notes: z.string().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderPaymentSchema = z.object({
  _id: z.string(),
  method: z.string(),
  amount: money,
  status: z.string(),
  transactionId: z.string().optional(),
  notes: z.string().optional(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * What Confirm Items changed (spec part 2 §3 'Order' confirmationHistory; rupees): the estimate,
 * the confirmed total and their difference, for the estimated-versus-actual banner.
 */
export const confirmationHistorySchema = z.object({
  estimatedTotal: money,
  actualTotal: money,
  difference: money,
  notes: z.string().optional(),
});
export type ConfirmationHistory = z.infer<typeof confirmationHistorySchema>;

/** One person assigned to an order (spec: assignedStaff[{fullName or username}]). */
export const assignedStaffSchema = z.object({
  _id: z.string(),
  fullName: z.string().optional(),
  username: z.string().optional(),
});
export type AssignedStaff = z.infer<typeof assignedStaffSchema>;

/** An order as GET /orders/{id} answers it (spec part 2 §3 'Order'); amounts in rupees. */
export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.object({ fullName: z.string(), username: z.string() }).nullable(),
  customerInfo: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().optional(),
    address: z.object({ street: z.string(), city: z.string() }),
  }),
  customer: z.object({
    _id: z.string(),
    fullName: z.string(),
    phoneNumber: z.string(),
    email: z.string().optional(),
    isStudent: z.boolean(),
    loyaltyPoints: z.number().int(),
    totalOrders: z.number().int(),
  }),
  status: z.string(),
  orderStatus: z.string(),
  /**
   * The one next step (`nextStatus`, decision 030): what the list's and the detail page's one
   * button moves the order to; null when it is finished or cancelled. The server works it out
   * from the lines' services, which the list's rows do not carry.
   */
  nextStatus: z.string().nullable(),
  orderPhase: z.string(),
  paymentStatus: z.string(),
  items: z.array(orderItemSchema),
  subtotal: money,
  discount: discountInfoSchema
    .extend({ code: z.string().optional(), isFirstOrderDiscount: z.boolean() })
    .nullable(),
  discountAmount: money,
  taxAmount: money,
  extraCharges: z.object({
    items: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: money })),
    total: money,
  }),
  expressServiceFee: money,
  isExpressService: z.boolean(),
  pickupRequired: z.boolean(),
  pickupAddress: addressSchema.nullable(),
  pickupCharges: money,
  pickupPriceType: z.enum(['free', 'price']),
  deliveryRequired: z.boolean(),
  deliveryAddress: addressSchema.nullable(),
  deliveryCharges: money,
  deliveryPriceType: z.enum(['free', 'price']),
  deliveryDistance: z.number(),
  pickupDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  /** When the order should be ready (decision 031), worked out when it is saved; null before. */
  expectedReadyDate: z.string().nullable(),
  actualDeliveryDate: z.string().nullable(),
  /** The rack or shelf slot a finished bag waits on (decision 025); null when not recorded. */
  shelfSlot: z.string().nullable(),
  /** When the order reached Services Complete; null before (decision 025). */
  readyAt: z.string().nullable(),
  totalAmount: money,
  paidAmount: money,
  balanceAmount: money,
  /** Paid beyond the total (items confirmed lower after a prepayment), owed back; 0 otherwise. */
  refundDueAmount: money,
  payments: z.array(orderPaymentSchema),
  /** Money given back, oldest first; each names the payment it came from. */
  refunds: z.array(orderRefundSchema),
  /**
   * Whether any of its cash payments or refunds is counted in a closed till session: its Z close
   * stands on them, so the order is not deleted (decision 029). Absent in the list's summaries.
   */
  inClosedTill: z.boolean().optional(),
  specialInstructions: z.string().optional(),
  staffNotes: z.string().optional(),
  assignedStaff: z.array(assignedStaffSchema),
  tags: z.array(z.string()),
  isEditable: z.boolean(),
  editLockedReason: z.string().nullable(),
  itemsConfirmed: z.boolean(),
  /** Null until the items of a picked-up order are confirmed. */
  confirmationHistory: confirmationHistorySchema.nullable(),
  /** The tax rate the order is priced with (basis points, 100 = 1%), kept for its re-pricing. */
  taxRateBasisPoints: z.number().int().min(0).max(10_000),
  /** Points the order earned once completed and paid (docs/decisions/012); null until then. */
  loyaltyPointsEarned: z.number().int().nonnegative().nullable(),
  version: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

/** A row of the order list: the order without its lines' service details and payments. */
export const orderSummarySchema = orderSchema.pick({
  _id: true,
  orderNumber: true,
  createdAt: true,
  customerInfo: true,
  customer: true,
  status: true,
  orderStatus: true,
  nextStatus: true,
  orderPhase: true,
  paymentStatus: true,
  totalAmount: true,
  paidAmount: true,
  balanceAmount: true,
  refundDueAmount: true,
  isExpressService: true,
  pickupRequired: true,
  pickupCharges: true,
  deliveryRequired: true,
  deliveryCharges: true,
  deliveryDistance: true,
  isEditable: true,
  editLockedReason: true,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The list's stats block (spec part 2 §3 'Order list response'). */
export const orderListStatsSchema = z.object({
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  processingOrders: z.number().int(),
  readyOrders: z.number().int(),
  totalRevenue: money,
  averageOrderValue: money,
  todayRevenue: money,
  todayOrders: z.number().int(),
});
export type OrderListStats = z.infer<typeof orderListStatsSchema>;

export const orderListResponseSchema = z.object({
  orders: z.array(orderSummarySchema),
  pagination: paginationSchema('totalOrders'),
  stats: orderListStatsSchema,
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** GET /orders/analytics (spec part 2 §3 'Order analytics response'). */
export const orderAnalyticsSchema = z.object({
  overview: z.object({
    totalOrders: z.number().int(),
    totalRevenue: money,
    averageOrderValue: money,
    paidOrders: z.number().int(),
  }),
  ordersByStatus: z.array(
    z.object({ _id: z.string(), count: z.number().int(), totalAmount: money }),
  ),
  dailyStats: z.array(
    z.object({
      _id: z.object({ year: z.number().int(), month: z.number().int(), day: z.number().int() }),
      orders: z.number().int(),
      revenue: money,
    }),
  ),
});
export type OrderAnalytics = z.infer<typeof orderAnalyticsSchema>;

/** GET /reports/dashboard `stats` (spec part 1 §3 'Dashboard stats'). */
export const dashboardStatsSchema = z.object({
  monthOrders: z.number().int(),
  todayOrders: z.number().int(),
  monthRevenue: money,
  todayRevenue: money,
  totalCustomers: z.number().int(),
  pendingOrders: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /reports/dashboard `data`. */
export const dashboardDataSchema = z.object({ stats: dashboardStatsSchema });
export type DashboardData = z.infer<typeof dashboardDataSchema>;

/** GET /orders/customer/{id} `data`: one customer's orders, newest first. */
export const customerOrderPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  pagination: paginationSchema('totalOrders'),
});
export type CustomerOrderPage = z.infer<typeof customerOrderPageSchema>;

/** `{ order }`: the `data` of every call that answers one order. */
export const orderDataSchema = z.object({ order: orderSchema });
export type OrderData = z.infer<typeof orderDataSchema>;

export const ZERO_DASHBOARD_STATS: DashboardStats = {
  monthOrders: 0,
  todayOrders: 0,
  monthRevenue: 0,
  todayRevenue: 0,
  totalCustomers: 0,
  pendingOrders: 0,
};

export const orderIdParamsSchema = z.object({
  id: z.uuid({ error: 'Order not found' }),
});
