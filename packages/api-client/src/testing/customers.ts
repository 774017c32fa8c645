// Test support: an in-memory customer API behind the shared fake backend (never bundled: only tests
// import it). It follows spec part 1 §7 and the domain's schemas and rules.
import {
  applyLoyaltyChange,
  type Customer,
  type CustomerDiscountInfo,
  type CustomerStats,
  createCustomerSchema,
  customerMessages,
  customerSchema,
  isValidStudentId,
  loyaltyTier,
  pageInfo,
  STUDENT_DISCOUNT,
  updateCustomerSchema,
} from '@laundry/domain';
import { type FakeReply, type FakeRouter, fail, ok, readBody } from './backend';

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return customerSchema.parse({
    _id: 'c-1',
    fullName: 'Nimali Perera',
    phoneNumber: '0771234567',
    email: 'nimali@example.com',
    isStudent: false,
    address: { street: '12 College Road', city: 'Malabe' },
    loyaltyPoints: 0,
    totalOrders: 0,
    totalSpent: 0,
    eligibleForStudentDiscount: false,
    createdAt: '2026-01-10T08:00:00.000Z',
    version: 1,
    ...overrides,
  });
}

/** Twelve customers, newest first by their creation date. */
export function someCustomers(count = 12): Customer[] {
  const names = [
    'Nimali Perera',
    'Kasun Jayawardena',
    'Tharushi Fernando',
    'Ishan de Silva',
    'Sachini Wickramasinghe',
    'Dilan Rajapaksa',
    'Ayesha Bandara',
    'Ravindu Senanayake',
    'Chamodi Herath',
    'Pasindu Gunasekara',
    'Hiruni Dissanayake',
    'Malith Karunaratne',
  ];
  return Array.from({ length: count }, (_, index) =>
    makeCustomer({
      _id: `c-${index + 1}`,
      fullName: names[index % names.length] ?? `Customer ${index + 1}`,
      phoneNumber: `07712345${String(index).padStart(2, '0')}`,
      email: `customer${index + 1}@example.com`,
      isStudent: index % 3 === 0,
      campusId: index % 3 === 0 ? `IT21${String(10000 + index)}` : undefined,
      eligibleForStudentDiscount: index % 3 === 0,
      loyaltyPoints: index * 60,
      totalSpent: index * 1500,
      totalOrders: index,
      createdAt: new Date(Date.UTC(2026, 0, 31 - index, 8)).toISOString(),
    }),
  );
}

const emptyStats: CustomerStats = {
  totalCustomers: 0,
  studentCustomers: 0,
  averageLoyaltyPoints: 0,
  totalRevenue: 0,
  customersGrowth: 0,
  studentGrowth: 0,
  loyaltyGrowth: 0,
  revenueGrowth: 0,
  vipCustomers: 0,
  goldCustomers: 0,
  silverCustomers: 0,
  bronzeCustomers: 0,
  topLoyaltyCustomers: [],
  customerGrowthData: [],
  insights: [],
};

/** GET /customers/{id}/discount-info: the student discount when eligible (no campaign). */
export function discountInfoOf(customer: Customer): CustomerDiscountInfo {
  const student = customer.eligibleForStudentDiscount;
  return {
    discountInfo: student ? STUDENT_DISCOUNT : null,
    discountSummary: {
      nextOrderPercentage: student ? 10 : 0,
      studentDiscount: student,
      campaignDiscount: false,
      campaignDiscountUsed: false,
    },
    orderHistory: {
      totalOrders: customer.totalOrders,
      totalSpent: customer.totalSpent,
      isFirstOrder: customer.totalOrders === 0,
    },
  };
}

type Body = Record<string, unknown>;

/** The parts of an order a test sets; the rest of the history's shape is filled in. */
export interface FakeOrder {
  _id: string;
  orderNumber: string;
  totalAmount: number;
  status: string;
  createdAt: string;
}

/**
 * The customer routes over a list kept in memory. `fail` answers a route (e.g. 'GET /customers')
 * with a failure instead, to test the error states.
 */
