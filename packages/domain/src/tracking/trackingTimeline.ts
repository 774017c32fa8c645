import { normalizeOrderStatus, type OrderStatus } from '../orders';
import type { TrackingStep } from './trackingSchemas';

/** The steps a customer sees, in order: fewer than the shop's statuses, in the customer's words. */
const STAGES = {
  pickup: 'Waiting for pickup',
  received: 'Received at the shop',
  cleaning: 'Being cleaned',
  ready: 'Ready',
  delivery: 'Out for delivery',
  collected: 'Collected',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const;
type Stage = keyof typeof STAGES;

const stageOf: Record<OrderStatus, Stage> = {
  pickup: 'pickup',
  received: 'received',
  washing: 'cleaning',
  drying: 'cleaning',
  ironing: 'cleaning',
  dry_cleaning: 'cleaning',
  folding: 'cleaning',
  complete: 'ready',
  collected: 'collected',
  deliver: 'delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export interface TimelineOrder {
  status: string;
  createdAt: string;
  pickupRequired: boolean;
  deliveryRequired: boolean;
}

/** A recorded status move (the order's status history), oldest first. */
export interface TimelineMove {
  to: string;
  at: string;
}

/**
 * The public timeline of an order: its path (pickup when the shop collects, delivery when it
 * delivers), each step with the time the order first reached it and whether it is done, the
 * current one, or still to come. A cancelled order shows the steps it went through, then
 * Cancelled. Pure: the server calls it with the stored history.
 */
export function trackingTimeline(
  order: TimelineOrder,
  moves: readonly TimelineMove[],
): TrackingStep[] {
  const status = normalizeOrderStatus(order.status) ?? 'received';
  const path: Stage[] = [
    ...(order.pickupRequired ? (['pickup'] as const) : []),
    'received',
    'cleaning',
    'ready',
    // The last step is the handover (decision 025): delivered to the door, or collected here.
    ...(order.deliveryRequired || status === 'deliver' || status === 'delivered'
      ? (['delivery', 'delivered'] as const)
      : (['collected'] as const)),
  ];
  const reached = new Map<Stage, string>([[path[0] ?? 'received', order.createdAt]]);
  for (const move of moves) {
    const to = normalizeOrderStatus(move.to);
    if (to && !reached.has(stageOf[to])) reached.set(stageOf[to], move.at);
  }

  if (status === 'cancelled') {
    const before = path.filter((stage) => reached.has(stage) && stage !== 'cancelled');
    return [
      ...before.map((stage) => step(stage, reached.get(stage) ?? null, 'done')),
      step('cancelled', reached.get('cancelled') ?? null, 'current'),
    ];
  }
  const current = path.indexOf(stageOf[status]);
  // Once handed over there is nothing left to wait for: every step is done.
  const finished = status === 'collected' || status === 'delivered';
  return path.map((stage, index) =>
    step(
      stage,
      index <= current ? (reached.get(stage) ?? null) : null,
      index < current || finished ? 'done' : index === current ? 'current' : 'upcoming',
    ),
  );
}

function step(stage: Stage, at: string | null, state: TrackingStep['state']): TrackingStep {
  return { key: stage, label: STAGES[stage], at, state };
}
