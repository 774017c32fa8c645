import { userMessages } from '@laundry/domain';
import { Card, DataTable, type DataTableColumn, Spinner } from '@laundry/ui';
import { PieChart } from '@laundry/ui/charts';
import { QueryFailure } from '../../app/QueryState';
import { useUserStats } from './queries';
import * as styles from './users.css';

interface RoleRow {
  role: string;
  total: number;
  active: number;
  inactive: number;
}

const columns: DataTableColumn<RoleRow>[] = [
  { key: 'role', header: 'Role', cell: (row) => row.role },
  { key: 'total', header: 'Total', align: 'end', cell: (row) => row.total },
  { key: 'active', header: 'Active', align: 'end', cell: (row) => row.active },
  { key: 'inactive', header: 'Inactive', align: 'end', cell: (row) => row.inactive },
];

/**
 * The Analytics tab (its content is not in the spec): what GET /users/stats knows, the split by
 * role and by status, as charts and as a table. A separate chunk: victory loads only here.
 */
export default function UserAnalytics() {
  const stats = useUserStats();
  if (stats.isPending) return <Spinner label="Loading statistics..." />;
  if (stats.isError) {
    return <QueryFailure query={stats} fallback={userMessages.fetchStatsFailed} />;
  }
  const { total, active, inactive, byRole } = stats.data;
  const rows: RoleRow[] = [
    { role: 'Admin', ...byRole.admin },
    { role: 'Cashier', ...byRole.cashier },
    { role: 'All users', total, active, inactive },
  ];
  return (
    <div className={styles.analytics}>
      <Card title="Accounts by Role" headingLevel={2}>
        <PieChart
          label="Accounts by role"
          height={240}
          data={[
            { x: 'Admins', y: byRole.admin.total, color: 'purple' },
            { x: 'Cashiers', y: byRole.cashier.total, color: 'blue' },
          ]}
          centerValue={total}
          centerLabel="users"
          emptyMessage="No users yet"
        />
      </Card>
      <Card title="Account Status" headingLevel={2}>
        <PieChart
          label="Accounts by status"
          height={240}
          data={[
            { x: 'Active', y: active, color: 'green' },
            { x: 'Inactive', y: inactive, color: 'grey' },
          ]}
          centerValue={active}
          centerLabel="active"
          emptyMessage="No users yet"
        />
      </Card>
      <div className={styles.wide}>
        <Card title="Role and Status" headingLevel={2} padding="none">
          <DataTable
            caption="Users by role and status"
            columns={columns}
            rows={rows}
            getRowId={(row) => row.role}
          />
        </Card>
      </div>
    </div>
  );
}
