import type { Order } from '@laundry/domain';
import { Card } from '@laundry/ui';

/** The Status Management tab (spec part 2 §2.4). */
export function StatusPanel({ order }: { order: Order }) {
  return <Card title="Current Status">{order.status}</Card>;
}
