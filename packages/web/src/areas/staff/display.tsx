import {
  employmentTypeLabels,
  initials,
  type StaffMember,
  staffFullName,
  staffStatusLabels,
  staffStatusTones,
} from '@laundry/domain';
import { Avatar, Badge } from '@laundry/ui';

export function StaffAvatar({
  member,
  size = 'md',
}: {
  member: StaffMember;
  size?: 'md' | 'lg' | 'xl';
}) {
  return <Avatar initials={initials(staffFullName(member))} size={size} />;
}

export function EmploymentStatusBadge({
  status,
}: {
  status: StaffMember['employmentInfo']['status'];
}) {
  return <Badge tone={staffStatusTones[status]}>{staffStatusLabels[status]}</Badge>;
}

export function TypeBadge({ type }: { type: StaffMember['employmentInfo']['employmentType'] }) {
  return <Badge tone="blue">{employmentTypeLabels[type]}</Badge>;
}
