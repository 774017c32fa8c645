import { type OutboxState, outboxStateLabels } from '@laundry/domain';
import { Badge } from '@laundry/ui';

const tones = { sent: 'green', waiting: 'amber', failed: 'red' } as const;

/** Sent (green), not sent because no mail service is set up (amber), refused (red). */
export function OutboxStateBadge({ state }: { state: OutboxState }) {
  return (
    <Badge tone={tones[state]} size="sm" dot>
      {outboxStateLabels[state]}
    </Badge>
  );
}
