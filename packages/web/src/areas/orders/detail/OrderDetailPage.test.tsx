import {
  createFakeBackend,
  fail,
  fakeOrderBackend,
  makeOrder,
  makeUser,
  ORDER_ID,
  ok,
} from '@laundry/api-client/testing';
import type { Order, Role } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';

function setup(options: { role?: Role; order?: Order; path?: string } = {}) {
  const backend = fakeOrderBackend(options.order ?? makeOrder());
  const api = createFakeBackend({ route: backend.route });
  const view = renderApp({
    path: options.path ?? `/orders/${ORDER_ID}`,
    signedInAs: makeUser(options.role ?? 'admin'),
    api,
  });
  return { ...view, backend };
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'ORD-000123' }, { timeout: 10_000 });

describe('/orders/{id}', () => {
  it('shows the header, the actions an admin may take and the details', async () => {
    setup();
    await heading();
    expect(screen.getByText('Balance Due: LKR 850')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Order Progress' })).toBeVisible();
    expect(screen.getByText('Items Need Confirmation')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Confirm Items' }).length).toBe(2);
    expect(screen.getByRole('button', { name: 'Process Payment' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Order' })).toHaveAttribute(
      'href',
      `/orders/edit/${ORDER_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Delete Order' })).toBeVisible();
    // The tab's contents come in a second render, after the header and its actions.
    const whatsapp = await screen.findByRole('link', {
      name: 'Send Order Confirmed SMS on WhatsApp',
    });
    expect(whatsapp.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/94771234567\?text=Hi%20Nimali%2C%20your%20order%20ORD-000123/,
    );
    expect(screen.getByText('No bleach please')).toBeVisible();
  });

  it('shows no balance due, and no Pay, on a cancelled order', async () => {
    setup({
      order: makeOrder({
        status: 'cancelled',
        orderStatus: 'cancelled',
        orderPhase: 'cancelled',
        balanceAmount: 850,
      }),
    });
    await heading();
    expect(screen.queryByText(/Balance Due/)).toBeNull();
    expect(screen.queryByText('✓ Fully Paid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Process Payment' })).toBeNull();
  });

  it('locks editing of a paid order, says why, and hides Pay and Delete from a cashier', async () => {
    const { user } = setup({
      role: 'cashier',
      order: makeOrder({ paidAmount: 850, balanceAmount: 0, orderPhase: 'confirmed' }),
    });
    await heading();
    expect(screen.getByText('✓ Fully Paid')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Process Payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Order' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Locked' }));
    expect(
      await screen.findByText('Order has payment and cannot be edited. Refund payment first.'),
    ).toBeVisible();
  });

  it('moves the order on with one button or Alt+N, and says the shortcut', async () => {
    const { user, backend } = setup({ order: makeOrder({ pickupRequired: false }) });
    await heading();
    const next = screen.getByRole('button', { name: 'Move to Washing · order ORD-000123' });
    expect(next).toHaveAttribute('aria-keyshortcuts', 'Alt+N');
    expect(next).toHaveAttribute('title', 'Move to Washing (Alt+N)');
    await user.click(next);
    expect(
      await screen.findByRole('button', { name: 'Move to Drying · order ORD-000123' }),
    ).toBeVisible();
    await user.keyboard('{Alt>}n{/Alt}');
    expect(
      await screen.findByRole('button', { name: 'Move to Ironing · order ORD-000123' }),
    ).toBeVisible();
    expect(backend.statusMoves).toEqual([{ status: 'washing' }, { status: 'drying' }]);
  });

  it('asks for the shelf slot on the way to Services Complete, then hands over with the balance', async () => {
    const { user, backend } = setup({
      order: makeOrder({
        pickupRequired: false,
        deliveryRequired: false,
        status: 'ironing',
        orderStatus: 'ironing',
      }),
    });
    await heading();
    await user.click(
      screen.getByRole('button', { name: 'Move to Services Complete · order ORD-000123' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Services Complete' });
    const slot = within(dialog).getByRole('textbox', { name: /Shelf slot/ });
    expect(slot).toHaveFocus();
    await user.type(slot, 'B3{Enter}');
    await waitFor(() =>
      expect(backend.statusMoves).toEqual([{ status: 'complete', shelfSlot: 'B3' }]),
    );
    const handOver = await screen.findByRole('button', { name: 'Hand Over · order ORD-000123' });
    await user.click(handOver);
    const payment = await screen.findByRole('dialog', { name: 'Hand Over' });
    await user.click(
      within(payment).getByRole('button', { name: 'Take Payment and Hand Over (LKR 850)' }),
    );
    await waitFor(() => expect(backend.handovers).toHaveLength(1));
    expect(backend.handovers[0]?.body.payment).toMatchObject({ method: 'cash', amount: 850 });
    expect(backend.handovers[0]?.key).toMatch(/\S+/);
    expect(backend.order().status).toBe('collected');
  });

  it('says a paid draft is locked, not that items and prices can still change', async () => {
    setup({ order: makeOrder({ paidAmount: 850, balanceAmount: 0, orderPhase: 'draft' }) });
    await heading();
    expect(
      screen.getByText(
        'Order created; locked. Order has payment and cannot be edited. Refund payment first.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Order created; items and prices can still change')).toBeNull();
  });

  it("says 'Order Not Found' for an unknown order and 'Error Loading Order' on failure", async () => {
    setup({ path: '/orders/22222222-2222-4222-8222-222222222222' });
    expect(await screen.findByText('Order Not Found', {}, { timeout: 10_000 })).toBeVisible();
  });

  it('offers Try Again when loading fails', async () => {
    const api = createFakeBackend({ route: () => fail(500, 'Database unavailable') });
    renderApp({ path: `/orders/${ORDER_ID}`, signedInAs: makeUser('admin'), api });
    expect(await screen.findByText('Error Loading Order', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('Database unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('shows the timeline with the creator and the payments', async () => {
    const { user } = setup({
      order: makeOrder({
        payments: [
          {
            _id: 'p-1',
            method: 'bank_transfer',
            amount: 300,
            status: 'completed',
            transactionId: 'TX-77',
            processedAt: '2026-02-02T09:00:00.000Z',
            createdAt: '2026-02-02T09:00:00.000Z',
          },
        ],
      }),
    });
    await heading();
    await user.click(screen.getByRole('tab', { name: 'Timeline' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Timeline' });
    expect(within(panel).getByText(/by Kasun Perera/)).toBeVisible();
    expect(within(panel).getByText('Ref: TX-77')).toBeVisible();
    expect(within(panel).queryByText('Order Delivered')).toBeNull();
    expect(
      await within(panel).findByText('The status has not changed since the order was taken.'),
    ).toBeVisible();
  });
});

describe('estimated versus actual banner', () => {
  it('shows the totals the confirmation changed, from the order', async () => {
    const order = makeOrder({
      itemsConfirmed: true,
      orderPhase: 'confirmed',
      confirmationHistory: { estimatedTotal: 850, actualTotal: 950, difference: 100 },
    });
    const api = createFakeBackend({ route: fakeOrderBackend(order).route });
    renderApp({ path: `/orders/${ORDER_ID}`, signedInAs: makeUser('admin'), api });
    expect(
      await screen.findByText('Total Updated After Confirmation', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Increase of LKR 100')).toBeVisible();
  });
});

describe('status panel', () => {
  it('offers only the allowed moves and sends the notes', async () => {
    const { user, backend } = setup({ path: `/orders/${ORDER_ID}?tab=status` });
    await heading();
    const panel = await screen.findByRole('tabpanel', { name: 'Status Management' });
    // The services wash, dry and iron; pickup and delivery: steps in the domain's order.
    const steps = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps.slice(0, 7)).toEqual([
      'Ready for Pickup (reached)',
      'Items Received',
      'Washing',
      'Drying',
      'Ironing',
      'Services Complete',
      'Ready for Delivery',
    ]);
    expect(within(panel).getByText('Bag is blue')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Update Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await within(dialog).findByText('Please select a status')).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: 'New Status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Washing', 'Drying', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Washing' }));
    await user.type(within(dialog).getByLabelText('Notes (optional)'), '  started  ');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() =>
      expect(backend.statusMoves).toEqual([{ status: 'washing', notes: 'started' }]),
    );
    // The move appears in the status history with who made it and the note.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('tab', { name: 'Timeline' }));
    const history = await screen.findByRole('list', { name: 'Status History' });
    expect(within(history).getByText('Items Received → Washing')).toBeVisible();
    expect(within(history).getByText(/by Kasun Perera/)).toBeVisible();
    expect(within(history).getByText('started')).toBeVisible();
  });

  it('assigns staff and shows them as chips', async () => {
    const kasun = { _id: '33333333-3333-4333-8333-333333333333', fullName: 'Kasun Perera' };
    const nimal = {
      _id: '44444444-4444-4444-8444-444444444444',
      fullName: 'Nimal Silva',
      username: 'nimal@laundry.test',
    };
    let order = makeOrder();
    const sent: unknown[] = [];
    const api = createFakeBackend({
      route: fakeOrderBackend(order).route,
      handlers: {
        [`GET /orders/${ORDER_ID}`]: () => ok({ order }),
        'GET /orders/assignable-staff': () => ok({ staff: [kasun, nimal] }),
        [`PUT /orders/${ORDER_ID}/staff`]: ({ body }) => {
          sent.push(body);
          order = { ...order, assignedStaff: [kasun, nimal], version: 2 };
          return ok({ order }, 'Assigned staff updated successfully');
        },
      },
    });
    const { user } = renderApp({
      path: `/orders/${ORDER_ID}?tab=status`,
      signedInAs: makeUser('cashier'),
      api,
    });
    await heading();
    const panel = await screen.findByRole('tabpanel', { name: 'Status Management' });
    await user.click(within(panel).getByRole('button', { name: 'Assign Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Staff - ORD-000123' });
    expect(
      (within(dialog).getByRole('checkbox', { name: /Kasun Perera/ }) as HTMLButtonElement).dataset
        .state,
    ).toBe('checked');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Nimal Silva/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ staffIds: [kasun._id, nimal._id] }]));
    expect(await within(panel).findByText('Nimal Silva')).toBeVisible();
  });
});
