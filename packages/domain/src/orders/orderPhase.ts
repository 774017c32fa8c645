import { normalizeOrderStatus, type OrderTone } from './orderStatus';

/** The order's phase (spec part 2 §4): draft when missing. */
export const orderPhases = ['draft', 'confirmed', 'processing', 'completed', 'cancelled'] as const;
export type OrderPhase = (typeof orderPhases)[number];

export const ORDER_PHASE_LABELS: Record<OrderPhase, string> = {
  draft: 'Draft',
  confirmed: 'Confirmed',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The phase badge's description on the order detail header. */
export const ORDER_PHASE_DESCRIPTIONS: Record<OrderPhase, string> = {
  draft: 'Order created; items and prices can still change',
  confirmed: 'Items confirmed; the order can be edited until it is paid',
  processing: 'The laundry is being processed',
  completed: 'All services are complete',
  cancelled: 'The order was cancelled',
};

export const ORDER_PHASE_TONES: Record<OrderPhase, OrderTone> = {
  draft: 'grey',
  confirmed: 'blue',
  processing: 'amber',
  completed: 'green',
  cancelled: 'red',
};

/** The phase of a stored value; a missing or unknown one is draft, as the spec says. */
export function orderPhaseOf(value: string | null | undefined): OrderPhase {
  // Stryker disable next-line StringLiteral: no phase is the fallback string, whatever it is
  return (orderPhases as readonly string[]).includes(value ?? '') ? (value as OrderPhase) : 'draft';
}

/**
 * The phase an order is in after moving to a status: the operations are processing, complete,
 * deliver and the two handovers (collected, delivered) are completed, cancelled is cancelled; pickup and received keep the phase the order had
 * (draft until its items are confirmed, then confirmed).
 */
export function phaseAfterStatus(
  status: string,
  currentPhase: string | null | undefined,
): OrderPhase {
  const canonical = normalizeOrderStatus(status);
  switch (canonical) {
    case 'washing':
    case 'drying':
    case 'ironing':
    case 'dry_cleaning':
    case 'folding':
      return 'processing';
    case 'complete':
    case 'collected':
    case 'deliver':
    case 'delivered':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    default: {
      const phase = orderPhaseOf(currentPhase);
      return phase === 'confirmed' ? 'confirmed' : 'draft';
    }
  }
}
