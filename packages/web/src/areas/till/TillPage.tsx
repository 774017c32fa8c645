import { calendarDate, hasPermission } from '@laundry/domain';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { ManagementPage } from '../../app/pages/ManagementPage';
import { useSession } from '../../app/session';
import { ClosesList } from './ClosesList';
import { TillCounter } from './TillCounter';

/**
 * /till (issue 23): the caller's own till — open, cash out, X report, count and close — and, for
 * whoever may manage tills, every close by day and cashier.
 */
export function TillPage() {
  const { user } = useSession();
  const timeZone = useBusinessTimeZone();
  const myTill = { value: 'till' as const, label: 'My till', content: <TillCounter /> };
  const closes = {
    value: 'closes' as const,
    label: 'Closes',
    content: <ClosesList today={calendarDate(new Date(), timeZone)} />,
  };
  return (
    <ManagementPage
      documentTitle="Till"
      title="Till"
      description="The cash drawer: float, cash out, X report and the day's close."
      tabsLabel="Till"
      tabs={hasPermission(user, 'till', 'manage') ? [myTill, closes] : [myTill]}
    />
  );
}
