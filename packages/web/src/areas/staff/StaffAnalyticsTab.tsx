import {
  employmentTypeLabels,
  sharePercent,
  staffMessages,
  staffStatusLabels,
} from '@laundry/domain';
import { Card, ProgressBar, Spinner, Text } from '@laundry/ui';
import { QueryFailure } from '../../app/QueryState';
import { useStaffStats } from './queries';
import * as styles from './staff.css';

/** One breakdown as bars: each label with its count and its share of the whole staff. */
function Shares({ counts, total }: { counts: [label: string, count: number][]; total: number }) {
  return (
    <ul className={styles.plainList}>
      {counts.map(([label, count]) => (
        <li key={label}>
          <ProgressBar label={`${label}: ${count}`} value={sharePercent(count, total)} />
        </li>
      ))}
    </ul>
  );
}

/** The Analytics tab: attendance of the last 30 days and the breakdowns by type and status. */
export function StaffAnalyticsTab() {
  const stats = useStaffStats();
  if (stats.isPending) return <Spinner label="Loading analytics..." />;
  if (stats.isError) return <QueryFailure query={stats} fallback={staffMessages.statsFailed} />;
  const { overview, averageAttendanceRate, employmentTypeBreakdown, statusBreakdown } = stats.data;
  return (
    <div className={styles.breakdown}>
      <Card title="Attendance (last 30 days)" headingLevel={2}>
        <ProgressBar label="Average attendance rate" value={averageAttendanceRate} />
        <Text tone="muted">{averageAttendanceRate}% of recorded days attended</Text>
      </Card>
      <Card title="By employment type" headingLevel={2}>
        <Shares
          total={overview.totalStaff}
          counts={Object.entries(employmentTypeBreakdown).map(([type, count]) => [
            employmentTypeLabels[type as keyof typeof employmentTypeLabels],
            count,
          ])}
        />
      </Card>
      <Card title="By status" headingLevel={2}>
        <Shares
          total={overview.totalStaff}
          counts={Object.entries(statusBreakdown).map(([status, count]) => [
            staffStatusLabels[status as keyof typeof staffStatusLabels],
            count,
          ])}
        />
      </Card>
    </div>
  );
}
