import { ORDER_PHASE_DESCRIPTIONS, orderPhaseOf } from './orderPhase';

/** The edit-locked reasons of spec part 2 §8, word for word. */
export const EDIT_LOCKED_REASONS = {
  processing: 'Order is being processed and cannot be edited',
  completed: 'Order is completed and cannot be edited',
  cancelled: 'Order is cancelled and cannot be edited',
  paid: 'Order has payment and cannot be edited. Refund payment first.',
  other: 'Order cannot be edited',
} as const;
export type EditLockedReason = (typeof EDIT_LOCKED_REASONS)[keyof typeof EDIT_LOCKED_REASONS];

/** What the rule reads of an order; `paidAmount` in any unit, only its sign matters. */
export interface EditableOrder {
  orderPhase?: string | null;
  paidAmount: number;
  isEditable?: boolean | null;
}

export type Editability = { editable: true } | { editable: false; reason: EditLockedReason };

/**
 * Whether an order may still be edited (spec part 2 §4 'Editability'): only in the draft or
 * confirmed phase with nothing paid, and never when it is flagged not editable. The reason names
 * the first thing that blocks it: the phase, then a payment, then the flag. The server refuses an
 * edit with the reason as its message; the web shows it on the Edit Locked control.
 */
export function canEditOrder(order: EditableOrder): Editability {
  const phase = orderPhaseOf(order.orderPhase);
  if (phase === 'processing') return { editable: false, reason: EDIT_LOCKED_REASONS.processing };
  if (phase === 'completed') return { editable: false, reason: EDIT_LOCKED_REASONS.completed };
  if (phase === 'cancelled') return { editable: false, reason: EDIT_LOCKED_REASONS.cancelled };
  if (order.paidAmount > 0) return { editable: false, reason: EDIT_LOCKED_REASONS.paid };
  if (order.isEditable === false) return { editable: false, reason: EDIT_LOCKED_REASONS.other };
  return { editable: true };
}

/** How a draft or confirmed order's header starts once the editability rule locks it anyway. */
export const LOCKED_PHASE_PREFIXES = {
  draft: 'Order created; locked. ',
  confirmed: 'Items confirmed; locked. ',
} as const;

/**
 * The header's line under the phase badge (issue 26 point 8): the phase's own description, unless
 * the phase promises changes the editability rule refuses — then the rule's reason, so a paid
 * draft does not say "items and prices can still change" beside Edit Locked.
 */
export function orderPhaseDescription(order: EditableOrder): string {
  const phase = orderPhaseOf(order.orderPhase);
  const editability = canEditOrder(order);
  if (editability.editable || (phase !== 'draft' && phase !== 'confirmed')) {
    return ORDER_PHASE_DESCRIPTIONS[phase];
  }
  return `${LOCKED_PHASE_PREFIXES[phase]}${editability.reason}`;
}
