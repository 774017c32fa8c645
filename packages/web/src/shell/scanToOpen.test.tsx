import {
  createFakeBackend,
  fakeOrderApi,
  makeOrderSummary,
  makeUser,
} from '@laundry/api-client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { SCANNER_KEY_GAP_MS } from './scanToOpen';

const orders = [
  makeOrderSummary({ _id: 'o-42', orderNumber: 'ORD-001042' }),
  makeOrderSummary({ _id: 'o-420', orderNumber: 'ORD-0010420' }),
];

function setup() {
  const api = createFakeBackend({ route: fakeOrderApi(orders).route });
  return renderApp({ path: '/dashboard', signedInAs: makeUser('cashier'), api });
}

/** Keys on the page body, `gapMs` apart, then Enter: a scanner at its speed, or a person. */
function typeOnPage(text: string, gapMs: number) {
  let at = 1_000;
  for (const key of [...text, 'Enter']) {
    at += gapMs;
    const event = new KeyboardEvent('keydown', { key, bubbles: true });
    Object.defineProperty(event, 'timeStamp', { value: at });
    fireEvent(document.body, event);
  }
}

describe('scan to open', () => {
  it("opens the scanned tag's order from anywhere outside a text field", async () => {
    const { router } = setup();
    await screen.findByRole('searchbox', { name: 'Search' });
    typeOnPage('ORD-001042', 5);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/o-42'));
  });

  it('leaves keys typed at a person’s speed alone', async () => {
    const { router } = setup();
    await screen.findByRole('searchbox', { name: 'Search' });
    typeOnPage('ORD-001042', SCANNER_KEY_GAP_MS + 40);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens an order number entered in the header search', async () => {
    const { user, router } = setup();
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'ORD-001042{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/o-42'));
  });
});
