import { formatCurrency, formatPhone, type ReadyOrder } from '@laundry/domain';
import { Badge, Button, type DataTableColumn, Tile } from '@laundry/ui';
import { PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import * as cells from '../../../app/lists/cells.css';

/** '0 days' on the day it was finished; amber from the third day, red from the seventh. */
export function DaysWaiting({ order }: { order: ReadyOrder }) {
  const days = order.daysWaiting;
  const tone = days >= 7 ? 'red' : days >= 3 ? 'amber' : 'neutral';
  return (
    <Badge tone={tone} size="sm">
      {days === 1 ? '1 day' : `${days} days`}
    </Badge>
  );
}

/** What is still due before the bag leaves, or '✓ Paid'. */
function BalanceDue({ order }: { order: ReadyOrder }) {
  return order.balanceDue > 0 ? (
    <span className={cells.figure}>{formatCurrency(order.balanceDue)}</span>
  ) : (
    <span className={cells.muted}>✓ Paid</span>
  );
}

function HandoverButton({ order, onHandover }: { order: ReadyOrder; onHandover: () => void }) {
  return (
    <Button
      size="sm"
      iconStart={<PackageCheck />}
      aria-label={`Hand over order ${order.orderNumber}`}
      onClick={onHandover}
    >
      Hand Over
    </Button>
  );
}

const OrderLink = ({ order }: { order: ReadyOrder }) => (
  <Link to={`/orders/${order._id}`} className={cells.nameLink}>
    {order.orderNumber}
  </Link>
);

/**
 * The ready list as a table (issue 26): the order, the customer and phone, how long it waits,
 * its slot, what is due, and the handover; who and what is due stay longest as it narrows.
 */
export function readyColumns(
  onHandover: (order: ReadyOrder) => void,
): DataTableColumn<ReadyOrder>[] {
  return [
    {
      key: 'order',
      header: 'Order',
      pin: 'start',
      minWidth: 120,
      cell: (order) => <OrderLink order={order} />,
    },
    {
      key: 'customer',
      header: 'Customer',
      priority: 2,
      minWidth: 160,
      foldInto: 'order',
      cell: (order) => (
        <div className={cells.personText}>
          <span>{order.customerName}</span>
          <span className={cells.muted}>{formatPhone(order.phone)}</span>
        </div>
      ),
    },
    {
      key: 'daysWaiting',
      header: 'Waiting',
      priority: 3,
      minWidth: 90,
      foldInto: 'order',
      cell: (order) => <DaysWaiting order={order} />,
    },
    {
      key: 'shelfSlot',
      header: 'Slot',
      priority: 2,
      minWidth: 80,
      cell: (order) => order.shelfSlot ?? <span className={cells.muted}>—</span>,
    },
    {
      key: 'balanceDue',
      header: 'Balance Due',
      align: 'end',
      minWidth: 110,
      cell: (order) => <BalanceDue order={order} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      pin: 'end',
      minWidth: 120,
      cell: (order) => <HandoverButton order={order} onHandover={() => onHandover(order)} />,
    },
  ];
}

/** One waiting bag as a card (the list's card view). */
export function ReadyTile({
  order,
  onHandover,
}: {
  order: ReadyOrder;
  onHandover: (order: ReadyOrder) => void;
}) {
  return (
    <Tile
      title={<OrderLink order={order} />}
      actions={<HandoverButton order={order} onHandover={() => onHandover(order)} />}
    >
      <span>
        {order.customerName} · {formatPhone(order.phone)}
      </span>
      <span>
        <DaysWaiting order={order} /> · Slot {order.shelfSlot ?? '—'}
      </span>
      <span>
        Balance due: <BalanceDue order={order} />
      </span>
    </Tile>
  );
}
