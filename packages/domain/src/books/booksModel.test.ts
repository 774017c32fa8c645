import { describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES } from '../orders';
import { refundMessages } from '../payments';
import { booksDisagreements, modelMovedCents } from './booksDisagreements';
import {
  booksAfterConfirm,
  booksAfterCreate,
  booksAfterDelete,
  booksAfterMove,
  booksAfterPayment,
  booksAfterRefund,
  booksOfOrder,
  emptyBooks,
  findBooksOrder,
} from './booksModel';
import { booksRefundLeftCents, booksRefusal } from './booksRefusal';

const DAY = '2026-03-02';
const washing = [{ serviceName: 'Wash & Dry', service: { statuses: ['wash', 'dry'] } }];

function placed(pickupRequired = false) {
  return booksAfterCreate(emptyBooks(['ruwan']), {
    id: 'o1',
    customerId: 'ruwan',
    totalCents: 875_00,
    pickupRequired,
    deliveryRequired: false,
    items: washing,
  });
}

describe('the books model', () => {
  it('starts an order as the lifecycle does: received (or pickup), draft, nothing paid', () => {
    const order = findBooksOrder(placed(), 'o1');
    expect([order.lifecycle.status, order.lifecycle.orderPhase]).toEqual(['received', 'draft']);
    expect(findBooksOrder(placed(true), 'o1').lifecycle.status).toBe('pickup');
    expect(booksOfOrder(order)).toMatchObject({ paidCents: 0, balanceCents: 875_00 });
  });

  it('earns the points once completed and paid, keeps those of the money kept, none once refunded in full', () => {
    let books = booksAfterMove(booksAfterMove(placed(), 'o1', 'drying'), 'o1', 'complete');
    expect(findBooksOrder(books, 'o1').lifecycle.orderPhase).toBe('completed');
    expect(books.loyalty.ruwan).toBe(0);
    books = booksAfterPayment(books, 'o1', { id: 'p1', amountCents: 875_00, day: DAY });
    expect(books.loyalty.ruwan).toBe(8);
    expect(findBooksOrder(books, 'o1').loyaltyPointsEarned).toBe(8);
    // LKR 375 kept of 875: its 3 points stay, the other 5 go (decision 041, as the server).
    books = booksAfterRefund(books, 'o1', { paymentId: 'p1', amountCents: 500_00, day: DAY });
    expect(books.loyalty.ruwan).toBe(3);
    expect(findBooksOrder(books, 'o1').loyaltyPointsEarned).toBe(3);
    books = booksAfterRefund(books, 'o1', { paymentId: 'p1', amountCents: 375_00, day: DAY });
    expect(books.loyalty.ruwan).toBe(0);
    expect(findBooksOrder(books, 'o1').loyaltyPointsEarned).toBe(0);
    // Paid again in full: the order does not earn a second time.
    books = booksAfterPayment(books, 'o1', { id: 'p2', amountCents: 875_00, day: DAY });
    expect(books.loyalty.ruwan).toBe(0);
    expect(modelMovedCents(books, DAY)).toBe(875_00);
  });

  it('asks the domain what is allowed, with the messages the server answers', () => {
    let books = booksAfterPayment(placed(), 'o1', { id: 'p1', amountCents: 100_00, day: DAY });
    expect(booksRefusal(books, 'o1', { type: 'move', status: 'cancelled' })).toBe(
      LIFECYCLE_MESSAGES.paidNoCancel,
    );
    expect(booksRefusal(books, 'o1', { type: 'pay', amountCents: 775_00 })).toBeNull();
    expect(booksRefusal(books, 'o1', { type: 'pay', amountCents: 775_01 })).toMatch(/more than/);
    expect(booksRefundLeftCents(books, 'o1', 'p1')).toBe(100_00);
    books = booksAfterRefund(books, 'o1', { paymentId: 'p1', amountCents: 100_00, day: DAY });
    expect(booksRefusal(books, 'o1', { type: 'move', status: 'cancelled' })).toBeNull();
    expect(booksRefusal(books, 'o1', { type: 'delete' })).toBe(refundMessages.orderHasRefunds);
    expect(booksRefusal(books, 'o1', { type: 'refund', paymentId: 'p1', amountCents: 1 })).toBe(
      refundMessages.nothingLeft,
    );
    expect(booksRefusal(placed(), 'o1', { type: 'confirm' })).toBe(
      LIFECYCLE_MESSAGES.notConfirmable,
    );
    expect(booksRefusal(placed(true), 'o1', { type: 'confirm' })).toBeNull();
  });

  it('confirms items at the new total, leaving a refund due when it is lower than paid', () => {
    let books = booksAfterPayment(placed(true), 'o1', { id: 'p1', amountCents: 875_00, day: DAY });
    books = booksAfterConfirm(books, 'o1', 700_00);
    const order = findBooksOrder(books, 'o1');
    expect([order.lifecycle.orderPhase, order.lifecycle.itemsConfirmed]).toEqual([
      'confirmed',
      true,
    ]);
    expect(booksOfOrder(order)).toMatchObject({ balanceCents: 0, refundDueCents: 175_00 });
  });

  it('raises the total by what extra items added at payment cost, as the server priced them', () => {
    expect(
      booksRefusal(placed(), 'o1', { type: 'pay', amountCents: 1175_00, extrasCents: 300_00 }),
    ).toBeNull();
    const books = booksAfterPayment(
      placed(),
      'o1',
      { id: 'p1', amountCents: 1175_00, day: DAY },
      1175_00,
    );
    expect(booksOfOrder(findBooksOrder(books, 'o1'))).toMatchObject({
      paidCents: 1175_00,
      balanceCents: 0,
      paymentStatus: 'paid',
    });
  });

  it('says where the server differs from the model', () => {
    const books = booksAfterPayment(placed(), 'o1', { id: 'p1', amountCents: 100_00, day: DAY });
    const order = {
      id: 'o1',
      customerId: 'ruwan',
      status: 'received',
      totalCents: 875_00,
      paidCents: 100_00,
      balanceCents: 775_00,
      refundDueCents: 0,
      paymentStatus: 'partial',
      payments: [{ amountCents: 100_00, status: 'completed' }],
      refunds: [],
    };
    const customer = {
      id: 'ruwan',
      totalOrders: 1,
      totalSpentCents: 100_00,
      loyaltyPoints: 0,
      loyaltyHistory: [],
    };
    expect(
      booksDisagreements(books, { orders: [order], customers: [customer], revenue: [] }),
    ).toEqual([]);
    expect(
      booksDisagreements(books, {
        orders: [{ ...order, paidCents: 0 }],
        customers: [{ ...customer, loyaltyPoints: 3 }],
        revenue: [],
      }),
    ).toEqual([
      'order o1: paidCents 0, the model says 10000',
      'customer ruwan: loyalty 3, the model says 0',
    ]);
    expect(
      booksDisagreements(booksAfterDelete(books, 'o1'), {
        orders: [order],
        customers: [],
        revenue: [],
      }),
    ).toEqual(['orders: expected [], found [o1]']);
  });
});