export function fakeCustomerApi(initial: Customer[] = []) {
  let customers = [...initial];
  let created = 0;
  const failures = new Map<string, FakeReply>();
  const orders = new Map<string, (FakeOrder & Record<string, unknown>)[]>();

  function find(id: string) {
    return customers.find((customer) => customer._id === decodeURIComponent(id));
  }

  function withRules(customer: Customer): Customer {
    return {
      ...customer,
      eligibleForStudentDiscount:
        customer.isStudent && isValidStudentId(customer.campusId, customer.institution),
    };
  }

  function list(query: URLSearchParams) {
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const search = (query.get('search') ?? '').toLowerCase();
    const isStudent = query.get('isStudent');
    const sortBy = (query.get('sortBy') ?? 'createdAt') as keyof Customer;
    const factor = query.get('sortOrder') === 'asc' ? 1 : -1;
    const matching = customers
      .filter(
        (customer) =>
          !search ||
          [customer.fullName, customer.phoneNumber, customer.email ?? '', customer.campusId ?? '']
            .join(' ')
            .toLowerCase()
            .includes(search),
      )
      .filter((customer) => isStudent === null || String(customer.isStudent) === isStudent)
      .sort((a, b) => {
        const [x, y] = [a[sortBy], b[sortBy]];
        return (
          factor *
          (typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x).localeCompare(String(y)))
        );
      });
    const pageOf = matching.slice((page - 1) * limit, page * limit);
    return ok({
      customers: pageOf,
      pagination: { ...pageInfo(page, limit, matching.length), totalCustomers: matching.length },
    });
  }

  function stats(): CustomerStats {
    const count = (tier: string) =>
      customers.filter((customer) => loyaltyTier(customer.loyaltyPoints) === tier).length;
    return {
      ...emptyStats,
      totalCustomers: customers.length,
      studentCustomers: customers.filter((customer) => customer.isStudent).length,
      bronzeCustomers: count('bronze'),
      silverCustomers: count('silver'),
      goldCustomers: count('gold'),
      vipCustomers: count('vip'),
    };
  }

  const route: FakeRouter = (method, path, { body, query }) => {
    const failure = failures.get(`${method} ${path}`);
    if (failure) return failure;
    if (method === 'GET' && path === '/customers') return list(query);
    if (method === 'GET' && path === '/customers/search') {
      const q = (query.get('q') ?? '').toLowerCase();
      return ok(
        customers
          .filter((customer) =>
            `${customer.fullName} ${customer.phoneNumber}`.toLowerCase().includes(q),
          )
          .slice(0, Number(query.get('limit') ?? 10)),
      );
    }
    if (method === 'GET' && path === '/customers/stats') return ok(stats());
    if (method === 'POST' && path === '/customers') {
      const { data: input, refusal } = readBody(createCustomerSchema, body);
      if (refusal) return refusal;
      if (customers.some((customer) => customer.phoneNumber === input.phoneNumber)) {
        return fail(409, customerMessages.phoneTaken, 'phoneNumber');
      }
      created += 1;
      const customer = withRules({
        ...makeCustomer({ email: undefined, address: undefined }),
        ...(input as Partial<Customer>),
        _id: `new-${created}`,
        loyaltyPoints: 0,
        createdAt: '2026-02-01T08:00:00.000Z',
      });
      customers = [customer, ...customers];
      return {
        status: 201,
        body: { success: true, message: customerMessages.created, data: { customer } },
      };
    }
    const match = /^\/customers\/([^/]+)(?:\/([a-z-]+))?$/.exec(path);
    if (!match) return undefined;
    const [, id = '', action] = match;
    const customer = find(id);
    if (!customer) return fail(404, customerMessages.notFound);
    if (!action && method === 'GET') return ok({ customer });
    if (!action && method === 'PUT') {
      const { data: input, refusal } = readBody(updateCustomerSchema, body);
      if (refusal) return refusal;
      const updated = withRules({ ...customer, ...(input as Partial<Customer>) });
      customers = customers.map((item) => (item._id === customer._id ? updated : item));
      return ok({ customer: updated }, customerMessages.updated);
    }
    if (!action && method === 'DELETE') {
      customers = customers.filter((item) => item._id !== customer._id);
      return ok(null, customerMessages.deleted);
    }
    if (action === 'loyalty-points' && method === 'PUT') {
      const { action: change, points } = body as {
        action: 'add' | 'subtract' | 'set';
        points: number;
      };
      const updated = {
        ...customer,
        loyaltyPoints: applyLoyaltyChange(customer.loyaltyPoints, change, points),
      };
      customers = customers.map((item) => (item._id === customer._id ? updated : item));
      return ok(
        {
          customer: updated,
          loyaltyChange: {
            action: change,
            points,
            reason: String((body as Body).reason),
            pointsBefore: customer.loyaltyPoints,
            pointsAfter: updated.loyaltyPoints,
            tier: loyaltyTier(updated.loyaltyPoints),
            changedAt: '2026-02-01T08:00:00.000Z',
          },
        },
        customerMessages.loyaltyUpdated,
      );
    }
    if (action === 'orders' && method === 'GET') {
      const history = orders.get(customer._id) ?? [];
      return ok({
        orders: history,
        pagination: { ...pageInfo(1, 10, history.length), totalOrders: history.length },
      });
    }
    if (action === 'analytics' && method === 'GET') {
      const history = orders.get(customer._id) ?? [];
      const spent = history.reduce((sum, order) => sum + order.totalAmount, 0);
      return ok({
        overview: {
          totalOrders: history.length,
          totalSpent: spent,
          averageOrderValue: history.length ? spent / history.length : 0,
          lastOrderDate: history[0]?.createdAt ?? null,
        },
      });
    }
    if (action === 'discount-info' && method === 'GET') return ok(discountInfoOf(customer));
    return undefined;
  };

  return {
    route,
    customers: () => customers,
    /** Answers `key` ('METHOD /path') with a failure from now on. */
    fail: (key: string, response: FakeReply) => failures.set(key, response),
    heal: (key: string) => failures.delete(key),
    setOrders: (id: string, list: FakeOrder[]) =>
      orders.set(
        id,
        list.map((order) => ({
          customer: { _id: id, fullName: find(id)?.fullName ?? '' },
          orderStatus: order.status,
          nextStatus: null,
          orderPhase: order.status === 'delivered' ? 'completed' : 'processing',
          paymentStatus: 'paid',
          paidAmount: order.totalAmount,
          balanceAmount: 0,
          ...order,
        })),
      ),
  };
}
