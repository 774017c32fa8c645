import { and, assertEvent, assign, not, setup, transition } from 'xstate';
import { centsToRupees, formatCurrency, rupeesToCents } from '../money';
import {
  PAYMENT_AMOUNT_MESSAGES,
  type PaymentStatus,
  paymentAmountRefusal,
  paymentStatusOf,
} from '../payments';
import { balanceDueCents } from './balanceDue';
import { canEditOrder } from './canEditOrder';
import type { Order } from './order';
import { type OrderPhase, orderPhaseOf, orderPhases, phaseAfterStatus } from './orderPhase';
import {
  normalizeOrderStatus,
  type OrderStatus,
  orderStatuses,
  orderStatusLabel,
} from './orderStatus';
import { allowedStatuses, canConfirmItems, type StatusOrder } from './statusMoves';

/**
 * One machine for an order after it is taken (spec part 2 §4): its phase, its payment state and
 * whether it may still be edited, as three parallel regions over one context. Nothing runs it as
 * a long-lived actor: the server and the web resolve a snapshot from the stored order
 * ({@link orderLifecycleOf}) and ask it — `can` for what may be offered, XState's pure
 * `transition` for what a move leaves behind. The status panel, the Edit Locked reason and the
 * server's 409 therefore read the same guards, and each refusal's message comes from the same
 * function as the guard that refuses.
 */

/** What the lifecycle reads of an order; amounts in integer cents. */
export interface LifecycleOrder extends StatusOrder {
  totalCents: number;
  paidCents: number;
  isEditable?: boolean | null;
}

export type LifecycleEvent =
  | { type: 'status.move'; status: string }
  | { type: 'items.confirm' }
  /** A payment of `amountCents`, after `extrasCents` of extra items join the order. */
  | { type: 'payment.record'; amountCents: number; extrasCents?: number }
  | { type: 'order.edit' }
  /** Deleting the order for good (admin only; the permission is checked apart). */
  | { type: 'order.delete' };

export const LIFECYCLE_MESSAGES = {
  cancelledStatus: 'A cancelled order cannot change status',
  unknownStatus: 'Please select a status',
  notConfirmable:
    'Items can be confirmed only once, on a pickup order that is picked up or received',
  cancelledNoPayment: 'A cancelled order cannot take a payment',
  nothingDue: 'This order is already paid in full',
  positiveAmount: PAYMENT_AMOUNT_MESSAGES.positiveAmount,
  // The spec's "Refund payment first." (part 2 §8): received money leaves only through a refund.
  paidNoCancel: 'Order has payment and cannot be cancelled. Refund payment first.',
  paidNoDelete: 'Order has payment and cannot be deleted. Refund payment first.',
} as const;

/** A bag leaves the shop paid: the handover takes what is due first (decision 025). */
const dueBeforeHandover = (dueCents: number) =>
  `This order has ${lkr(dueCents)} due: take the payment before handing it over`;

/** 'LKR 1,250.00': the amount due, to the cent, in the refusal. */
const lkr = (cents: number) => formatCurrency(centsToRupees(cents), { decimals: 2 });

const moveMessage = (from: string, to: string) =>
  `This order cannot move from ${orderStatusLabel(from)} to ${orderStatusLabel(to)}`;

/** Why a move is refused, or null when the rules allow it. The machine's guards are these. */
function refusalOf(order: LifecycleOrder, event: LifecycleEvent): string | null {
  switch (event.type) {
    case 'status.move': {
      const next = normalizeOrderStatus(event.status);
      if (!next) return LIFECYCLE_MESSAGES.unknownStatus;
      const current = normalizeOrderStatus(order.status);
      if (next === 'cancelled' && current !== 'cancelled' && order.paidCents > 0)
        return LIFECYCLE_MESSAGES.paidNoCancel;
      if (next === 'collected' && current !== 'collected') {
        const dueCents = balanceDueCents({
          status: order.status,
          totalCents: order.totalCents,
          paidCents: order.paidCents,
        });
        if (dueCents > 0) return dueBeforeHandover(dueCents);
      }
      if (allowedStatuses(order).includes(next)) return null;
      return current === 'cancelled'
        ? LIFECYCLE_MESSAGES.cancelledStatus
        : moveMessage(order.status, next);
    }
    case 'items.confirm':
      return canConfirmItems(order) ? null : LIFECYCLE_MESSAGES.notConfirmable;
    case 'payment.record': {
      if (normalizeOrderStatus(order.status) === 'cancelled')
        return LIFECYCLE_MESSAGES.cancelledNoPayment;
      const dueCents = balanceDueCents({
        status: order.status,
        totalCents: order.totalCents + (event.extrasCents ?? 0),
        paidCents: order.paidCents,
      });
      if (dueCents <= 0) return LIFECYCLE_MESSAGES.nothingDue;
      return paymentAmountRefusal(event.amountCents, dueCents);
    }
    case 'order.edit': {
      const editability = editabilityOf(order);
      return editability.editable ? null : editability.reason;
    }
    case 'order.delete':
      return order.paidCents > 0 ? LIFECYCLE_MESSAGES.paidNoDelete : null;
  }
}

const editabilityOf = (order: LifecycleOrder) =>
  canEditOrder({
    orderPhase: order.orderPhase,
    paidAmount: order.paidCents,
    isEditable: order.isEditable,
  });

const paymentOf = (order: LifecycleOrder): PaymentStatus =>
  paymentStatusOf(order.totalCents, order.paidCents);

