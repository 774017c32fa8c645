import { type ReadyListQuery, type ReadyOrder, readyList } from '@laundry/domain';
import { useState } from 'react';
import { DefinedList } from '../../../app/lists/DefinedList';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { PageHeader } from '../../../app/pages/PageHeader';
import * as page from '../../../app/pages/page.css';
import { useReadyOrders } from '../queries';
import { HandoverDialog } from './HandoverDialog';
import { ReadyTile, readyColumns } from './readyColumns';
import { ScanToHandOver } from './ScanToHandOver';

/**
 * /orders/ready (issue 26, decision 030): the bags waiting on the shelf, oldest first, with days
 * waiting, balance due and slot; a scanned or typed order number opens its handover.
 */
export function ReadyPage() {
  const [handingOver, setHandingOver] = useState<string | null>(null);
  const { query, change } = useListUrlState(readyList);
  const list = useReadyOrders(query);
  const handOver = (order: ReadyOrder) => setHandingOver(order._id);
  return (
    <div className={page.page}>
      <title>Ready for Collection</title>
      <PageHeader
        title="Ready for Collection"
        description="Bags finished and waiting on the shelf, the longest waiting first."
      />
      <DefinedList<ReadyOrder, ReadyListQuery>
        definition={readyList}
        query={query}
        onChange={change}
        title="Waiting"
        noun="orders"
        nounOne="order"
        // The scan box is the list's search: Enter opens a handover or narrows the list.
        filters={
          <ScanToHandOver
            onFound={handOver}
            onSearch={(search) => change({ search }, { replace: true })}
          />
        }
        data={
          list.data && {
            rows: list.data.orders,
            total: list.data.pagination.totalOrders,
            totalPages: list.data.pagination.totalPages,
          }
        }
        status={list}
        failureMessage="Failed to load the orders waiting for collection"
        columns={readyColumns(handOver)}
        getRowId={(order) => order._id}
        renderTile={(order) => <ReadyTile key={order._id} order={order} onHandover={handOver} />}
        empty={{
          title: 'Nothing waiting',
          description: 'Orders appear here when their services are complete.',
        }}
      />
      {handingOver ? (
        <HandoverDialog orderId={handingOver} onClose={() => setHandingOver(null)} />
      ) : null}
    </div>
  );
}
