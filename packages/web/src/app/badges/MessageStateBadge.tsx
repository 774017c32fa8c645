import { type OutboxState, outboxStateLabels } from '@laundry/domain';
import { Badge } from '@laundry/ui';

const tones = { sent: 'green', waiting: 'amber', failed: 'red' } as const;

/**
 * A kept message's state: sent (green); waiting — not sent yet, or to be tried again (amber);
 * failed with a reason (red). The outbox and the order's Messages tab show it.
 */
export function MessageStateBadge({ state }: { state: OutboxState }) {
  return (
    <Badge tone={tones[state]} size="sm" dot>
      {outboxStateLabels[state]}
    </Badge>
  );
}
