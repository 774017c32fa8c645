// Test support: an in-memory order API behind the shared fake backend (never bundled: only tests
// import it). It follows spec part 2 §7 and the domain's schemas and status vocabulary.
import {
  averagePerOrder,
  type DashboardStats,
  LIFECYCLE_MESSAGES,
  nextStatus,
  normalizeOrderStatus,
  type Order,
  type OrderAnalytics,
  type OrderStatusBucket,
  type OrderSummary,
  orderStatusBucket,
  orderSummarySchema,
  pageInfo,
  type StatusUpdate,
  statusUpdateSchema,
  sumRupees,
} from '@laundry/domain';
import { type FakeReply, type FakeRouter, fail, ok, readBody } from './backend';
import { makeOrder } from './orderDetail';

export function makeOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return orderSummarySchema.parse({
    _id: 'o-1',
    orderNumber: 'ORD-000001',
    createdAt: '2026-02-01T08:00:00.000Z',
    customerInfo: {
      name: 'Nimali Perera',
      phone: '0771234567',
      address: { street: '12 College Road', city: 'Malabe' },
    },
    customer: {
      _id: 'c-1',
      fullName: 'Nimali Perera',
      phoneNumber: '0771234567',
      isStudent: false,
      loyaltyPoints: 0,
      totalOrders: 1,
    },
    status: 'received',
    orderStatus: 'received',
    nextStatus: 'washing',
    orderPhase: 'draft',
    paymentStatus: 'unpaid',
    totalAmount: 1500,
    paidAmount: 0,
    balanceAmount: 1500,
    refundDueAmount: 0,
    isExpressService: false,
    pickupRequired: false,
    pickupCharges: 0,
    deliveryRequired: false,
    deliveryCharges: 0,
    deliveryDistance: 0,
    isEditable: true,
    editLockedReason: null,
    ...overrides,
  });
}

const names = ['Nimali Perera', 'Kasun Jayawardena', 'Tharushi Fernando', 'Ishan de Silva'];
const statuses = ['received', 'washing', 'complete', 'pickup', 'deliver', 'cancelled'];

/** `count` orders, newest first, across customers, statuses, payments and services. */
export function someOrders(count = 12): OrderSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const name = names[index % names.length] ?? 'Nimali Perera';
    const phone = `07712345${String(index % names.length).padStart(2, '0')}`;
    const status = statuses[index % statuses.length] ?? 'received';
    const total = 1000 + index * 250;
    const paid = index % 3 === 0 ? total : index % 3 === 1 ? 500 : 0;
    return makeOrderSummary({
      _id: `o-${index + 1}`,
      orderNumber: `ORD-${String(100 - index).padStart(6, '0')}`,
      createdAt: new Date(Date.UTC(2026, 1, 28 - index, 8)).toISOString(),
      customerInfo: { name, phone, address: { street: '1 Main Street', city: 'Malabe' } },
      customer: {
        ...makeOrderSummary().customer,
        _id: `c-${index % names.length}`,
        fullName: name,
      },
      status,
      orderStatus: status,
      // The server reads the lines' services; the fake's rows are all one wash-and-fold order.
      nextStatus: nextStatus({
        status,
        pickupRequired: index % 4 === 1,
        deliveryRequired: index % 4 === 2,
        items: [{ serviceName: 'Wash & Fold' }],
      }),
      orderPhase:
        status === 'received' ? 'draft' : status === 'cancelled' ? 'cancelled' : 'processing',
      paymentStatus: paid >= total ? 'paid' : paid > 0 ? 'partial' : 'unpaid',
      totalAmount: total,
      paidAmount: paid,
      balanceAmount: total - paid,
      refundDueAmount: 0,
      pickupRequired: index % 4 === 1,
      deliveryRequired: index % 4 === 2,
      isExpressService: index % 5 === 0,
      isEditable: status === 'received' && paid === 0,
      editLockedReason: status === 'received' && paid === 0 ? null : 'Order is locked',
    });
  });
}

const bucketNames: readonly string[] = ['pending', 'processing', 'ready', 'delivered'];

function matchesStatus(order: OrderSummary, filter: string | null): boolean {
  if (!filter) return true;
  if (bucketNames.includes(filter))
    return orderStatusBucket(order.status) === (filter as OrderStatusBucket);
  return normalizeOrderStatus(order.status) === filter;
}

function matchesService(order: OrderSummary, filter: string | null): boolean {
  switch (filter) {
    case 'pickup':
      return order.pickupRequired;
    case 'delivery':
      return order.deliveryRequired;
    case 'self_service':
      return !order.pickupRequired && !order.deliveryRequired;
    case 'express':
      return order.isExpressService;
    default:
      return true;
  }
}

export const SOME_ANALYTICS: OrderAnalytics = {
  // Consistent with itself: 6 orders over two days, LKR 5,000, 2 of them paid.
  overview: { totalOrders: 6, totalRevenue: 5000, averageOrderValue: 5000 / 6, paidOrders: 2 },
  ordersByStatus: [
    { _id: 'received', count: 2, totalAmount: 2000 },
    { _id: 'washing', count: 4, totalAmount: 3000 },
  ],
  dailyStats: [
    { _id: { year: 2026, month: 2, day: 27 }, orders: 2, revenue: 2000 },
    { _id: { year: 2026, month: 2, day: 28 }, orders: 4, revenue: 3000 },
  ],
};

