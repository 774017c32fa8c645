import {
  type OrderListQuery,
  type OrderListResponse,
  type OrderSummary,
  orderList,
  orderMessages,
  orderSortFields,
} from '@laundry/domain';
import { Button, useToast } from '@laundry/ui';
import { CirclePlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { ListLayout, type ListQueryState } from '../../app/lists/ListLayout';
import { useLastPageGuard } from '../../app/lists/useLastPageGuard';
import type { ChangeOptions } from '../../app/lists/useListUrlState';
import { OrderFilters } from './OrderFilters';
import type { OrderPermissions } from './OrderListRowActions';
import { OrderSelectionBar } from './OrderSelectionBar';
import { POPUP_BLOCKED, printOrderSummary } from './OrderSelectionBarPrint';
import { orderColumns } from './orderColumns';
import { HandoverDialog } from './ready/HandoverDialog';
import { ShelfSlotDialog } from './ShelfSlotDialog';

export interface OrderListProps {
  query: OrderListQuery;
  onChange: (change: Partial<OrderListQuery>, options?: ChangeOptions) => void;
  list: ListQueryState & { data: OrderListResponse | undefined };
  permissions: OrderPermissions & { canCreate: boolean };
  onDelete: (order: OrderSummary) => void;
  /** The chosen orders, kept across pages (the rows of each page as they were shown). */
  selected: ReadonlyMap<string, OrderSummary>;
  onSelectedChange: (selected: Map<string, OrderSummary>) => void;
}

const isSortField = (key: string): key is OrderListQuery['sortBy'] =>
  (orderSortFields as readonly string[]).includes(key);

/** The orders table (spec part 2 §2.1): search, filters, selection, pages, row actions. */
export function OrderList({
  query,
  onChange,
  list,
  permissions,
  onDelete,
  selected,
  onSelectedChange,
}: OrderListProps) {
  const filtered = orderList.isFiltered(query);
  const { toast } = useToast();
  const timeZone = useBusinessTimeZone();
  useLastPageGuard(query.page, list.data?.pagination.totalPages, (page) =>
    onChange({ page }, { replace: true }),
  );
  const rows = list.data?.orders ?? [];
  const [handingOver, setHandingOver] = useState<string | null>(null);
  const [completing, setCompleting] = useState<OrderSummary | null>(null);

  const changeSelection = (ids: string[]) => {
    const known = new Map([...selected, ...rows.map((row) => [row._id, row] as const)]);
    const next = new Map<string, OrderSummary>();
    for (const id of ids) {
      const order = known.get(id);
      if (order) next.set(id, order);
    }
    onSelectedChange(next);
  };

  return (
    <>
      <OrderSelectionBar
        selected={[...selected.values()]}
        onClear={() => onSelectedChange(new Map())}
      />
      <ListLayout<OrderSummary>
        title="Orders"
        noun="orders"
        nounOne="order"
        view="table"
        toolbar={<OrderFilters query={query} onChange={onChange} />}
        data={
          list.data && {
            rows,
            total: list.data.pagination.totalOrders,
            totalPages: list.data.pagination.totalPages,
          }
        }
        status={list}
        failureMessage={orderMessages.loadFailed}
        page={query.page}
        pageSize={query.limit}
        onPageChange={(page) => onChange({ page })}
        columns={orderColumns({
          permissions,
          onPrint: (order) => {
            if (!printOrderSummary([order], timeZone))
              toast({ title: POPUP_BLOCKED, tone: 'error' });
          },
          onDelete,
          onHandover: (order) => setHandingOver(order._id),
          onComplete: setCompleting,
        })}
        getRowId={(order) => order._id}
        sort={{ key: query.sortBy, direction: query.sortOrder }}
        onSortChange={({ key, direction }) => {
          if (isSortField(key)) onChange({ sortBy: key, sortOrder: direction });
        }}
        selection={{
          selectedIds: [...selected.keys()],
          onSelectionChange: changeSelection,
          getRowLabel: (order) => `order ${order.orderNumber}`,
          selectAllLabel: 'Select all orders on this page',
        }}
        empty={{
          title: 'No orders found',
          description: filtered
            ? 'Try a different search or clear the filters.'
            : 'Orders taken at the counter appear here.',
          action: filtered ? (
            <Button
              variant="secondary"
              onClick={() =>
                onChange({
                  search: undefined,
                  status: undefined,
                  paymentStatus: undefined,
                  serviceStatus: undefined,
                })
              }
            >
              Clear filters
            </Button>
          ) : permissions.canCreate ? (
            <Button asChild iconStart={<CirclePlus />}>
              <Link to="/orders/new">Create Order</Link>
            </Button>
          ) : null,
        }}
      />
      {handingOver ? (
        <HandoverDialog orderId={handingOver} onClose={() => setHandingOver(null)} />
      ) : null}
      {completing ? (
        <ShelfSlotDialog order={completing} onClose={() => setCompleting(null)} />
      ) : null}
    </>
  );
}
