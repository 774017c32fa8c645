// Test support for the order form: a small catalogue, customers, an order and the calls the
// form makes (never bundled: only tests import it). Shapes follow the domain's schemas.
import {
  type Customer,
  createCustomerSchema,
  customerMessages,
  type Order,
  type OrderPayloadInput,
  orderPayloadSchema,
  orderSchema,
  type Service,
  serviceSchema,
} from '@laundry/domain';
import { type FakeReply, type FakeRouter, fail, ok, readBody } from './backend';
import { discountInfoOf, makeCustomer } from './customers';

const stamp = '2026-03-01T00:00:00.000Z';

function makeService(overrides: Partial<Service>): Service {
  return serviceSchema.parse({
    _id: 'svc-wash',
    name: 'Wash and Dry',
    priceType: 'per_kg',
    basePrice: 350,
    clothingPrices: { normal_clothes: 350, bed_sheets: 400 },
    statuses: ['wash', 'dry'],
    estimatedTime: 180,
    color: '#3B82F6',
    isActive: true,
    version: 1,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  });
}

export const washAndDry = makeService({});
export const ironing = makeService({
  _id: 'svc-iron',
  name: 'Ironing',
  priceType: 'per_piece',
  basePrice: 80,
  clothingPrices: {},
});
export const orderFormServices = [washAndDry, ironing];

export const studentCustomer = makeCustomer({
  _id: 'cust-student',
  fullName: 'Kasuni Fernando',
  phoneNumber: '0771234501',
  isStudent: true,
  campusId: 'IT2210456',
  eligibleForStudentDiscount: true,
  totalOrders: 3,
  address: { street: '5 Campus Road', city: 'Katubedda' },
});
export const regularCustomer = makeCustomer({
  _id: 'cust-regular',
  fullName: 'Mohamed Rizwan',
  phoneNumber: '0754567804',
  totalOrders: 4,
  address: { street: '14 Station Road', city: 'Ratmalana' },
});

/** A draft order of `customer`: 2 kg of Wash and Dry, unpaid, editable. */
export function makeDraftOrder(overrides: Partial<Order> = {}, customer = regularCustomer): Order {
  return orderSchema.parse({
    _id: 'order-1',
    orderNumber: 'ORD-000042',
    createdAt: stamp,
    updatedAt: stamp,
    createdBy: { fullName: 'Kasun Perera', username: 'cashier' },
    customerInfo: {
      name: customer.fullName,
      phone: customer.phoneNumber,
      address: { street: customer.address?.street ?? '', city: customer.address?.city ?? '' },
    },
    customer: {
      _id: customer._id,
      fullName: customer.fullName,
      phoneNumber: customer.phoneNumber,
      isStudent: customer.isStudent,
      loyaltyPoints: customer.loyaltyPoints,
      totalOrders: customer.totalOrders,
    },
    status: 'received',
    orderStatus: 'received',
    nextStatus: 'washing',
    orderPhase: 'confirmed',
    loyaltyPointsEarned: null,
    confirmationHistory: null,
    taxRateBasisPoints: 0,
    paymentStatus: 'unpaid',
    items: [
      {
        _id: 'line-1',
        service: { _id: washAndDry._id, name: washAndDry.name, priceType: 'per_kg', statuses: [] },
        serviceName: washAndDry.name,
        priceType: 'per_kg',
        clothingCategory: 'normal_clothes',
        quantity: 1,
        weight: 2,
        unitPrice: 350,
        totalPrice: 700,
      },
    ],
    subtotal: 700,
    discount: null,
    discountAmount: 0,
    taxAmount: 0,
    extraCharges: { items: [], total: 0 },
    expressServiceFee: 0,
    isExpressService: false,
    pickupRequired: false,
    pickupAddress: null,
    pickupCharges: 0,
    pickupPriceType: 'free',
    deliveryRequired: false,
    deliveryAddress: null,
    deliveryCharges: 0,
    deliveryPriceType: 'free',
    deliveryDistance: 0,
    pickupDate: null,
    deliveryDate: null,
    expectedReadyDate: null,
    actualDeliveryDate: null,
    shelfSlot: null,
    readyAt: null,
    totalAmount: 700,
    paidAmount: 0,
    balanceAmount: 700,
    refundDueAmount: 0,
    payments: [],
    refunds: [],
    assignedStaff: [],
    tags: [],
    isEditable: true,
    editLockedReason: null,
    itemsConfirmed: false,
    version: 3,
    ...overrides,
  });
}

