import {
  formatCurrency,
  formatPhone,
  ORDER_PHASE_TONES,
  type OrderSummary,
  orderBalanceLine,
  orderPhaseOf,
  orderStatusTone,
} from '@laundry/domain';
import { Badge, type DataTableColumn } from '@laundry/ui';
import { Link } from 'react-router';
import { BusinessDate } from '../../app/businessTimeZone';
import * as cells from '../../app/lists/cells.css';
import { type OrderRowActionHandlers, OrderRowActions } from './OrderListRowActions';
import {
  orderCustomerName,
  orderPhaseLabel,
  orderServiceLabels,
  orderStatusText,
} from './orderListDisplay';
import * as styles from './orders.css';

export function OrderStatusBadges({ order }: { order: OrderSummary }) {
  return (
    <div className={cells.badges}>
      <Badge tone={ORDER_PHASE_TONES[orderPhaseOf(order.orderPhase)]} size="sm">
        {orderPhaseLabel(order)}
      </Badge>
      {/* A cancelled order's phase and status say the same word: once is enough. */}
      {orderStatusText(order) !== orderPhaseLabel(order) ? (
        <Badge tone={orderStatusTone(order.status)} size="sm">
          {orderStatusText(order)}
        </Badge>
      ) : null}
    </div>
  );
}

/** Total, then what is still due or '✓ Paid' (nothing for a cancelled order that took no money). */
export function OrderAmount({ order }: { order: OrderSummary }) {
  const balance = orderBalanceLine(order);
  return (
    <div className={cells.cellStack}>
      <span className={`${cells.figure} ${styles.amount}`}>
        {formatCurrency(order.totalAmount)}
      </span>
      {balance.kind === 'due' ? (
        <span className={styles.due}>{formatCurrency(balance.amount)} due</span>
      ) : balance.kind === 'paid' ? (
        <span className={styles.paid}>✓ Paid</span>
      ) : null}
    </div>
  );
}

/**
 * The table's columns (spec part 2 §2.1): Order, Customer, Status, Amount, Services, Actions. The
 * order and the actions always show; services, then the customer, give way on a narrow card.
 */
export function orderColumns(handlers: OrderRowActionHandlers): DataTableColumn<OrderSummary>[] {
  return [
    {
      key: 'createdAt',
      header: 'Order',
      sortable: true,
      pin: 'start',
      minWidth: 130,
      cell: (order) => (
        <div className={cells.personText}>
          <Link to={`/orders/${order._id}`} className={cells.nameLink}>
            {order.orderNumber}
          </Link>
          <span className={cells.muted}>
            <BusinessDate value={order.createdAt} />
          </span>
        </div>
      ),
    },
    {
      key: 'customer',
      header: 'Customer',
      priority: 3,
      // On a phone the customer and the status fold under the order number (issue 26 point 8).
      foldInto: 'createdAt',
      minWidth: 170,
      cell: (order) => {
        const phone = order.customerInfo.phone || order.customer.phoneNumber;
        return (
          <div className={cells.personText}>
            <span>{orderCustomerName(order)}</span>
            <span className={cells.muted}>{phone ? formatPhone(phone) : 'N/A'}</span>
          </div>
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      priority: 2,
      foldInto: 'createdAt',
      minWidth: 170,
      cell: (order) => <OrderStatusBadges order={order} />,
    },
    {
      key: 'totalAmount',
      header: 'Amount',
      sortable: true,
      align: 'end',
      priority: 1,
      minWidth: 120,
      cell: (order) => <OrderAmount order={order} />,
    },
    {
      key: 'services',
      header: 'Services',
      priority: 4,
      minWidth: 130,
      cell: (order) => (
        <div className={cells.badges}>
          {orderServiceLabels(order).map((label) => (
            <Badge key={label} tone={label === 'Express' ? 'amber' : 'neutral'} size="sm">
              {label}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      // The next-step button and the menu.
      width: '96px',
      minWidth: 96,
      pin: 'end',
      cell: (order) => <OrderRowActions order={order} {...handlers} />,
    },
  ];
}
