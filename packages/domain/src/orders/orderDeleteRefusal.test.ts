import { describe, expect, it } from 'vitest';
import { refundMessages } from '../payments';
import { tillMessages } from '../till';
import { orderDeleteRefusal } from './orderDeleteRefusal';
import { LIFECYCLE_MESSAGES, type LifecycleOrder } from './orderLifecycleMachine';

const lifecycle = (paidCents: number): LifecycleOrder => ({
  status: 'received',
  orderPhase: 'confirmed',
  pickupRequired: false,
  deliveryRequired: false,
  itemsConfirmed: true,
  items: [{ serviceName: 'Wash & Dry', service: { statuses: ['wash', 'dry'] } }],
  totalCents: 85_000,
  paidCents,
});

describe('orderDeleteRefusal (decision 029)', () => {
  it('allows deleting an order with no money on its books', () => {
    expect(
      orderDeleteRefusal({ lifecycle: lifecycle(0), hasRefunds: false, inClosedTill: false }),
    ).toBeNull();
  });

  it('refuses an order holding money first: refund payment first', () => {
    expect(
      orderDeleteRefusal({ lifecycle: lifecycle(30_000), hasRefunds: true, inClosedTill: true }),
    ).toBe(LIFECYCLE_MESSAGES.paidNoDelete);
  });

  it('refuses a fully refunded order: its refunds stay on the books', () => {
    expect(
      orderDeleteRefusal({ lifecycle: lifecycle(0), hasRefunds: true, inClosedTill: true }),
    ).toBe(refundMessages.orderHasRefunds);
  });

  it('refuses an order whose cash is counted in a closed till, saying to cancel it', () => {
    expect(
      orderDeleteRefusal({ lifecycle: lifecycle(0), hasRefunds: false, inClosedTill: true }),
    ).toBe(
      'This order has cash counted in a closed till and cannot be deleted. Cancel it instead.',
    );
    expect(tillMessages.closedTillNoDelete).toMatch(/Cancel it instead\.$/);
  });
});
