import {
  createFakeBackend,
  type FakeReply,
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

const waiting = (number: string, phone: string, id = ORDER_ID): ReadyOrder => ({
  _id: id,
  orderNumber: number,
  customerName: 'Nimali Perera',
  phone,
  readyAt: '2026-02-01T09:00:00.000Z',
  daysWaiting: 3,
  totalAmount: 850,
  balanceDue: 850,
  shelfSlot: 'B3',
});

const rows = [
  waiting('ORD-000123', '0771234567'),
  waiting('ORD-001230', '0779990000', 'o-2'),
  waiting('ORD-000456', '0771234999', 'o-3'),
];

/**
 * /orders/ready over `rows` (searched loosely by number or phone), the scan box's
 * lookups recorded; `lookup` answers a lookup (limit 5) instead, e.g. a failure.
 */
function setup(lookup?: () => FakeReply) {
  const api = createFakeBackend({
    route: [
      (method, path, request) => {
        if (method !== 'GET' || path !== '/orders/ready') return undefined;
        if (lookup && request.query.get('limit') === '5') return lookup();
        // A loose search, as by digits: ORD-000123 finds every number and phone holding 123.
        const digits = (request.query.get('search') ?? '').replace(/\D/g, '').replace(/^0+/, '');
        const found = rows.filter(
          (row) => !digits || row.orderNumber.includes(digits) || row.phone.includes(digits),
        );
        return readyOrdersAnswer(found);
      },
      fakeOrderBackend(makeOrder({ status: 'complete', orderStatus: 'complete' })).route,
    ],
  });
  const view = renderApp({ path: '/orders/ready', signedInAs: makeUser('cashier'), api });
  const lookups = () =>
    api
      .calls('GET', '/orders/ready')
      .filter((call) => call.query.get('limit') === '5')
      .map((call) => call.query.get('search'));
  return { ...view, lookups };
}

const scanBox = async () => {
  await screen.findAllByRole('button', { name: /^Hand over order/ }, { timeout: 10_000 });
  return screen.getByRole('searchbox', { name: /Scan or type an order number/ });
};

/** The order numbers the table shows. */
const shown = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('button', { name: /^Hand over order/ })
    .map((button) => button.getAttribute('aria-label')?.replace('Hand over order ', ''));

describe('Scan to hand over', () => {
  it('opens the handover of a scanned tag, found by its number among those containing it', async () => {
    const { user, lookups } = setup();
    const scan = await scanBox();
    expect(scan).toHaveFocus();
    // Every waiting order holds "123" in its number or phone: the number's own wins.
    await user.type(scan, 'ord-123{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Hand Over' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(lookups()).toEqual(['ORD-000123']);
    // Ready for the next bag.
    expect(scan).toHaveValue('');
  });

  it('narrows the list to several matches (a phone) instead of guessing', async () => {
    const { user } = setup();
    const scan = await scanBox();
    await user.type(scan, '077123{Enter}');
    await waitFor(() => expect(shown()).toEqual(['ORD-000123', 'ORD-000456']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scan).toHaveValue('077123');
    // Clearing the box shows every bag again.
    await user.click(screen.getByRole('button', { name: /Clear/ }));
    await waitFor(() => expect(shown()).toHaveLength(3));
  });

  it('says when the orders cannot be looked up', async () => {
    const { user } = setup(() => ({
      status: 403,
      body: { success: false, message: 'You may not read the ready orders' },
    }));
    const scan = await scanBox();
    await user.type(scan, '456{Enter}');
    expect(await screen.findByText('You may not read the ready orders')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scan).toHaveValue('456');
  });

  it('looks nothing up for an empty box', async () => {
    const { user, lookups } = setup();
    const scan = await scanBox();
    await user.type(scan, '   {Enter}');
    expect(lookups()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
