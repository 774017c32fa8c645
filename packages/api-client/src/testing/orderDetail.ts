// Test support: one order behind the shared fake backend, with the lifecycle calls of spec part 2 §7
// (never bundled: only tests import it). Moves and payments follow the domain's rules.
import {
  balanceOf,
  centsToRupees,
  handoverOf,
  lifecycleOrderFromApi,
  lifecycleRefusal,
  nextStatus,
  type Order,
  type OrderMessage,
  type OrderStatusChange,
  orderSchema,
  type PaymentPayload,
  type RefundInput,
  rupeesToCents,
} from '@laundry/domain';
import { type FakeReply, type FakeRouter, fail, ok } from './backend';

/** The tracking token every fake order answers (the receipt's QR link). */
export const FAKE_TRACKING_TOKEN = '0123456789abcdef0123456789abcdef';

export const ORDER_ID = '11111111-1111-4111-8111-111111111111';

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return orderSchema.parse({
    _id: ORDER_ID,
    orderNumber: 'ORD-000123',
    createdAt: '2026-02-01T08:00:00.000Z',
    updatedAt: '2026-02-01T08:00:00.000Z',
    createdBy: { fullName: 'Kasun Perera', username: 'kasun' },
    customerInfo: {
      name: 'Nimali Perera',
      phone: '0771234567',
      email: 'nimali@example.com',
      address: { street: '12 College Road', city: 'Malabe' },
    },
    customer: {
      _id: 'c-1',
      fullName: 'Nimali Perera',
      phoneNumber: '0771234567',
      email: 'nimali@example.com',
      isStudent: false,
      loyaltyPoints: 40,
      totalOrders: 3,
    },
    status: 'received',
    orderStatus: 'received',
    nextStatus: 'washing',
    orderPhase: 'draft',
    loyaltyPointsEarned: null,
    confirmationHistory: null,
    taxRateBasisPoints: 0,
    paymentStatus: 'unpaid',
    items: [
      {
        _id: 'i-1',
        service: { _id: 's-1', name: 'Wash & Dry', priceType: 'per_kg', statuses: ['wash', 'dry'] },
        serviceName: 'Wash & Dry',
        priceType: 'per_kg',
        clothingCategory: 'normal_clothes',
        quantity: 1,
        weight: 2,
        unitPrice: 250,
        totalPrice: 500,
      },
      {
        _id: 'i-2',
        service: { _id: 's-2', name: 'Ironing', priceType: 'per_piece', statuses: ['iron'] },
        serviceName: 'Ironing',
        priceType: 'per_piece',
        clothingCategory: 'normal_clothes',
        quantity: 4,
        weight: 0,
        unitPrice: 50,
        totalPrice: 200,
      },
    ],
    subtotal: 700,
    discount: null,
    discountAmount: 0,
    taxAmount: 0,
    extraCharges: { items: [], total: 0 },
    expressServiceFee: 0,
    isExpressService: false,
    pickupRequired: true,
    pickupAddress: { street: '12 College Road', city: 'Malabe' },
    pickupCharges: 0,
    pickupPriceType: 'free',
    deliveryRequired: true,
    deliveryAddress: { street: '12 College Road', city: 'Malabe' },
    deliveryCharges: 150,
    deliveryPriceType: 'price',
    deliveryDistance: 3.5,
    pickupDate: '2026-02-02T08:00:00.000Z',
    deliveryDate: '2026-02-04T08:00:00.000Z',
    expectedReadyDate: '2026-02-03T08:00:00.000Z',
    actualDeliveryDate: null,
    shelfSlot: null,
    readyAt: null,
    totalAmount: 850,
    paidAmount: 0,
    balanceAmount: 850,
    refundDueAmount: 0,
    payments: [],
    refunds: [],
    specialInstructions: 'No bleach please',
    staffNotes: 'Bag is blue',
    assignedStaff: [{ _id: '33333333-3333-4333-8333-333333333333', fullName: 'Kasun Perera' }],
    tags: [],
    isEditable: true,
    editLockedReason: null,
    itemsConfirmed: false,
    version: 1,
    ...overrides,
  });
}