export interface OrderFormFake {
  route: FakeRouter;
  /** What POST /orders received: the payload and its Idempotency-Key. */
  creates: { body: OrderPayloadInput; key: string | null }[];
  updates: { id: string; body: unknown }[];
}

/**
 * The calls of the order form: services, customer search/get/discount-info/create, GET/POST/PUT
 * orders.
 * `createAnswers` answers the creates in turn (then 'created'); `order` is what GET /orders/{id}
 * finds (404 without it).
 */
export function fakeOrderForm(
  options: {
    customers?: Customer[];
    order?: Order | null;
    createAnswers?: FakeReply[];
    updateAnswer?: FakeReply;
  } = {},
): OrderFormFake {
  // A customer added from the order form joins the list, so the order can fetch it.
  const customers = [...(options.customers ?? [studentCustomer, regularCustomer])];
  const createAnswers = [...(options.createAnswers ?? [])];
  const creates: OrderFormFake['creates'] = [];
  const updates: OrderFormFake['updates'] = [];
  const route: FakeRouter = (method, path, request) => {
    if (method === 'GET' && path === '/services') {
      return ok({
        services: orderFormServices,
        pagination: {
          currentPage: 1,
          totalPages: 1,
          hasNext: false,
          hasPrev: false,
          totalServices: 2,
        },
        stats: { totalServices: 2, activeServices: 2, mostPopular: null, avgTime: 0 },
      });
    }
    if (method === 'GET' && path === '/customers/search') {
      const q = (request.query.get('q') ?? '').toLowerCase();
      return ok(
        customers.filter(
          (customer) =>
            customer.fullName.toLowerCase().includes(q) || customer.phoneNumber.includes(q),
        ),
      );
    }
    if (method === 'POST' && path === '/customers') {
      const { data: input, refusal } = readBody(createCustomerSchema, request.body);
      if (refusal) return refusal;
      const customer = makeCustomer({
        ...(input as Partial<Customer>),
        _id: `new-${customers.length + 1}`,
        loyaltyPoints: 0,
        totalOrders: 0,
      });
      customers.push(customer);
      return {
        status: 201,
        body: { success: true, message: customerMessages.created, data: { customer } },
      };
    }
    const customerPath = path.match(/^\/customers\/([^/]+)(\/discount-info)?$/);
    if (method === 'GET' && customerPath) {
      const customer = customers.find((candidate) => candidate._id === customerPath[1]);
      if (!customer) return fail(404, 'Customer not found');
      return customerPath[2] ? ok(discountInfoOf(customer)) : ok({ customer });
    }
    if (method === 'POST' && path === '/orders') {
      creates.push({
        body: request.body as OrderPayloadInput,
        key: request.headers.get('idempotency-key'),
      });
      const { refusal } = readBody(orderPayloadSchema, request.body);
      if (refusal) return refusal;
      return (
        createAnswers.shift() ??
        ok({ order: makeDraftOrder({ _id: 'order-new' }) }, 'Order created successfully')
      );
    }
    const orderPath = path.match(/^\/orders\/([^/]+)$/);
    if (orderPath && method === 'GET') {
      return options.order && options.order._id === orderPath[1]
        ? ok({ order: options.order })
        : fail(404, 'Order not found');
    }
    if (orderPath && method === 'PUT') {
      updates.push({ id: orderPath[1] ?? '', body: request.body });
      const { refusal } = readBody(orderPayloadSchema, request.body);
      if (refusal) return refusal;
      return (
        options.updateAnswer ??
        ok({ order: { ...options.order, version: 4 } }, 'Order updated successfully')
      );
    }
    return undefined;
  };
  return { route, creates, updates };
}