/** A list row as GET /orders/{id} answers it: one payment record for what it has paid. */
function detailOf(summary: OrderSummary): Order {
  return makeOrder({
    ...summary,
    payments:
      summary.paidAmount > 0
        ? [
            {
              _id: `${summary._id}-p1`,
              method: 'cash',
              amount: summary.paidAmount,
              status: 'completed',
              processedAt: summary.createdAt,
              createdAt: summary.createdAt,
            },
          ]
        : [],
  });
}

/**
 * The order routes over a list kept in memory. `fail` answers a route (e.g. 'GET /orders') with a
 * failure instead, to test the error states.
 */
export function fakeOrderApi(initial: OrderSummary[] = someOrders()) {
  let orders = [...initial];
  const failures = new Map<string, FakeReply>();
  let analytics = SOME_ANALYTICS;
  /** The bodies of the status moves asked for from the list (its next-status buttons). */
  const statusMoves: StatusUpdate[] = [];

  function list(query: URLSearchParams) {
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const search = (query.get('search') ?? '').toLowerCase();
    const payment = query.get('paymentStatus');
    const sortBy = (query.get('sortBy') ?? 'createdAt') as keyof OrderSummary;
    const factor = query.get('sortOrder') === 'asc' ? 1 : -1;
    const matching = orders
      .filter(
        (order) =>
          !search ||
          [order.orderNumber, order.customerInfo.name, order.customerInfo.phone]
            .join(' ')
            .toLowerCase()
            .includes(search),
      )
      .filter((order) => matchesStatus(order, query.get('status')))
      .filter(
        (order) =>
          !payment ||
          order.paymentStatus === payment ||
          (payment === 'unpaid' && order.paymentStatus === 'partial'),
      )
      .filter((order) => matchesService(order, query.get('serviceStatus')))
      .sort((a, b) => {
        const [x, y] = [a[sortBy], b[sortBy]];
        return (
          factor *
          (typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x).localeCompare(String(y)))
        );
      });
    const counted = orders.filter((order) => order.status !== 'cancelled');
    const revenue = orders.reduce((sum, order) => sum + order.paidAmount, 0);
    return ok({
      orders: matching.slice((page - 1) * limit, page * limit),
      pagination: { ...pageInfo(page, limit, matching.length), totalOrders: matching.length },
      stats: {
        totalOrders: orders.length,
        pendingOrders: orders.filter((o) => orderStatusBucket(o.status) === 'pending').length,
        processingOrders: orders.filter((o) => orderStatusBucket(o.status) === 'processing').length,
        readyOrders: orders.filter((o) => orderStatusBucket(o.status) === 'ready').length,
        totalRevenue: revenue,
        averageOrderValue: averagePerOrder(
          sumRupees(counted.map((o) => o.totalAmount)),
          counted.length,
        ),
        todayRevenue: 500,
        todayOrders: 1,
      },
    });
  }

  function dashboard(): DashboardStats {
    return {
      monthOrders: orders.length,
      todayOrders: 1,
      monthRevenue: orders.reduce((sum, order) => sum + order.paidAmount, 0),
      todayRevenue: 500,
      totalCustomers: names.length,
      pendingOrders: orders.filter((o) => orderStatusBucket(o.status) === 'pending').length,
    };
  }

  const route: FakeRouter = (method, path, { query, body }) => {
    const failure = failures.get(`${method} ${path}`);
    if (failure) return failure;
    if (method === 'GET' && path === '/orders') return list(query);
    if (method === 'GET' && path === '/orders/analytics') return ok(analytics);
    if (method === 'GET' && path === '/reports/dashboard') return ok({ stats: dashboard() });
    const one = path.match(/^\/orders\/([^/]+)$/);
    const found = one
      ? orders.find((order) => order._id === decodeURIComponent(one[1] ?? ''))
      : null;
    if (method === 'GET' && found) return ok({ order: detailOf(found) });
    const move = path.match(/^\/orders\/([^/]+)\/status$/);
    const moving = move && orders.find((order) => order._id === decodeURIComponent(move[1] ?? ''));
    if (method === 'PATCH' && moving) {
      const { data: asked, refusal } = readBody(statusUpdateSchema, body);
      if (refusal) return refusal;
      statusMoves.push(asked);
      const moved = { ...moving, status: asked.status, orderStatus: asked.status };
      const next = nextStatus({ ...moved, items: [{ serviceName: 'Wash & Fold' }] });
      orders = orders.map((order) => (order === moving ? { ...moved, nextStatus: next } : order));
      return ok(
        { order: detailOf({ ...moved, nextStatus: next }) },
        'Order status updated successfully',
      );
    }
    if (method === 'DELETE' && found) {
      // The server's rule: money received leaves only through a refund.
      if (found.paidAmount > 0) return fail(409, LIFECYCLE_MESSAGES.paidNoDelete);
      orders = orders.filter((order) => order !== found);
      return ok(null, 'Order permanently deleted');
    }
    return undefined;
  };

  return {
    route,
    orders: () => orders,
    statusMoves,
    setAnalytics: (next: OrderAnalytics) => {
      analytics = next;
    },
    /** Answers `key` ('METHOD /path') with a failure from now on. */
    fail: (key: string, response: FakeReply) => failures.set(key, response),
    heal: (key: string) => failures.delete(key),
  };
}