export interface FakeOrderBackend {
  route: FakeRouter;
  order: () => Order;
  payments: { body: PaymentPayload; key: string | null }[];
  statusMoves: { status: string; notes?: string }[];
  /** POST /orders/{id}/handover calls: the payment taken on the way, if any, and the key. */
  handovers: { body: { payment?: PaymentPayload }; key: string | null }[];
  confirmed: unknown[];
  refunds: { paymentId: string; body: RefundInput; key: string | null }[];
  /** The order's messages to its customer, as Resend and "sent on WhatsApp" leave them. */
  messages: OrderMessage[];
  messageActions: { messageId: string; action: 'resend' | 'whatsapp-sent' }[];
}

/** The order at /orders/{ORDER_ID}; other ids answer 404 'Order not found'. */
export function fakeOrderBackend(
  initial: Order = makeOrder(),
  options: { messages?: OrderMessage[] } = {},
): FakeOrderBackend {
  let order = initial;
  const messages: OrderMessage[] = [...(options.messages ?? [])];
  const messageActions: FakeOrderBackend['messageActions'] = [];
  const payments: FakeOrderBackend['payments'] = [];
  const statusMoves: FakeOrderBackend['statusMoves'] = [];
  const handovers: FakeOrderBackend['handovers'] = [];
  const confirmed: unknown[] = [];
  const refunds: FakeOrderBackend['refunds'] = [];
  const history: OrderStatusChange[] = [];
  const base = `/orders/${order._id}`;
  const route: FakeRouter = (method, path, request): FakeReply | undefined => {
    if (!path.startsWith('/orders/')) return undefined;
    if (!path.startsWith(base)) return fail(404, 'Order not found');
    const rest = path.slice(base.length);
    if (method === 'GET' && rest === '') return ok({ order });
    if (method === 'DELETE' && rest === '') {
      const refusal = lifecycleRefusal(lifecycleOrderFromApi(order), { type: 'order.delete' });
      return refusal ? fail(409, refusal) : ok(null, 'Order permanently deleted');
    }
    if (method === 'PATCH' && rest === '/status') {
      const body = request.body as { status: string; notes?: string };
      const refusal = lifecycleRefusal(lifecycleOrderFromApi(order), {
        type: 'status.move',
        status: body.status,
      });
      if (refusal) return fail(409, refusal);
      statusMoves.push(body);
      history.push({
        at: '2026-02-01T09:30:00.000Z',
        by: 'Kasun Perera',
        from: order.status as OrderStatusChange['from'],
        to: body.status as OrderStatusChange['to'],
        notes: body.notes ?? null,
      });
      order = { ...order, status: body.status, orderStatus: body.status };
      order = { ...order, nextStatus: nextStatus(order) };
      return ok({ order }, 'Order status updated successfully');
    }
    if (method === 'PUT' && rest === '/confirm-items') {
      confirmed.push(request.body);
      order = { ...order, itemsConfirmed: true, orderPhase: 'confirmed' };
      return ok({ order }, 'Items confirmed and customer notified via email!');
    }
    if (method === 'POST' && rest === '/payments') {
      const body = request.body as PaymentPayload;
      payments.push({ body, key: request.headers.get('idempotency-key') });
      order = {
        ...order,
        paidAmount: order.paidAmount + body.amount,
        balanceAmount: 0,
        paymentStatus: 'paid',
      };
      return ok({ order }, 'Payment added successfully');
    }
    if (method === 'POST' && rest === '/handover') {
      // As the server: the balance through the payment, then the handover the order is ready for.
      const body = request.body as { payment?: PaymentPayload };
      const plan = handoverOf(lifecycleOrderFromApi(order));
      if (!plan) return fail(409, 'This order is not ready to hand over');
      const paid = order.paidAmount + (body.payment?.amount ?? 0);
      if (paid < order.totalAmount) return fail(409, 'Take the payment before handing it over');
      handovers.push({ body, key: request.headers.get('idempotency-key') });
      order = {
        ...order,
        paidAmount: paid,
        balanceAmount: 0,
        paymentStatus: 'paid',
        status: plan.status,
        orderStatus: plan.status,
        nextStatus: null,
        shelfSlot: null,
      };
      return ok({ order }, 'Order handed over');
    }
    const refund = /^\/payments\/([^/]+)\/refunds$/.exec(rest);
    if (method === 'POST' && refund?.[1]) {
      const paymentId = decodeURIComponent(refund[1]);
      if (!order.payments.some((payment) => payment._id === paymentId))
        return fail(404, 'Payment not found');
      const body = request.body as RefundInput;
      refunds.push({ paymentId, body, key: request.headers.get('idempotency-key') });
      const paidCents = rupeesToCents(order.paidAmount) - rupeesToCents(body.amount);
      const books = balanceOf(rupeesToCents(order.totalAmount), paidCents);
      order = {
        ...order,
        paidAmount: centsToRupees(paidCents),
        balanceAmount: centsToRupees(books.balanceCents),
        refundDueAmount: centsToRupees(books.refundDueCents),
        paymentStatus: books.paymentStatus,
        refunds: [
          ...order.refunds,
          {
            _id: `refund-${refunds.length}`,
            paymentId,
            amount: body.amount,
            method: body.method,
            reason: body.reason,
            refundedBy: 'Shop Owner',
            refundedAt: '2026-02-01T10:00:00.000Z',
          },
        ],
      };
      return {
        status: 201,
        body: { success: true, message: 'Refund recorded successfully', data: { order } },
      };
    }
    if (method === 'POST' && rest === '/send-bank-details')
      return {
        status: 200,
        body: {
          success: true,
          message: 'Bank details prepared',
          warning: 'Email service not configured',
          data: {
            sentVia: null,
            details: {
              to: order.customerInfo.email,
              amount: order.balanceAmount,
              reference: order.orderNumber,
            },
            bankDetails: {
              bankName: 'Commercial Bank',
              accountName: 'Campus Clean Laundry',
              accountNumber: '8001234567',
              branch: 'Moratuwa',
            },
          },
        },
      };
    if (method === 'POST' && rest === '/send-receipt') {
      const { email } = request.body as { email: string };
      return ok({ sent: true, warning: null }, `Receipt sent to ${email}`);
    }
    if (method === 'GET' && rest === '/status-history') return ok({ history });
    if (method === 'GET' && rest === '/messages') return ok({ messages });
    const messageAction = /^\/messages\/([^/]+)\/(resend|whatsapp-sent)$/.exec(rest);
    if (method === 'POST' && messageAction) {
      const [, messageId = '', action] = messageAction;
      const index = messages.findIndex((message) => message._id === messageId);
      const found = messages[index];
      if (!found) return fail(404, 'Message not found');
      messageActions.push({ messageId, action: action as 'resend' | 'whatsapp-sent' });
      const changed: OrderMessage = {
        ...found,
        state: 'sent',
        error: null,
        attempts: action === 'resend' ? 1 : found.attempts,
        sentAt: '2026-03-02T05:00:00.000Z',
      };
      messages[index] = changed;
      return ok(
        { message: changed },
        action === 'resend' ? 'Message queued again' : 'Marked as sent on WhatsApp',
      );
    }
    if (method === 'GET' && rest === '/tracking') return ok({ token: FAKE_TRACKING_TOKEN });
    if (method === 'GET' && rest === '/receipt')
      return ok({
        receipt: {
          order,
          business: {
            name: 'Campus Clean Laundry',
            address: 'No. 45, Bandaranayake Mawatha, Katubedda, Moratuwa',
            phone: '0771234567',
            email: 'hello@campuscleanlaundry.lk',
            bankDetails: {
              bankName: 'Commercial Bank',
              accountName: 'Campus Clean Laundry',
              accountNumber: '8001234567',
              branch: 'Moratuwa',
            },
          },
        },
      });
    return fail(404, 'Not found');
  };
  return {
    route,
    order: () => order,
    payments,
    statusMoves,
    handovers,
    confirmed,
    refunds,
    messages,
    messageActions,
  };
}
