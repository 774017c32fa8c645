import { type Customer, formatCount, formatCurrency, formatPhone } from '@laundry/domain';
import { type DataTableColumn, Tile } from '@laundry/ui';
import { BusinessDate } from '../../app/businessTimeZone';
import { actionsColumn } from '../../app/lists/actionsColumn';
import * as cells from '../../app/lists/cells.css';
import { PersonCell } from '../../app/lists/PersonCell';
import { type CustomerActionHandlers, CustomerActionsMenu } from './CustomerActionsMenu';
import * as styles from './customers.css';
import { CustomerAvatar, type CustomerPermissions, CustomerTypeBadge, TierBadge } from './display';

const points = formatCount;

function CustomerName({ customer, size }: { customer: Customer; size?: 'sm' }) {
  return (
    <PersonCell
      avatar={<CustomerAvatar name={customer.fullName} size={size} />}
      to={`/customers/${customer._id}`}
      name={customer.fullName}
      detail={formatPhone(customer.phoneNumber)}
    />
  );
}

/**
 * The table's columns. The name and the actions always show (pinned); the others give way as the
 * card narrows, the least needed first: orders, e-mail, joined, spent, type, points.
 */
export function customerColumns(
  permissions: CustomerPermissions,
  handlers: CustomerActionHandlers,
): DataTableColumn<Customer>[] {
  return [
    {
      key: 'fullName',
      header: 'Customer',
      sortable: true,
      pin: 'start',
      minWidth: 220,
      cell: (customer) => <CustomerName customer={customer} size="sm" />,
    },
    {
      key: 'email',
      header: 'Email',
      priority: 6,
      minWidth: 200,
      truncate: true,
      maxWidth: 220,
      cell: (customer) => customer.email ?? <span className={cells.muted}>—</span>,
    },
    {
      key: 'type',
      header: 'Type',
      priority: 3,
      minWidth: 130,
      cell: (customer) => (
        <div className={cells.cellStack}>
          <CustomerTypeBadge customer={customer} />
          {customer.isStudent && customer.campusId ? (
            <span className={cells.muted}>{customer.campusId}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'loyaltyPoints',
      header: 'Loyalty',
      sortable: true,
      priority: 2,
      minWidth: 150,
      cell: (customer) => (
        <span className={styles.inlineFigures}>
          <span>{points(customer.loyaltyPoints)}</span>
          <TierBadge points={customer.loyaltyPoints} />
        </span>
      ),
    },
    {
      key: 'totalOrders',
      header: 'Orders',
      align: 'end',
      priority: 7,
      minWidth: 90,
      cell: (customer) => <span className={cells.figure}>{customer.totalOrders}</span>,
    },
    {
      key: 'totalSpent',
      header: 'Total spent',
      align: 'end',
      sortable: true,
      priority: 4,
      minWidth: 130,
      cell: (customer) => (
        <span className={cells.figure}>{formatCurrency(customer.totalSpent)}</span>
      ),
    },
    {
      key: 'createdAt',
      header: 'Joined',
      sortable: true,
      priority: 5,
      minWidth: 120,
      cell: (customer) => <BusinessDate value={customer.createdAt} />,
    },
    actionsColumn((customer) => (
      <CustomerActionsMenu customer={customer} permissions={permissions} {...handlers} />
    )),
  ];
}

/** A customer as a card of the grid view. */
export function CustomerTile({
  customer,
  permissions,
  handlers,
}: {
  customer: Customer;
  permissions: CustomerPermissions;
  handlers: CustomerActionHandlers;
}) {
  return (
    <Tile
      title={<CustomerName customer={customer} />}
      actions={<CustomerActionsMenu customer={customer} permissions={permissions} {...handlers} />}
    >
      <div className={cells.badges}>
        <CustomerTypeBadge customer={customer} />
        <TierBadge points={customer.loyaltyPoints} />
      </div>
      {customer.email ? <span className={cells.muted}>{customer.email}</span> : null}
      <dl className={styles.tileFigures}>
        <div className={styles.tileFigure}>
          <dt className={styles.tileFigureLabel}>Points</dt>
          <dd className={styles.tileFigureValue}>{points(customer.loyaltyPoints)}</dd>
        </div>
        <div className={styles.tileFigure}>
          <dt className={styles.tileFigureLabel}>Orders</dt>
          <dd className={styles.tileFigureValue}>{customer.totalOrders}</dd>
        </div>
        <div className={styles.tileFigure}>
          <dt className={styles.tileFigureLabel}>Spent</dt>
          <dd className={styles.tileFigureValue}>{formatCurrency(customer.totalSpent)}</dd>
        </div>
      </dl>
    </Tile>
  );
}
