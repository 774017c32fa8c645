import {
  createFakeBackend,
  fail,
  fakeOrderApi,
  makeUser,
  someOrders,
} from '@laundry/api-client/testing';
import type { OrderSummary, Role } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';

function setup({
  path = '/orders',
  role = 'admin',
  orders = someOrders(),
}: {
  path?: string;
  role?: Role;
  orders?: OrderSummary[];
} = {}) {
  const backend = fakeOrderApi(orders);
  const api = createFakeBackend({ route: backend.route });
  const view = renderApp({ path, signedInAs: makeUser(role), api });
  return { ...view, backend };
}

const listCalls = (api: ReturnType<typeof createFakeBackend>) =>
  api.requests
    .filter((call) => call.method === 'GET' && call.path === '/orders')
    .map((call) => call.query.toString());

const table = () => screen.findByRole('table', { name: 'Orders' }, { timeout: 10_000 });

function orderNumbers(tableElement: HTMLElement) {
  return within(tableElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('a')?.textContent);
}

afterEach(() => vi.restoreAllMocks());

describe('/orders list', () => {
  it('shows the header cards, the first page newest first and every column', async () => {
    const { api } = setup();
    const list = await table();
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(10));
    expect(orderNumbers(list)[0]).toBe('ORD-000100');
    expect(screen.getByText('Showing 1 to 10 of 12 orders')).toBeVisible();
    expect(listCalls(api)).toContain('page=1&limit=10&sortBy=createdAt&sortOrder=desc');
    const overview = screen.getByRole('region', { name: 'Order status overview' });
    expect(within(overview).getByText("Today's Revenue")).toBeVisible();
    const first = within(list).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('✓ Paid')).toBeVisible();
    expect(within(first).getByText('Items Received')).toBeVisible();
    const second = within(list).getAllByRole('row')[2] as HTMLElement;
    // LKR 1,250 ordered, LKR 500 paid: the balance, not the total, is due.
    const due = within(second).getByText(/LKR\s[\d,]+ due/);
    expect(due.textContent?.replace(/\s+/g, ' ')).toBe('LKR 750 due');
    expect(within(second).getByText('Pickup')).toBeVisible();
  });

  it('searches after a pause and keeps the search in the address', async () => {
    const { user, api, router } = setup();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'Tharushi');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Tharushi'));
    await waitFor(() =>
      expect(listCalls(api).some((q) => q.includes('search=Tharushi'))).toBe(true),
    );
    const list = await table();
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(3));
  });

  it('filters pending orders from the card, and Total Orders clears it', async () => {
    const { user, router } = setup();
    await table();
    const stats = screen.getByRole('region', { name: 'Order statistics' });
    await user.click(within(stats).getByRole('button', { name: /Pending Orders/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await user.click(within(stats).getByRole('button', { name: /Total Orders/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('counts the active filters, opens the panel, and Clear All empties the address', async () => {
    const { user, router } = setup({ path: '/orders?status=washing&paymentStatus=unpaid' });
    await table();
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveAccessibleName('Filters 2 active');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Washing');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('exports the selected orders as a CSV file', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:orders';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = setup();
    const list = await table();
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(10));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Please select orders first')).toBeVisible();

    await user.click(within(list).getByRole('checkbox', { name: 'Select order ORD-000100' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Select order ORD-000099' }));
    expect(screen.getByText('2 orders selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(click).toHaveBeenCalledTimes(1);
    const text = (await blobs[0]?.text())?.replace(/^\uFEFF/, '') ?? '';
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Order Number,Created,Customer,Phone,Phase,Status,Payment Status,Total (LKR),Paid (LKR),Balance (LKR),Services',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^ORD-000100,.*,Nimali Perera,0771234500,Draft,Items Received,Fully Paid,1000.00,1000.00,0.00,"Self-service, Express"$/,
    );
    expect(lines[2]).toMatch(/^ORD-000099,/);
  });

  it('keeps the chosen orders across pages, and the bar acts on all of them', async () => {
    const print = vi.fn();
    const doc = document.implementation.createHTMLDocument('print');
    vi.spyOn(window, 'open').mockReturnValue({ document: doc, focus: vi.fn(), print } as never);
    const { user } = setup();
    const list = await table();
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(10));
    await user.click(within(list).getByRole('checkbox', { name: 'Select order ORD-000100' }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(2));
    const [onPageTwo] = orderNumbers(list);
    await user.click(within(list).getByRole('checkbox', { name: `Select order ${onPageTwo}` }));
    expect(screen.getByText('2 orders selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('prints the selected orders in a window of their own', async () => {
    const print = vi.fn();
    const doc = document.implementation.createHTMLDocument('print');
    vi.spyOn(window, 'open').mockReturnValue({ document: doc, focus: vi.fn(), print } as never);
    const { user } = setup();
    const list = await table();
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(10));
    await user.click(within(list).getByRole('checkbox', { name: 'Select order ORD-000098' }));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(doc.body.textContent).toContain('ORD-000098');
  });

  it('lets an admin delete an unpaid order after the spec confirmation', async () => {
    const { user, api } = setup();
    const list = await table();
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(10));
    await user.click(within(list).getByRole('button', { name: 'Actions for order ORD-000098' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete order?' });
    expect(
      within(dialog).getByText('Delete order ORD-000098? This cannot be undone!'),
    ).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Delete Order' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);
    await waitFor(() =>
      expect(api.requests.some((c) => c.method === 'DELETE' && c.path === '/orders/o-3')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Order permanently deleted')).toBeVisible();
  });

  it('does not delete a paid order from the list either: it says to refund first', async () => {
    const { user, api } = setup();
    const list = await table();
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(10));
    await user.click(within(list).getByRole('button', { name: 'Actions for order ORD-000100' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete order?' });
    expect(
      await within(dialog).findByText(
        'Order has payment and cannot be deleted. Refund payment first.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(api.requests.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows nothing due on a cancelled order', async () => {
    setup();
    const list = await table();
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(10));
    const cancelled = within(list)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('ORD-000095')) as HTMLElement;
    expect(within(cancelled).getByText('LKR 2,250')).toBeVisible();
    expect(within(cancelled).queryByText(/due/)).toBeNull();
    expect(within(cancelled).queryByText('✓ Paid')).toBeNull();
  });

  it('offers edit only for an editable order, payment only with a balance, no delete to a cashier', async () => {
    const { user } = setup({ role: 'cashier' });
    const list = await table();
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(10));
    await user.click(within(list).getByRole('button', { name: 'Actions for order ORD-000100' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Take Payment' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
  });

  it('moves the row with the focus on at Alt+N, asking for the shelf slot at Services Complete', async () => {
    const orders = someOrders();
    const [first] = orders;
    if (!first) throw new Error('no orders');
    orders[0] = { ...first, status: 'folding', orderStatus: 'folding', nextStatus: 'complete' };
    const { user, backend } = setup({ orders });
    const list = await table();
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(10));
    const row = within(list)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('ORD-000100')) as HTMLElement;
    const next = within(row).getByRole('button', {
      name: 'Move to Services Complete · order ORD-000100',
    });
    expect(next).toHaveAttribute('aria-keyshortcuts', 'Alt+N');

    // Outside every row the key does nothing: no row is the one meant.
    screen.getByRole('searchbox', { name: /Search orders/ }).focus();
    await user.keyboard('{Alt>}n{/Alt}');
    expect(screen.queryByRole('dialog')).toBeNull();

    within(row).getByRole('button', { name: 'Actions for order ORD-000100' }).focus();
    await user.keyboard('{Alt>}n{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Services Complete' });
    const slot = within(dialog).getByRole('textbox', { name: /Shelf slot/ });
    await waitFor(() => expect(slot).toHaveFocus());
    await user.type(slot, 'B3{Enter}');
    await waitFor(() =>
      expect(backend.statusMoves).toEqual([{ status: 'complete', shelfSlot: 'B3' }]),
    );
    expect(
      await within(list).findByRole('button', { name: 'Hand Over · order ORD-000100' }),
    ).toBeVisible();
  });

  it("shows the spec's error with Retry when the list fails", async () => {
    const backend = fakeOrderApi();
    backend.fail('GET /orders', fail(400, 'Failed to load orders. Please try again.'));
    const api = createFakeBackend({ route: backend.route });
    const { user } = renderApp({ path: '/orders', signedInAs: makeUser('admin'), api });
    expect(
      await screen.findByText('Failed to load orders. Please try again.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    backend.heal('GET /orders');
    await user.click(screen.getByRole('button', { name: /Retry|Try again/i }));
    const list = await table();
    await waitFor(() => expect(orderNumbers(list)).toHaveLength(10));
  });

  it('shows the analytics: cards, statuses, daily table and rates', async () => {
    const { api } = setup({
      path: '/orders?tab=analytics&startDate=2026-02-01&endDate=2026-02-28',
    });
    expect(
      await screen.findByRole('heading', { name: 'Orders by Status' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(api.requests.find((c) => c.path === '/orders/analytics')?.query.toString()).toBe(
      'startDate=2026-02-01&endDate=2026-02-28',
    );
    expect(screen.getByText('Completion Rate')).toBeVisible();
    expect(screen.getByText('33.3%')).toBeVisible();
    expect(screen.getByText('+50%')).toBeVisible();
    const daily = screen.getByRole('table', { name: /Daily performance/ });
    const rows = within(daily).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('28 Feb 2026');
    // 4 orders, LKR 3,000, LKR 750 each on average.
    expect(rows[0]?.textContent).toMatch(/4LKR\s3,000LKR\s750$/);
  });
});
