import { describe, expect, it } from 'vitest';
import { paymentStatusOf } from '../payments';
import { ORDER_PHASE_LABELS, orderPhaseOf, orderPhases, phaseAfterStatus } from './orderPhase';

describe('order phase', () => {
  it('reads a missing or unknown phase as draft', () => {
    expect(orderPhaseOf(undefined)).toBe('draft');
    expect(orderPhaseOf('weird')).toBe('draft');
    for (const phase of orderPhases) expect(orderPhaseOf(phase)).toBe(phase);
    expect(Object.values(ORDER_PHASE_LABELS)).toEqual([
      'Draft',
      'Confirmed',
      'Processing',
      'Completed',
      'Cancelled',
    ]);
  });

  it('follows the status', () => {
    expect(phaseAfterStatus('washing', 'draft')).toBe('processing');
    expect(phaseAfterStatus('folding', 'confirmed')).toBe('processing');
    for (const operation of ['drying', 'ironing', 'dry_cleaning']) {
      expect(phaseAfterStatus(operation, 'confirmed')).toBe('processing');
    }
    expect(phaseAfterStatus('complete', 'processing')).toBe('completed');
    expect(phaseAfterStatus('deliver', 'processing')).toBe('completed');
    expect(phaseAfterStatus('cancelled', 'draft')).toBe('cancelled');
    expect(phaseAfterStatus('received', 'confirmed')).toBe('confirmed');
    expect(phaseAfterStatus('received', 'draft')).toBe('draft');
    expect(phaseAfterStatus('pickup', undefined)).toBe('draft');
    expect(phaseAfterStatus('received', 'processing')).toBe('draft');
  });
});

describe('paymentStatusOf', () => {
  it('derives unpaid, partial and paid from the amounts', () => {
    expect(paymentStatusOf(1000, 0)).toBe('unpaid');
    expect(paymentStatusOf(1000, 1)).toBe('partial');
    expect(paymentStatusOf(1000, 999)).toBe('partial');
    expect(paymentStatusOf(1000, 1000)).toBe('paid');
    expect(paymentStatusOf(0, 0)).toBe('paid');
  });
});
