import { type Customer, customerMessages, formatDate, formatPhone } from '@laundry/domain';
import { Card, EmptyState, Skeleton } from '@laundry/ui';
import { Users } from 'lucide-react';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { QueryFailure, QueryLoading } from '../../app/QueryState';
import * as styles from './customers.css';
import { CustomerAvatar } from './display';
import { useRecentCustomers } from './queries';

/** The last 5 customers added; choosing one selects it for the quick actions. */
export function RecentCustomers({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (customer: Customer) => void;
}) {
  const timeZone = useBusinessTimeZone();
  const recent = useRecentCustomers();
  return (
    <Card title="Recent Customers" description="The last 5 added. Choose one to select it.">
      {recent.isPending ? (
        <QueryLoading label="Loading recent customers" className={styles.recentList}>
          {['a', 'b', 'c'].map((key) => (
            <div key={key} className={styles.person}>
              <Skeleton width={32} height={32} radius="full" />
              <Skeleton width="60%" />
            </div>
          ))}
        </QueryLoading>
      ) : recent.isError ? (
        <QueryFailure query={recent} fallback={customerMessages.fetchListFailed} />
      ) : recent.data.length === 0 ? (
        <EmptyState icon={<Users aria-hidden size={24} />} title="No recent customers" />
      ) : (
        <ul className={styles.recentList}>
          {recent.data.map((customer) => (
            <li key={customer._id}>
              <button
                type="button"
                className={styles.recentItem}
                aria-pressed={customer._id === selectedId}
                onClick={() => onSelect(customer)}
              >
                <CustomerAvatar name={customer.fullName} size="sm" />
                <span className={styles.personText}>
                  <span className={styles.nameLink}>{customer.fullName}</span>
                  <span className={styles.muted}>{formatPhone(customer.phoneNumber)}</span>
                </span>
                <span className={styles.recentDate}>
                  {formatDate(customer.createdAt, timeZone)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
