import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import {
  LIFECYCLE_MESSAGES,
  type LifecycleOrder,
  lifecycleAfter,
  lifecycleAllows,
  lifecycleRefusal,
  offeredMoves,
  orderLifecycleMachine,
  orderLifecycleOf,
} from './orderLifecycleMachine';
import { orderStatuses } from './orderStatus';
import { allowedStatuses } from './statusMoves';

const washAndIron = [{ serviceName: 'Wash & Iron', service: { statuses: ['wash', 'iron'] } }];

function order(overrides: Partial<LifecycleOrder> = {}): LifecycleOrder {
  return {
    status: 'received',
    orderPhase: 'draft',
    pickupRequired: false,
    deliveryRequired: true,
    itemsConfirmed: false,
    items: washAndIron,
    totalCents: 100_000,
    paidCents: 0,
    ...overrides,
  };
}

describe('the lifecycle machine offers the moves of a wash-and-iron order', () => {
  // Written out by hand: the current status, the steps of its services, then cancel.
  const cases = [
    [order(), ['received', 'washing', 'ironing', 'cancelled']],
    [
      order({ status: 'pickup', pickupRequired: true }),
      ['pickup', 'received', 'washing', 'cancelled'],
    ],
    [
      order({ status: 'washing', orderPhase: 'processing' }),
      ['washing', 'ironing', 'complete', 'cancelled'],
    ],
    // A delivery goes out before it is delivered: the handover is only ever the next step.
    [order({ status: 'complete', orderPhase: 'completed' }), ['complete', 'deliver', 'cancelled']],
    [order({ status: 'deliver', orderPhase: 'completed' }), ['deliver', 'delivered', 'cancelled']],
    [order({ status: 'delivered', orderPhase: 'completed' }), ['delivered']],
    [order({ status: 'cancelled', orderPhase: 'cancelled' }), ['cancelled']],
  ] as const;
  it.each(cases.map(([o, moves]) => [o.status, o, moves] as const))('from %s', (_, o, moves) => {
    expect(offeredMoves(o)).toEqual(moves);
    expect(allowedStatuses(o)).toEqual(moves);
    for (const status of orderStatuses) {
      expect(lifecycleAllows(o, { type: 'status.move', status })).toBe(
        (moves as readonly string[]).includes(status),
      );
    }
  });
});

describe('status moves', () => {
  it('puts the order in the phase its new status means', () => {
    expect(lifecycleAfter(order(), { type: 'status.move', status: 'washing' })).toMatchObject({
      status: 'washing',
      orderPhase: 'processing',
    });
    const washing = order({ status: 'ironing', orderPhase: 'processing' });
    expect(lifecycleAfter(washing, { type: 'status.move', status: 'complete' })).toMatchObject({
      status: 'complete',
      orderPhase: 'completed',
    });
    expect(lifecycleAfter(order(), { type: 'status.move', status: 'cancelled' }).orderPhase).toBe(
      'cancelled',
    );
  });

  it('moves the phase region with the status', () => {
    const [next] = transition(orderLifecycleMachine, orderLifecycleOf(order()), {
      type: 'status.move',
      status: 'washing',
    });
    expect(next.value).toMatchObject({ phase: 'processing' });
  });

  it('keeps a pickup order in draft until its items are confirmed', () => {
    const pickup = order({ status: 'pickup', pickupRequired: true });
    expect(lifecycleAfter(pickup, { type: 'status.move', status: 'received' }).orderPhase).toBe(
      'draft',
    );
  });

  it('refuses with the reason the server answers', () => {
    expect(lifecycleRefusal(order(), { type: 'status.move', status: 'deliver' })).toBe(
      'This order cannot move from Items Received to Ready for Delivery',
    );
    const cancelled = order({ status: 'cancelled', orderPhase: 'cancelled' });
    expect(lifecycleRefusal(cancelled, { type: 'status.move', status: 'received' })).toBe(
      LIFECYCLE_MESSAGES.cancelledStatus,
    );
    expect(lifecycleRefusal(order(), { type: 'status.move', status: 'teleported' })).toBe(
      LIFECYCLE_MESSAGES.unknownStatus,
    );
    expect(lifecycleRefusal(order(), { type: 'status.move', status: 'washing' })).toBeNull();
  });
});

