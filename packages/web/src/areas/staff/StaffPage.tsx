import { staffMessages } from '@laundry/domain';
import { Button } from '@laundry/ui';
import { CalendarPlus, Plane, UserCheck, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ManagementPage } from '../../app/pages/ManagementPage';
import { StatCards, statCount } from '../../app/pages/StatCards';
import { useStaffStats } from './queries';
import { StaffAnalyticsTab } from './StaffAnalyticsTab';
import { StaffDirectory } from './StaffDirectory';

/** The four cards (spec §2.9): Total Staff, Active, Recent Hires (30 days), On Leave. */
function StaffStatCards() {
  const stats = useStaffStats();
  const overview = stats.data?.overview;
  return (
    <StatCards
      label="Staff statistics"
      status={stats}
      failureMessage={staffMessages.statsFailed}
      items={[
        {
          label: 'Total Staff',
          value: statCount(overview?.totalStaff),
          icon: <Users />,
          tone: 'primary',
        },
        {
          label: 'Active',
          value: statCount(overview?.activeStaff),
          icon: <UserCheck />,
          tone: 'green',
        },
        {
          label: 'Recent Hires',
          value: statCount(overview?.recentHires),
          hint: 'Last 30 days',
          icon: <CalendarPlus />,
          tone: 'purple',
        },
        {
          label: 'On Leave',
          value: statCount(overview?.onLeave),
          icon: <Plane />,
          tone: 'amber',
        },
      ]}
    />
  );
}

/** /staff (spec §2.9 'Staff management'). */
export function StaffPage() {
  return (
    <ManagementPage
      documentTitle="Staff"
      title="Staff Management"
      description="The team, their schedules, attendance, skills and training."
      actions={
        <Button asChild iconStart={<UserPlus />}>
          <Link to="/staff/new">Add Staff</Link>
        </Button>
      }
      stats={<StaffStatCards />}
      tabsLabel="Staff management"
      tabs={[
        { value: 'list', label: 'Staff List', content: <StaffDirectory /> },
        { value: 'analytics', label: 'Analytics', content: <StaffAnalyticsTab /> },
      ]}
    />
  );
}
