import { formatCurrency, type TillSession } from '@laundry/domain';
import { Badge, type DataTableColumn, Tile } from '@laundry/ui';
import { BusinessDate } from '../../app/businessTimeZone';
import * as cells from '../../app/lists/cells.css';

const money = (amount: number | null) =>
  amount === null ? '—' : formatCurrency(amount, { decimals: 2 });

function Status({ session }: { session: TillSession }) {
  return (
    <Badge tone={session.status === 'open' ? 'green' : 'neutral'}>
      {session.status === 'open' ? 'Open' : 'Closed'}
    </Badge>
  );
}

/** The closes: number, cashier, when, status, expected, counted and the variance. */
export const tillColumns: DataTableColumn<TillSession>[] = [
  { key: 'number', header: 'Till', pin: 'start', cell: (session) => `#${session.number}` },
  { key: 'cashier', header: 'Cashier', wrap: true, cell: (session) => session.openedBy.name },
  {
    key: 'openedAt',
    header: 'Opened',
    sortable: true,
    priority: 2,
    cell: (session) => (
      <span className={cells.muted}>
        <BusinessDate value={session.openedAt} time />
      </span>
    ),
  },
  { key: 'status', header: 'Status', cell: (session) => <Status session={session} /> },
  { key: 'expected', header: 'Expected', priority: 1, cell: (session) => money(session.expected) },
  { key: 'counted', header: 'Counted', priority: 1, cell: (session) => money(session.counted) },
  {
    key: 'variance',
    header: 'Variance',
    sortable: true,
    cell: (session) => money(session.variance),
  },
];

export function TillTile({ session }: { session: TillSession }) {
  return (
    <Tile title={<strong>{`Till #${session.number} · ${session.openedBy.name}`}</strong>}>
      <span>
        <Status session={session} />
      </span>
      <span className={cells.muted}>
        <BusinessDate value={session.openedAt} time />
      </span>
      <span>{`Variance ${money(session.variance)}`}</span>
    </Tile>
  );
}
