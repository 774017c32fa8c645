import { describe, expect, it } from 'vitest';
import { apiOrder } from './apiOrder.fixture';
import { confirmOrderOf } from './confirmItems';
import {
  orderIdParamsSchema,
  orderListResponseSchema,
  orderSummarySchema,
  ZERO_DASHBOARD_STATS,
} from './order';
import { lifecycleOrderFromApi } from './orderLifecycleMachine';

describe('orderSchema', () => {
  it('reads an order as the API answers it', () => {
    const order = apiOrder();
    expect(order.items).toHaveLength(2);
    expect(order.deliveryAddress?.notes).toBe('Blue gate');
    expect(order.discount?.type).toBe('student');
  });

  it('refuses a price type other than free or price for a pickup or a delivery', () => {
    expect(() => apiOrder({ pickupPriceType: 'paid' as 'price' })).toThrow();
    expect(() => apiOrder({ deliveryPriceType: 'paid' as 'price' })).toThrow();
    expect(apiOrder({ pickupPriceType: 'free', deliveryPriceType: 'free' }).pickupPriceType).toBe(
      'free',
    );
  });

  it('takes a tax rate from 0 to 100% in basis points, nothing outside', () => {
    expect(apiOrder({ taxRateBasisPoints: 0 }).taxRateBasisPoints).toBe(0);
    expect(apiOrder({ taxRateBasisPoints: 10_000 }).taxRateBasisPoints).toBe(10_000);
    expect(() => apiOrder({ taxRateBasisPoints: -1 })).toThrow();
    expect(() => apiOrder({ taxRateBasisPoints: 10_001 })).toThrow();
  });
});

describe('orderSummarySchema', () => {
  it('keeps what a row of the list shows and drops the lines and payments', () => {
    const summary = orderSummarySchema.parse(apiOrder());
    expect(Object.keys(summary).sort()).toEqual(
      [
        '_id',
        'orderNumber',
        'createdAt',
        'customerInfo',
        'customer',
        'status',
        'orderStatus',
        'orderPhase',
        'paymentStatus',
        'totalAmount',
        'paidAmount',
        'balanceAmount',
        'refundDueAmount',
        'isExpressService',
        'pickupRequired',
        'pickupCharges',
        'deliveryRequired',
        'deliveryCharges',
        'deliveryDistance',
        'isEditable',
        'editLockedReason',
        'nextStatus',
      ].sort(),
    );
  });

  it('counts the list in totalOrders', () => {
    const page = {
      orders: [orderSummarySchema.parse(apiOrder())],
      pagination: { currentPage: 1, totalPages: 1, hasNext: false, hasPrev: false, totalOrders: 1 },
      stats: {
        totalOrders: 1,
        pendingOrders: 1,
        processingOrders: 0,
        readyOrders: 0,
        totalRevenue: 1169.12,
        averageOrderValue: 1169.12,
        todayRevenue: 0,
        todayOrders: 0,
      },
    };
    expect(orderListResponseSchema.parse(page).pagination.totalOrders).toBe(1);
  });
});

describe('orderIdParamsSchema', () => {
  it('answers an id that is no order id with "Order not found"', () => {
    expect(orderIdParamsSchema.safeParse({ id: 'ORD-1' }).error?.issues[0]?.message).toBe(
      'Order not found',
    );
  });
});

describe('ZERO_DASHBOARD_STATS', () => {
  it('is a dashboard with nothing in it', () => {
    expect(Object.values(ZERO_DASHBOARD_STATS)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('an API order in cents', () => {
  it('is what confirm items prices: every amount in cents, the discount without its code', () => {
    expect(confirmOrderOf(apiOrder())).toEqual({
      lines: [
        {
          itemId: 'i-1',
          serviceName: 'Wash & Dry',
          priceType: 'per_kg',
          clothingCategory: null,
          unitPriceCents: 250_50,
          quantity: 1,
          weight: 2.5,
        },
        {
          itemId: 'i-2',
          serviceName: 'Ironing',
          priceType: 'per_piece',
          clothingCategory: 'normal_clothes',
          unitPriceCents: 50_00,
          quantity: 4,
          weight: 0,
        },
      ],
      isExpressService: false,
      pickupChargesCents: 75_50,
      deliveryChargesCents: 150_00,
      extraItems: [{ name: 'Garment Bag', priceCents: 100_00, quantity: 2 }],
      discount: {
        type: 'student',
        percentage: 10,
        description: 'Student discount',
        isOneTime: false,
      },
      taxRateBasisPoints: 250,
      totalAmountCents: 1169_12,
      paidAmountCents: 500_05,
    });
    expect(confirmOrderOf(apiOrder({ discount: null })).discount).toBeNull();
  });

  it('is what the lifecycle machine reads', () => {
    const order = apiOrder({ isEditable: false, itemsConfirmed: true, orderPhase: 'confirmed' });
    expect(lifecycleOrderFromApi(order)).toEqual({
      status: 'received',
      orderPhase: 'confirmed',
      pickupRequired: true,
      deliveryRequired: true,
      itemsConfirmed: true,
      isEditable: false,
      totalCents: 1169_12,
      paidCents: 500_05,
      items: order.items,
    });
  });
});