export const orderLifecycleMachine = setup({
  types: {
    context: {} as LifecycleOrder,
    events: {} as LifecycleEvent,
    input: {} as LifecycleOrder,
  },
  guards: {
    allowed: ({ context, event }) => refusalOf(context, event) === null,
    /** The move's status puts the order in `phase` (§4 'phase follows the status'). */
    leadsTo: ({ context, event }, params: { phase: OrderPhase }) => {
      assertEvent(event, 'status.move');
      return phaseAfterStatus(event.status, context.orderPhase) === params.phase;
    },
    editable: ({ context }) => editabilityOf(context).editable,
    paymentIs: ({ context }, params: { status: PaymentStatus }) =>
      paymentOf(context) === params.status,
  },
  actions: {
    // The row goes away with the order: the machine has nothing left to keep. Named, so the move
    // counts as one the machine can make (`can` ignores a transition with no target or action).
    removeOrder: () => undefined,
    moveStatus: assign(({ context, event }) => {
      assertEvent(event, 'status.move');
      const status = normalizeOrderStatus(event.status) ?? context.status;
      return { status, orderPhase: phaseAfterStatus(status, context.orderPhase) };
    }),
    // The shop has the clothes once it counts them: a pickup order is received (issue 26).
    confirmItems: assign(({ context }) => ({
      itemsConfirmed: true,
      orderPhase: 'confirmed' as const,
      status: normalizeOrderStatus(context.status) === 'pickup' ? 'received' : context.status,
    })),
    recordPayment: assign(({ context, event }) => {
      assertEvent(event, 'payment.record');
      return {
        totalCents: context.totalCents + (event.extrasCents ?? 0),
        paidCents: context.paidCents + event.amountCents,
      };
    }),
  },
}).createMachine({
  id: 'orderLifecycle',
  type: 'parallel',
  context: ({ input }) => input,
  on: {
    'payment.record': { guard: 'allowed', actions: 'recordPayment' },
    'order.delete': { guard: 'allowed', actions: 'removeOrder' },
  },
  states: {
    phase: {
      initial: 'draft',
      on: {
        'status.move': orderPhases.map((phase) => ({
          guard: and(['allowed', { type: 'leadsTo', params: { phase } }]),
          target: `.${phase}`,
          actions: 'moveStatus',
        })),
        'items.confirm': { guard: 'allowed', target: '.confirmed', actions: 'confirmItems' },
      },
      states: { draft: {}, confirmed: {}, processing: {}, completed: {}, cancelled: {} },
    },
    // Derived from the amounts: a payment (or extra items) moves it on its own.
    payment: {
      initial: 'unpaid',
      states: {
        unpaid: {
          always: [
            { guard: { type: 'paymentIs', params: { status: 'partial' } }, target: 'partial' },
            { guard: { type: 'paymentIs', params: { status: 'paid' } }, target: 'paid' },
          ],
        },
        partial: {
          always: [
            { guard: { type: 'paymentIs', params: { status: 'paid' } }, target: 'paid' },
            { guard: { type: 'paymentIs', params: { status: 'unpaid' } }, target: 'unpaid' },
          ],
        },
        paid: {
          always: [
            { guard: { type: 'paymentIs', params: { status: 'partial' } }, target: 'partial' },
            { guard: { type: 'paymentIs', params: { status: 'unpaid' } }, target: 'unpaid' },
          ],
        },
      },
    },
    // Derived from the phase, the payments and the flag (§4 'Editability').
    editing: {
      initial: 'open',
      states: {
        open: {
          always: { guard: not('editable'), target: 'locked' },
          on: { 'order.edit': { target: 'open' } },
        },
        locked: { always: { guard: 'editable', target: 'open' } },
      },
    },
  },
});

/** The machine's snapshot for a stored order, without running an actor. */
export function orderLifecycleOf(order: LifecycleOrder) {
  return orderLifecycleMachine.resolveState({
    value: {
      phase: orderPhaseOf(order.orderPhase),
      payment: paymentOf(order),
      editing: editabilityOf(order).editable ? 'open' : 'locked',
    },
    context: order,
  });
}

/** Whether the rules allow `event` on the order. */
export function lifecycleAllows(order: LifecycleOrder, event: LifecycleEvent): boolean {
  return orderLifecycleOf(order).can(event);
}

/** The message the server refuses `event` with (409), or null when the machine allows it. */
export function lifecycleRefusal(order: LifecycleOrder, event: LifecycleEvent): string | null {
  if (orderLifecycleOf(order).can(event)) return null;
  return refusalOf(order, event) ?? moveMessage(order.status, order.status);
}

/** The order after `event` (phase, status, amounts), by XState's pure transition function. */
export function lifecycleAfter(order: LifecycleOrder, event: LifecycleEvent): LifecycleOrder {
  const [next] = transition(orderLifecycleMachine, orderLifecycleOf(order), event);
  return next.context;
}

/** The statuses the Update Status dialog offers: those the machine accepts a move to. */
export function offeredMoves(order: LifecycleOrder): OrderStatus[] {
  const snapshot = orderLifecycleOf(order);
  return orderStatuses.filter((status) => snapshot.can({ type: 'status.move', status }));
}

/** An order as the API answers it (amounts in rupees), as the machine reads it. */
export function lifecycleOrderFromApi(order: Order): LifecycleOrder {
  return {
    status: order.status,
    orderPhase: order.orderPhase,
    pickupRequired: order.pickupRequired,
    deliveryRequired: order.deliveryRequired,
    itemsConfirmed: order.itemsConfirmed,
    isEditable: order.isEditable,
    totalCents: rupeesToCents(order.totalAmount),
    paidCents: rupeesToCents(order.paidAmount),
    items: order.items,
  };
}
