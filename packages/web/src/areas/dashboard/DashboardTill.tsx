import { calendarDate, formatCurrency, hasPermission, type User } from '@laundry/domain';
import { Badge, Button, Card, Text } from '@laundry/ui';
import { Link } from 'react-router';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { useCurrentTill, useTillDay } from '../till';

const money = (amount: number) => formatCurrency(amount, { decimals: 2 });

/** The cashier's till: open or not, and the cash it should hold now. */
function MyTill() {
  const current = useCurrentTill();
  const report = current.data?.report;
  return (
    <Card
      title="My till"
      actions={
        <Button asChild variant="secondary" size="sm">
          <Link to="/till">{report ? 'Open the till page' : 'Open till'}</Link>
        </Button>
      }
    >
      {current.isPending ? (
        <Text tone="muted">Loading…</Text>
      ) : report ? (
        <Text as="p">
          <Badge tone="green">Open</Badge>{' '}
          {`Till #${report.session.number} · expected cash ${money(report.figures.expected)}`}
        </Text>
      ) : (
        <Text as="p">
          <Badge tone="neutral">Closed</Badge> No till is open: open it before taking cash.
        </Text>
      )}
    </Card>
  );
}

/** The owner's view of today's closes: their number and the day's variance. */
function TodaysVariance() {
  const timeZone = useBusinessTimeZone();
  const today = calendarDate(new Date(), timeZone);
  const day = useTillDay(today);
  const closed = day.data?.sessions.filter((one) => one.session.status === 'closed').length ?? 0;
  return (
    <Card
      title="Today's till variance"
      actions={
        <Button asChild variant="secondary" size="sm">
          <Link to="/till?tab=closes">See closes</Link>
        </Button>
      }
    >
      {day.data ? (
        <Text as="p">
          <strong data-testid="todays-variance">{money(day.data.totals.variance)}</strong>
          {` across ${closed} ${closed === 1 ? 'close' : 'closes'} of ${day.data.sessions.length} ${day.data.sessions.length === 1 ? 'till' : 'tills'}`}
        </Text>
      ) : (
        <Text tone="muted">{day.isError ? 'Failed to load the closes' : 'Loading…'}</Text>
      )}
    </Card>
  );
}

/** The till on the dashboard (issue 23): the cashier's own, and the owner's day. */
export function DashboardTill({ user }: { user: User }) {
  if (!hasPermission(user, 'till', 'read')) return null;
  return hasPermission(user, 'till', 'manage') ? <TodaysVariance /> : <MyTill />;
}