describe('item confirmation', () => {
  const pickedUp = order({ status: 'received', pickupRequired: true });

  it('confirms a picked-up order once, into the confirmed phase', () => {
    expect(lifecycleAllows(pickedUp, { type: 'items.confirm' })).toBe(true);
    const after = lifecycleAfter(pickedUp, { type: 'items.confirm' });
    // The shop has the clothes once it counts them: the order is received (issue 26).
    expect(after).toMatchObject({
      itemsConfirmed: true,
      orderPhase: 'confirmed',
      status: 'received',
    });
    expect(lifecycleRefusal(after, { type: 'items.confirm' })).toBe(
      LIFECYCLE_MESSAGES.notConfirmable,
    );
  });

  it('has nothing to confirm on a walk-in order', () => {
    expect(lifecycleRefusal(order(), { type: 'items.confirm' })).toBe(
      LIFECYCLE_MESSAGES.notConfirmable,
    );
  });
});

describe('the handover of a walk-in order (decision 025)', () => {
  const onShelf = order({ status: 'complete', orderPhase: 'completed', deliveryRequired: false });

  it('is refused while money is due, with what is due', () => {
    expect(lifecycleRefusal(onShelf, { type: 'status.move', status: 'collected' })).toBe(
      'This order has LKR 1,000.00 due: take the payment before handing it over',
    );
    expect(offeredMoves(onShelf)).toEqual(['complete', 'cancelled']);
  });

  it('ends a paid order: collected, completed, and nothing after it', () => {
    const paid = { ...onShelf, paidCents: onShelf.totalCents };
    expect(offeredMoves(paid)).toEqual(['complete', 'collected']);
    const collected = lifecycleAfter(paid, { type: 'status.move', status: 'collected' });
    expect(collected).toMatchObject({ status: 'collected', orderPhase: 'completed' });
    expect(offeredMoves(collected)).toEqual(['collected']);
    expect(lifecycleAllows(collected, { type: 'status.move', status: 'cancelled' })).toBe(false);
  });

  it('is never reached by skipping the shelf', () => {
    const folding = { ...onShelf, status: 'ironing', orderPhase: 'processing', paidCents: 100_000 };
    expect(lifecycleAllows(folding, { type: 'status.move', status: 'complete' })).toBe(true);
    expect(lifecycleAllows(folding, { type: 'status.move', status: 'collected' })).toBe(false);
  });
});

describe('payments', () => {
  it('takes up to the balance, extra items included, and settles the order', () => {
    const due = order({ totalCents: 87_500, paidCents: 0 });
    expect(lifecycleRefusal(due, { type: 'payment.record', amountCents: 87_500 })).toBeNull();
    expect(lifecycleRefusal(due, { type: 'payment.record', amountCents: 87_501 })).toBe(
      'The payment is more than the LKR 875.00 due',
    );
    const withExtras = {
      type: 'payment.record',
      amountCents: 97_500,
      extrasCents: 10_000,
    } as const;
    expect(lifecycleRefusal(due, withExtras)).toBeNull();
    const [next] = transition(orderLifecycleMachine, orderLifecycleOf(due), withExtras);
    expect(next.context).toMatchObject({ totalCents: 97_500, paidCents: 97_500 });
    expect(next.value).toMatchObject({ payment: 'paid', editing: 'locked' });
  });

  it('marks a part payment partial', () => {
    const [next] = transition(orderLifecycleMachine, orderLifecycleOf(order()), {
      type: 'payment.record',
      amountCents: 1,
    });
    expect(next.value).toMatchObject({ payment: 'partial' });
  });

  it('refuses a cancelled order, a settled one and a zero amount', () => {
    const cancelled = order({ status: 'cancelled', orderPhase: 'cancelled' });
    expect(lifecycleRefusal(cancelled, { type: 'payment.record', amountCents: 100 })).toBe(
      LIFECYCLE_MESSAGES.cancelledNoPayment,
    );
    const settled = order({ paidCents: 100_000 });
    expect(lifecycleRefusal(settled, { type: 'payment.record', amountCents: 100 })).toBe(
      LIFECYCLE_MESSAGES.nothingDue,
    );
    expect(lifecycleRefusal(order(), { type: 'payment.record', amountCents: 0 })).toBe(
      LIFECYCLE_MESSAGES.positiveAmount,
    );
  });
});

