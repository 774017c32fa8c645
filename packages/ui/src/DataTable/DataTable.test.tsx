import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  total: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Nimali', total: 300 },
  { id: 'b', name: 'Kasun', total: 1200 },
  { id: 'c', name: 'Ayesha', total: 50 },
];

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', sortable: true, sortValue: (r) => r.name, cell: (r) => r.name },
  {
    key: 'total',
    header: 'Total',
    sortable: true,
    sortValue: (r) => r.total,
    cell: (r) => String(r.total),
  },
];

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('sorts the rows by a column, ascending then descending, and says so', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="Customers"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        onSortChange={onSortChange}
      />,
    );
    expect(firstCells()).toEqual(['Nimali', 'Kasun', 'Ayesha']);

    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(firstCells()).toEqual(['Ayesha', 'Nimali', 'Kasun']);
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'total', direction: 'asc' });

    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(firstCells()).toEqual(['Kasun', 'Nimali', 'Ayesha']);
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstCells()).toEqual(['Ayesha', 'Kasun', 'Nimali']);
  });

  it('leaves the order to the caller when the column has no sort value (server sorting)', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="Customers"
        columns={columns.map((c) => ({ ...c, sortValue: undefined }))}
        rows={rows}
        getRowId={(r) => r.id}
        sort={{ key: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
    expect(firstCells()).toEqual(['Nimali', 'Kasun', 'Ayesha']);
  });

  it('selects rows one by one and all at once', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <DataTable
        caption="Customers"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.name}
        selectable
        onSelectionChange={onSelectionChange}
      />,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Kasun' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['b']);
    expect(all).toHaveAttribute('aria-checked', 'mixed');

    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    expect(all).toHaveAttribute('aria-checked', 'true');

    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(
      screen.getByRole('checkbox', { name: 'Select Nimali' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('shows the empty slot, the error slot and a busy skeleton', () => {
    const { rerender } = render(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        empty="No orders found"
      />,
    );
    expect(screen.getByText('No orders found')).toBeVisible();

    rerender(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        error="Failed to load orders."
        empty="No orders found"
      />,
    );
    expect(screen.getByText('Failed to load orders.')).toBeVisible();
    expect(screen.queryByText('No orders found')).toBeNull();

    rerender(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        loading
        loadingRows={4}
        empty="No orders found"
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByText('No orders found')).toBeNull();
  });

  it('names the table by its caption', () => {
    render(<DataTable caption="Orders" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Orders' })).toBeVisible();
    expect(firstCells()).toHaveLength(3);
  });

  it('drops columns by priority to fit its box, keeping the name and the actions', () => {
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly notify: () => void) {}
        observe() {
          observers.push(this.notify);
        }
        disconnect() {}
      },
    );
    let width = 1200;
    const spy = vi
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(() => width);
    const fitted: DataTableColumn<Row>[] = [
      { key: 'name', header: 'Name', minWidth: 200, pin: 'start', cell: (r) => r.name },
      { key: 'total', header: 'Total', priority: 2, minWidth: 120, cell: (r) => String(r.total) },
      { key: 'note', header: 'Note', priority: 3, minWidth: 200, truncate: true, cell: () => 'x' },
      { key: 'actions', header: 'Actions', minWidth: 56, pin: 'end', cell: () => '…' },
    ];
    const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
    const view = render(
      <DataTable caption="Customers" columns={fitted} rows={rows} getRowId={(r) => r.id} />,
    );
    expect(headers()).toEqual(['Name', 'Total', 'Note', 'Actions']);
    width = 420;
    act(() => {
      for (const notify of observers) notify();
    });
    expect(headers()).toEqual(['Name', 'Total', 'Actions']);
    width = 300;
    act(() => {
      for (const notify of observers) notify();
    });
    expect(headers()).toEqual(['Name', 'Actions']);
    view.unmount();
    spy.mockRestore();
    vi.unstubAllGlobals();
  });

  it('shows a column that gave way under the cell it folds into', () => {
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly notify: () => void) {}
        observe() {
          observers.push(this.notify);
        }
        disconnect() {}
      },
    );
    let width = 1200;
    const spy = vi
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(() => width);
    const fitted: DataTableColumn<Row>[] = [
      { key: 'name', header: 'Name', minWidth: 200, cell: (r) => r.name },
      {
        key: 'total',
        header: 'Total',
        priority: 2,
        minWidth: 120,
        foldInto: 'name',
        cell: (r) => `Total ${r.total}`,
      },
    ];
    const view = render(
      <DataTable caption="Orders" columns={fitted} rows={rows} getRowId={(r) => r.id} />,
    );
    const firstRowCells = () =>
      within(screen.getAllByRole('row')[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(firstRowCells()).toEqual([rows[0]?.name, `Total ${rows[0]?.total}`]);
    width = 250;
    act(() => {
      for (const notify of observers) notify();
    });
    expect(firstRowCells()).toEqual([`${rows[0]?.name}Total ${rows[0]?.total}`]);
    view.unmount();
    spy.mockRestore();
    vi.unstubAllGlobals();
  });
});
