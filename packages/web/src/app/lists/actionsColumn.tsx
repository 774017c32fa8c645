import type { DataTableColumn } from '@laundry/ui';
import type { ReactNode } from 'react';

/** The row menu's column: pinned at the end, so the actions stay in view however narrow. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): DataTableColumn<Row> {
  return {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'end',
    width: '56px',
    minWidth: 56,
    pin: 'end',
    cell,
  };
}
