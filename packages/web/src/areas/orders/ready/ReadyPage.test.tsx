import {
  createFakeBackend,
  type FakeRouter,
  fakeOrderBackend,
  makeOrder,
  makeUser,
  ORDER_ID,
} from '@laundry/api-client/testing';
import type { ReadyOrder } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readyOrdersAnswer } from '../../../test/readyOrders';
import { renderApp } from '../../../test/renderApp';

const waiting: ReadyOrder = {
  _id: ORDER_ID,
  orderNumber: 'ORD-000123',
  customerName: 'Nimali Perera',
  phone: '0771234567',
  readyAt: '2026-02-01T09:00:00.000Z',
  daysWaiting: 3,
  totalAmount: 850,
  balanceDue: 850,
  shelfSlot: 'B3',
};

/** GET /orders/ready over `rows` (searched by number or phone), beside the order's own calls. */
function setup(rows: ReadyOrder[] = [waiting], paid = false) {
  const searches: (string | null)[] = [];
  const ready: FakeRouter = (method, path, request) => {
    if (method !== 'GET' || path !== '/orders/ready') return undefined;
    const search = request.query.get('search');
    searches.push(search);
    const found = rows.filter(
      (row) => !search || row.orderNumber.includes(search) || row.phone.includes(search),
    );
    return readyOrdersAnswer(found);
  };
  const backend = fakeOrderBackend(
    makeOrder({
      status: 'complete',
      orderStatus: 'complete',
      orderPhase: 'completed',
      pickupRequired: false,
      deliveryRequired: false,
      shelfSlot: 'B3',
      ...(paid ? { paidAmount: 850, balanceAmount: 0, paymentStatus: 'paid' } : {}),
    }),
  );
  const api = createFakeBackend({ route: [ready, backend.route] });
  const view = renderApp({ path: '/orders/ready', signedInAs: makeUser('cashier'), api });
  return { ...view, backend, searches };
}

/** The table once its rows are in (it shows skeleton rows while loading). */
const table = async () => {
  await screen.findAllByRole('button', { name: /^Hand over order/ }, { timeout: 10_000 });
  return screen.getByRole('table');
};

describe('/orders/ready', () => {
  it('lists the waiting bags: customer, phone, days waiting, slot and balance due', async () => {
    setup();
    const list = await table();
    const row = within(list).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'ORD-000123' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_ID}`,
    );
    expect(within(row).getByText('Nimali Perera')).toBeVisible();
    expect(within(row).getByText('077-123-4567')).toBeVisible();
    expect(within(row).getByText('3 days')).toBeVisible();
    expect(within(row).getByText('B3')).toBeVisible();
    expect(within(row).getByText('LKR 850')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Hand over order ORD-000123' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ready for Collection' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the handover of a typed number on Enter and takes the balance with it', async () => {
    const { user, backend, searches } = setup();
    await table();
    const scan = screen.getByRole('searchbox', { name: /Scan or type an order number/ });
    expect(scan).toHaveFocus();
    await user.type(scan, '123{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Hand Over' });
    expect(searches).toContain('ORD-000123');
    await waitFor(() => expect(within(dialog).getByLabelText(/Cash tendered/)).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(backend.handovers).toHaveLength(1));
    expect(backend.handovers[0]?.body.payment).toMatchObject({ method: 'cash', amount: 850 });
    expect(backend.order().status).toBe('collected');
    expect(await screen.findByText('Order handed over')).toBeVisible();
  });

  it('hands over a paid order in one confirm, its button focused', async () => {
    const { user, backend } = setup([{ ...waiting, balanceDue: 0 }], true);
    await table();
    await user.click(screen.getByRole('button', { name: 'Hand over order ORD-000123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand Over' });
    expect(within(dialog).getByText('B3')).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Hand Over' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(backend.handovers).toHaveLength(1));
    expect(backend.handovers[0]?.body.payment).toBeUndefined();
    expect(backend.order().status).toBe('collected');
  });

  it('says when nothing waiting matches, and when nothing waits at all', async () => {
    const { user } = setup();
    await table();
    await user.type(
      screen.getByRole('searchbox', { name: /Scan or type an order number/ }),
      '999{Enter}',
    );
    expect(await screen.findByText('No order waiting for collection matches “999”')).toBeVisible();
  });

  it('shows the empty state when no bag waits', async () => {
    setup([]);
    expect(await screen.findByText('Nothing waiting', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Hand over order/ })).toBeNull();
  });
});
