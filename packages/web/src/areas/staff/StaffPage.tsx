import { employmentTypeLabels, staffMessages, staffStatusLabels } from '@laundry/domain';
import { Alert, Button, Card, Heading, ProgressBar, StatCard, Tabs, Text } from '@laundry/ui';
import { CalendarPlus, Plane, UserCheck, UserPlus, Users } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import { useStaffStats } from './queries';
import { StaffDirectory } from './StaffDirectory';
import * as styles from './staff.css';

const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-US');

/** The four cards (spec §2.9): Total Staff, Active, Recent Hires (30 days), On Leave. */
function StaffStatCards() {
  const stats = useStaffStats();
  if (stats.isError) {
    return <Alert tone="danger">{errorMessage(stats.error, staffMessages.statsFailed)}</Alert>;
  }
  const overview = stats.data?.overview;
  const loading = stats.isPending;
  return (
    <section className={styles.stats} aria-label="Staff statistics">
      <StatCard
        label="Total Staff"
        value={count(overview?.totalStaff)}
        icon={<Users />}
        tone="primary"
        loading={loading}
      />
      <StatCard
        label="Active"
        value={count(overview?.activeStaff)}
        icon={<UserCheck />}
        tone="green"
        loading={loading}
      />
      <StatCard
        label="Recent Hires"
        value={count(overview?.recentHires)}
        hint="Last 30 days"
        icon={<CalendarPlus />}
        tone="purple"
        loading={loading}
      />
      <StatCard
        label="On Leave"
        value={count(overview?.onLeave)}
        icon={<Plane />}
        tone="amber"
        loading={loading}
      />
    </section>
  );
}

/** The Analytics tab: attendance of the last 30 days and the breakdowns by type and status. */
function StaffAnalyticsTab() {
  const stats = useStaffStats();
  if (stats.isError) {
    return <Alert tone="danger">{errorMessage(stats.error, staffMessages.statsFailed)}</Alert>;
  }
  if (!stats.data) return null;
  const { overview, averageAttendanceRate, employmentTypeBreakdown, statusBreakdown } = stats.data;
  const share = (value: number) => (overview.totalStaff ? (value / overview.totalStaff) * 100 : 0);
  return (
    <div className={styles.breakdown}>
      <Card title="Attendance (last 30 days)" headingLevel={2}>
        <ProgressBar label="Average attendance rate" value={averageAttendanceRate} />
        <Text tone="muted">{averageAttendanceRate}% of recorded days attended</Text>
      </Card>
      <Card title="By employment type" headingLevel={2}>
        <ul className={styles.plainList}>
          {Object.entries(employmentTypeBreakdown).map(([type, value]) => (
            <li key={type}>
              <ProgressBar
                label={`${employmentTypeLabels[type as keyof typeof employmentTypeLabels]}: ${value}`}
                value={share(value)}
              />
            </li>
          ))}
        </ul>
      </Card>
      <Card title="By status" headingLevel={2}>
        <ul className={styles.plainList}>
          {Object.entries(statusBreakdown).map(([status, value]) => (
            <li key={status}>
              <ProgressBar
                label={`${staffStatusLabels[status as keyof typeof staffStatusLabels]}: ${value}`}
                value={share(value)}
              />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

/** /staff (spec §2.9 'Staff management'). */
export function StaffPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'analytics' ? 'analytics' : 'list';
  return (
    <div className={styles.page}>
      <title>Staff</title>
      <header className={styles.pageHeader}>
        <div className={styles.pageTitle}>
          <Heading level={1}>Staff Management</Heading>
          <Text tone="muted">The team, their schedules, attendance, skills and training.</Text>
        </div>
        <Button asChild iconStart={<UserPlus />}>
          <Link to="/staff/new">Add Staff</Link>
        </Button>
      </header>
      <StaffStatCards />
      <Tabs.Root
        value={tab}
        onValueChange={(next) => {
          const out = new URLSearchParams(params);
          if (next === 'list') out.delete('tab');
          else out.set('tab', next);
          setParams(out);
        }}
      >
        <Tabs.List aria-label="Staff management">
          <Tabs.Trigger value="list">Staff List</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="list">
          <div className={styles.tabBody}>
            <StaffDirectory />
          </div>
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <div className={styles.tabBody}>
            <StaffAnalyticsTab />
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
