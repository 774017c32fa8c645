import {
  type OrderListQuery,
  type OrderListResponse,
  type OrderSummary,
  orderList,
  orderMessages,
  orderPaymentFilterOptions,
  orderServiceFilterOptions,
  orderStatusFilterOptions,
} from '@laundry/domain';
import { Button, useToast } from '@laundry/ui';
import { CirclePlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBusinessTimeZone } from '../../app/businessTimeZone';
import { DefinedList } from '../../app/lists/DefinedList';
import { FilterSelect } from '../../app/lists/ListControls';
import type { ListQueryState } from '../../app/lists/ListLayout';
import type { ChangeOptions } from '../../app/lists/useListUrlState';
import type { OrderPermissions } from './OrderListRowActions';
import { OrderSelectionBar } from './OrderSelectionBar';
import { POPUP_BLOCKED, printOrderSummary } from './OrderSelectionBarPrint';
import { orderColumns } from './orderColumns';
import { HandoverDialog } from './ready/HandoverDialog';
import { ShelfSlotDialog } from './ShelfSlotDialog';

/** Typing in the quick search reaches the address (and the server) after this quiet time. */
export const ORDER_SEARCH_DEBOUNCE_MS = 300;

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

/**
 * The orders table (spec part 2 §2.1): the quick search (order number, customer name or phone),
 * the collapsible filters (Status, Payment Status, Service Type, Sort By, Clear All and the count
 * badge), the selection and its bar, pages, row actions.
 */
export function OrderList({
  query,
  onChange,
  list,
  permissions,
  onDelete,
  selected,
  onSelectedChange,
}: OrderListProps) {
  const { toast } = useToast();
  const timeZone = useBusinessTimeZone();
  const [handingOver, setHandingOver] = useState<string | null>(null);
  const [completing, setCompleting] = useState<OrderSummary | null>(null);

  return (
    <>
      <DefinedList<OrderSummary, OrderListQuery>
        definition={orderList}
        query={query}
        onChange={onChange}
        title="Orders"
        noun="orders"
        nounOne="order"
        search={{
          label: 'Search orders',
          placeholder: 'Order number, customer name or phone',
          delayMs: ORDER_SEARCH_DEBOUNCE_MS,
        }}
        filterPanel
        filters={
          <>
            <FilterSelect
              label="Status"
              options={orderStatusFilterOptions}
              value={query.status}
              onChange={(status) => onChange({ status })}
            />
            <FilterSelect
              label="Payment Status"
              options={orderPaymentFilterOptions}
              value={query.paymentStatus}
              onChange={(paymentStatus) => onChange({ paymentStatus })}
            />
            <FilterSelect
              label="Service Type"
              options={orderServiceFilterOptions}
              value={query.serviceStatus}
              onChange={(serviceStatus) => onChange({ serviceStatus })}
            />
          </>
        }
        data={
          list.data && {
            rows: list.data.orders,
            total: list.data.pagination.totalOrders,
            totalPages: list.data.pagination.totalPages,
          }
        }
        status={list}
        failureMessage={orderMessages.loadFailed}
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
        selection={{
          selected,
          onSelectedChange,
          getRowLabel: (order) => `order ${order.orderNumber}`,
          selectAllLabel: 'Select all orders on this page',
          bar: (chosen, clear) => <OrderSelectionBar selected={chosen} onClear={clear} />,
        }}
        empty={{
          title: 'No orders found',
          description: 'Orders taken at the counter appear here.',
          action: permissions.canCreate ? (
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
