import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontal, SearchX } from 'lucide-react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Alert } from '../Alert/Alert';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { formatNumber } from '../format/formatNumber';
import { IconButton } from '../IconButton/IconButton';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { DataTable, type DataTableColumn, type SortState } from './DataTable';

interface Order {
  id: string;
  number: string;
  customer: string;
  phone: string;
  status: 'Pending' | 'Processing' | 'Ready' | 'Delivered' | 'Cancelled';
  amount: number;
  created: string;
}

const statusTone: Record<Order['status'], BadgeTone> = {
  Pending: 'amber',
  Processing: 'blue',
  Ready: 'purple',
  Delivered: 'green',
  Cancelled: 'red',
};

const names = [
  'Nimali Perera',
  'Kasun Jayawardena',
  'Tharushi Fernando',
  'Ishan de Silva',
  'Sachini Wickramasinghe',
  'Dilan Rajapaksa',
  'Ayesha Bandara',
  'Ravindu Senanayake',
];
const statuses: Order['status'][] = ['Pending', 'Processing', 'Ready', 'Delivered', 'Cancelled'];

const orders: Order[] = names.map((customer, i) => ({
  id: `o${i + 1}`,
  number: `ORD-2026-${String(1040 + i).padStart(5, '0')}`,
  customer,
  phone: `077-${String(100 + i * 37).padStart(3, '0')}-${String(4000 + i * 913).slice(0, 4)}`,
  status: statuses[i % statuses.length] as Order['status'],
  amount: 850 + ((i * 1379) % 5200),
  created: `May ${12 + i}, 2026`,
}));

const money = (value: number) => `LKR ${formatNumber(value)}`;

const columns: DataTableColumn<Order>[] = [
  {
    key: 'number',
    header: 'Order',
    sortable: true,
    sortValue: (o) => o.number,
    cell: (o) => (
      <Stack gap="none">
        <Text weight="semibold">{o.number}</Text>
        <Text size="sm" tone="muted">
          {o.created}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'customer',
    header: 'Customer',
    sortable: true,
    sortValue: (o) => o.customer,
    cell: (o) => (
      <Stack gap="none">
        <Text weight="medium">{o.customer}</Text>
        <Text size="sm" tone="muted">
          {o.phone}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    hideBelow: 'tablet',
    cell: (o) => (
      <Badge tone={statusTone[o.status]} dot>
        {o.status}
      </Badge>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    sortable: true,
    sortValue: (o) => o.amount,
    cell: (o) => (
      <Text weight="semibold" tabularNums>
        {money(o.amount)}
      </Text>
    ),
  },
  {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'end',
    width: '56px',
    cell: (o) => (
      <IconButton label={`Actions for ${o.number}`} icon={<MoreHorizontal />} size="sm" />
    ),
  },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Order>,
  args: {
    caption: 'Orders',
    columns,
    rows: orders,
    getRowId: (o: Order) => o.id,
    getRowLabel: (o: Order) => o.number,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <Card padding="none">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof DataTable<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SortedOnTheClient: Story = {
  args: { defaultSort: { key: 'amount', direction: 'desc' } },
};

export const Selectable: Story = { args: { selectable: true, defaultSelectedIds: ['o2', 'o3'] } };

export const ServerSorted: Story = {
  render: (args) => {
    const [sort, setSort] = useState<SortState>({ key: 'customer', direction: 'asc' });
    // The "server" sorts: the table only reports the change.
    const rows = [...orders].sort((a, b) =>
      sort.direction === 'asc'
        ? a.customer.localeCompare(b.customer)
        : b.customer.localeCompare(a.customer),
    );
    return (
      <DataTable
        {...args}
        columns={columns.map((c) => ({ ...c, sortValue: undefined }))}
        rows={rows}
        sort={sort}
        onSortChange={setSort}
      />
    );
  },
};

export const Compact: Story = { args: { density: 'compact' } };

export const Loading: Story = { args: { rows: [], loading: true, selectable: true } };

export const Refreshing: Story = { args: { loading: true } };

export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        icon={<SearchX />}
        title="No orders found"
        description="Try adjusting your search or filters."
        action={<Button variant="secondary">Clear all filters</Button>}
      />
    ),
  },
};

export const ErrorState: Story = {
  args: {
    rows: [],
    error: (
      <div style={{ padding: 16 }}>
        <Alert
          tone="danger"
          title="Failed to load orders. Please try again."
          action={
            <Button size="sm" variant="secondary">
              Retry
            </Button>
          }
        />
      </div>
    ),
  },
};