describe('editability', () => {
  it('is open for an unpaid draft and locked, with the reason, once anything is paid', () => {
    expect(orderLifecycleOf(order()).value).toMatchObject({ payment: 'unpaid', editing: 'open' });
    expect(lifecycleAllows(order(), { type: 'order.edit' })).toBe(true);
    const paid = order({ paidCents: 500 });
    expect(orderLifecycleOf(paid).value).toMatchObject({ payment: 'partial', editing: 'locked' });
    expect(lifecycleRefusal(paid, { type: 'order.edit' })).toBe(
      'Order has payment and cannot be edited. Refund payment first.',
    );
  });

  it('locks when a move starts processing', () => {
    const [next] = transition(orderLifecycleMachine, orderLifecycleOf(order()), {
      type: 'status.move',
      status: 'washing',
    });
    expect(next.value).toMatchObject({ editing: 'locked' });
    expect(lifecycleRefusal(next.context, { type: 'order.edit' })).toBe(
      'Order is being processed and cannot be edited',
    );
  });
});

describe('money received stays until it is refunded', () => {
  it('still moves a paid order on, and cancels an unpaid one', () => {
    expect(
      lifecycleRefusal(order({ paidCents: 1 }), { type: 'status.move', status: 'washing' }),
    ).toBeNull();
    expect(lifecycleRefusal(order(), { type: 'status.move', status: 'cancelled' })).toBeNull();
    const cancelledPaid = order({ status: 'cancelled', orderPhase: 'cancelled', paidCents: 1 });
    expect(
      lifecycleRefusal(cancelledPaid, { type: 'status.move', status: 'cancelled' }),
    ).toBeNull();
  });

  it('refuses to cancel an order with anything paid, and no longer offers the move', () => {
    const paid = order({ paidCents: 1 });
    expect(lifecycleRefusal(paid, { type: 'status.move', status: 'cancelled' })).toBe(
      'Order has payment and cannot be cancelled. Refund payment first.',
    );
    expect(offeredMoves(paid)).not.toContain('cancelled');
    const completedAndPaid = order({
      status: 'complete',
      orderPhase: 'completed',
      paidCents: 100_000,
    });
    expect(lifecycleAllows(completedAndPaid, { type: 'status.move', status: 'cancelled' })).toBe(
      false,
    );
    // Once the money is refunded (paid back to 0) the order can be cancelled.
    expect(lifecycleRefusal(order(), { type: 'status.move', status: 'cancelled' })).toBeNull();
    expect(offeredMoves(order())).toContain('cancelled');
  });

  it('refuses to delete an order with anything paid', () => {
    expect(lifecycleRefusal(order({ paidCents: 50 }), { type: 'order.delete' })).toBe(
      'Order has payment and cannot be deleted. Refund payment first.',
    );
    expect(lifecycleAllows(order(), { type: 'order.delete' })).toBe(true);
    expect(
      lifecycleAllows(order({ status: 'cancelled', orderPhase: 'cancelled' }), {
        type: 'order.delete',
      }),
    ).toBe(true);
  });
});
