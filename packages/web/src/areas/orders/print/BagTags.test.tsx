import {
  createFakeBackend,
  FAKE_TRACKING_TOKEN,
  fakeOrderBackend,
  makeOrder,
  makeUser,
  ORDER_ID,
} from '@laundry/api-client/testing';
import { trackingUrl } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';

function setup(order = makeOrder()) {
  const api = createFakeBackend({ route: [fakeOrderBackend(order).route] });
  return renderApp({ path: `/orders/${ORDER_ID}`, signedInAs: makeUser('cashier'), api });
}

const ready = () =>
  screen.findByRole('heading', { level: 1, name: 'ORD-000123' }, { timeout: 10_000 });

/** The order's page, Print Tags pressed: the dialog and its Bags field. */
async function openTags() {
  const view = setup();
  await ready();
  await view.user.click(screen.getByRole('button', { name: 'Print Tags' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bag Tags - ORD-000123' });
  return { ...view, dialog, bags: within(dialog).getByLabelText('Bags') };
}

describe('Print Tags', () => {
  it('makes one label per bag with the order number as QR and text, first name only', async () => {
    const { user } = setup(makeOrder({ isExpressService: true }));
    await ready();
    await user.click(screen.getByRole('button', { name: 'Print Tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bag Tags - ORD-000123' });
    const bags = within(dialog).getByLabelText('Bags');
    await user.clear(bags);
    await user.type(bags, '3');
    const labels = within(dialog).getAllByRole('article');
    expect(labels.map((label) => label.getAttribute('aria-label'))).toEqual([
      'ORD-000123, Bag 1 of 3',
      'ORD-000123, Bag 2 of 3',
      'ORD-000123, Bag 3 of 3',
    ]);
    const first = labels[0] as HTMLElement;
    expect(within(first).getByRole('img').getAttribute('data-qr-value')).toBe('ORD-000123');
    expect(within(first).getByText('Nimali')).toBeVisible();
    expect(within(first).queryByText(/Perera/)).toBeNull();
    expect(within(first).getByText('EXPRESS')).toBeVisible();
    // The ready time stored with the order, day first in the shop's zone.
    expect(within(first).getByText('Due 03/02/2026, 1:30 pm')).toBeInTheDocument();
    // What prints is the same three labels, outside the app.
    expect(
      within(screen.getByTestId('print-tags')).getAllByRole('article', { hidden: true }),
    ).toHaveLength(3);
  });

  it('refuses a number of bags it cannot print', async () => {
    const { user, dialog, bags } = await openTags();
    await user.clear(bags);
    await user.type(bags, '0');
    expect(within(dialog).getByText('Enter a number of bags from 1 to 20')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Print Tags' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('the receipt', () => {
  it("prints a QR code of the order's tracking link", async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Print Receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt - ORD-000123' });
    const qr = await within(dialog).findByRole('img', { name: 'QR code: track your order online' });
    await waitFor(() =>
      expect(qr.getAttribute('data-qr-value')).toBe(
        trackingUrl(window.location.origin, FAKE_TRACKING_TOKEN),
      ),
    );
  });

  it('prints with Enter in Bags, and the receipt opens with Print focused (issue 37)', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user, bags } = await openTags();
    await user.clear(bags);
    await user.type(bags, '2{Enter}');
    expect(print).toHaveBeenCalledTimes(1);
    await user.clear(bags);
    await user.type(bags, '{Enter}');
    // No number of bags: nothing to print.
    expect(print).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Print Receipt' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt - ORD-000123' });
    const printReceipt = await within(receipt).findByRole('button', { name: 'Print Receipt' });
    await waitFor(() => expect(printReceipt).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(print).toHaveBeenCalledTimes(2);
  });
});

afterEach(() => vi.unstubAllGlobals());
