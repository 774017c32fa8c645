import { describe, expect, it } from 'vitest';
import { canEditOrder, EDIT_LOCKED_REASONS, orderPhaseDescription } from './canEditOrder';

describe('canEditOrder', () => {
  it('allows a draft or confirmed order with nothing paid', () => {
    expect(canEditOrder({ orderPhase: 'draft', paidAmount: 0 })).toEqual({ editable: true });
    expect(canEditOrder({ orderPhase: 'confirmed', paidAmount: 0 })).toEqual({ editable: true });
    expect(canEditOrder({ orderPhase: 'confirmed', paidAmount: 0, isEditable: true })).toEqual({
      editable: true,
    });
  });

  it('treats a missing phase as draft', () => {
    expect(canEditOrder({ paidAmount: 0 })).toEqual({ editable: true });
    expect(canEditOrder({ orderPhase: null, paidAmount: 0 })).toEqual({ editable: true });
  });

  it.each([
    ['processing', 'Order is being processed and cannot be edited'],
    ['completed', 'Order is completed and cannot be edited'],
    ['cancelled', 'Order is cancelled and cannot be edited'],
  ])('refuses the %s phase with the spec reason', (orderPhase, reason) => {
    expect(canEditOrder({ orderPhase, paidAmount: 0 })).toEqual({ editable: false, reason });
    // The phase is named even when money was paid.
    expect(canEditOrder({ orderPhase, paidAmount: 500 })).toEqual({ editable: false, reason });
  });

  it('refuses an order with a payment, in draft or confirmed', () => {
    for (const orderPhase of ['draft', 'confirmed']) {
      expect(canEditOrder({ orderPhase, paidAmount: 1 })).toEqual({
        editable: false,
        reason: 'Order has payment and cannot be edited. Refund payment first.',
      });
    }
    expect(canEditOrder({ orderPhase: 'draft', paidAmount: 0.01 }).editable).toBe(false);
  });

  it('refuses an order flagged not editable with the default reason', () => {
    expect(canEditOrder({ orderPhase: 'draft', paidAmount: 0, isEditable: false })).toEqual({
      editable: false,
      reason: 'Order cannot be edited',
    });
    expect(EDIT_LOCKED_REASONS.other).toBe('Order cannot be edited');
  });
});

describe('orderPhaseDescription', () => {
  it("keeps the phase's own words while the order can be edited", () => {
    expect(orderPhaseDescription({ orderPhase: 'draft', paidAmount: 0 })).toBe(
      'Order created; items and prices can still change',
    );
    expect(orderPhaseDescription({ orderPhase: 'processing', paidAmount: 500 })).toBe(
      'The laundry is being processed',
    );
  });

  it('says why a paid or flagged draft is locked instead of promising changes', () => {
    expect(orderPhaseDescription({ orderPhase: 'draft', paidAmount: 100 })).toBe(
      'Order created; locked. Order has payment and cannot be edited. Refund payment first.',
    );
    expect(
      orderPhaseDescription({ orderPhase: 'confirmed', paidAmount: 0, isEditable: false }),
    ).toBe('Items confirmed; locked. Order cannot be edited');
  });
});
