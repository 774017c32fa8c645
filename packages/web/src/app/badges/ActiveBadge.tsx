import { Badge } from '@laundry/ui';
import { CircleCheck, CircleOff } from 'lucide-react';

/** Whether an account or a service is in use: Active (green) or Inactive (grey). */
export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge tone="green" icon={<CircleCheck />}>
      Active
    </Badge>
  ) : (
    <Badge tone="grey" icon={<CircleOff />}>
      Inactive
    </Badge>
  );
}
