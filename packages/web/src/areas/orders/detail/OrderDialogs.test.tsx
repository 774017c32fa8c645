import {
  createFakeBackend,
  type FakeRouter,
  fakeOrderBackend,
  type Handler,
  makeOrder,
  makeTillSession,
  makeUser,
  ORDER_ID,
  ok,
} from '@laundry/api-client/testing';
import { type Order, refundMessages, tillMessages } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';

function setup(
  order: Order = makeOrder(),
  before: FakeRouter[] = [],
  handlers: Record<string, Handler> = {},
) {
  const backend = fakeOrderBackend(order);
  const api = createFakeBackend({ route: [...before, backend.route], handlers });
  const view = renderApp({ path: `/orders/${ORDER_ID}`, signedInAs: makeUser('admin'), api });
  return { ...view, backend };
}

const ready = () =>
  screen.findByRole('heading', { level: 1, name: 'ORD-000123' }, { timeout: 10_000 });

describe('Confirm Items', () => {
  it('previews the new total from the actual weight and sends the actual amounts', async () => {
    const { user, backend } = setup();
    await ready();
    await user.click(screen.getAllByRole('button', { name: 'Confirm Items' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Items - ORD-000123' });
    const weight = within(dialog).getByLabelText('Actual weight (kg) of Wash & Dry');
    await user.clear(weight);
    await user.type(weight, '2.4');
    // 2.4 kg × 250 = 600 instead of 500: total 850 → 950.
    expect(within(dialog).getByText('LKR 950')).toBeVisible();
    expect(within(dialog).getByText('+LKR 100 (12%)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Items' }));
    await waitFor(() => expect(backend.confirmed).toHaveLength(1));
    expect(backend.confirmed[0]).toMatchObject({
      items: [
        { itemId: 'i-1', actualQuantity: 1, actualWeight: 2.4 },
        { itemId: 'i-2', actualQuantity: 4, actualWeight: 0 },
      ],
    });
    expect(
      await screen.findByText('Items confirmed and customer notified via email!'),
    ).toBeVisible();
  });

  it('refuses an empty weight and asks before a change above 30%', async () => {
    const { user, backend } = setup();
    await ready();
    await user.click(screen.getAllByRole('button', { name: 'Confirm Items' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Items - ORD-000123' });
    const weight = within(dialog).getByLabelText('Actual weight (kg) of Wash & Dry');
    await user.clear(weight);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Items' }));
    expect(within(dialog).getByText('Please enter valid quantities for all items')).toBeVisible();
    await user.type(weight, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Items' }));
    expect(within(dialog).getByText('Large change')).toBeVisible();
    expect(backend.confirmed).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Quick Confirm All' }));
    expect((weight as HTMLInputElement).value).toBe('2');
    expect(await screen.findByText('All items set to estimated values')).toBeVisible();
  });
});

describe('Confirm Items pricing (issue 21)', () => {
  const flatRate = () =>
    makeOrder({
      items: [
        {
          _id: 'i-9',
          service: { _id: 's-9', name: 'Shoe Cleaning', priceType: 'flat_rate', statuses: [] },
          serviceName: 'Shoe Cleaning',
          priceType: 'flat_rate',
          clothingCategory: null,
          quantity: 3,
          weight: 0,
          unitPrice: 800,
          totalPrice: 800,
        },
      ],
      subtotal: 800,
      deliveryCharges: 0,
      // 10% tax on 800.
      taxRateBasisPoints: 1000,
      taxAmount: 80,
      totalAmount: 880,
      balanceAmount: 880,
    });

  it('keeps a flat-rate line at one price and the tax in the new total', async () => {
    const { user } = setup(flatRate());
    await ready();
    await user.click(screen.getAllByRole('button', { name: 'Confirm Items' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Items - ORD-000123' });
    await user.click(within(dialog).getByRole('button', { name: 'Quick Confirm All' }));
    expect(within(dialog).getByText('LKR 800')).toBeVisible();
    expect(within(dialog).getAllByText('LKR 880')).toHaveLength(2);
    expect(within(dialog).getByText('LKR 0 (0%)')).toBeVisible();
    const quantity = within(dialog).getByLabelText('Actual quantity of Shoe Cleaning');
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(within(dialog).getByText('LKR 0 (0%)')).toBeVisible();
  });
});

describe('Process Payment', () => {
  it('takes a bank transfer through the three steps with one Idempotency-Key', async () => {
    const { user, backend } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process Payment' });
    // The extra items open on their button (closed, they are not in the dialog at all).
    expect(within(dialog).queryByRole('button', { name: /Wooden Hanger/ })).toBeNull();
    const extras = within(dialog).getByRole('button', { name: 'Add hangers, bags or other items' });
    await user.click(extras);
    expect(extras).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: /Wooden Hanger/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('8001234567')).toBeVisible();
    expect(within(dialog).getByText('ORD-000123')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send Bank Details via Email' }));
    expect(await within(dialog).findByText(/Email service not configured/)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Transaction ID/), 'TX');
    await user.click(within(dialog).getByRole('button', { name: /Complete Payment/ }));
    expect(within(dialog).getByText('Transaction ID must be at least 3 characters')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Transaction ID/), '-991');
    await user.click(within(dialog).getByRole('button', { name: /Complete Payment/ }));
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.key).toMatch(/\S{8,}/);
    expect(backend.payments[0]?.body).toMatchObject({
      method: 'bank_transfer',
      amount: 900,
      status: 'completed',
      transactionId: 'TX-991',
      extraCharges: { items: [{ name: 'Wooden Hanger', price: 50, quantity: 1 }], total: 50 },
    });
  });

  it('keeps a refused payment on screen with its message, open for corrections, and retries', async () => {
    let refusals = 0;
    const refuseOnce: FakeRouter = (method, path) => {
      if (method !== 'POST' || !path.endsWith('/payments') || refusals > 0) return undefined;
      refusals += 1;
      return { status: 409, body: { success: false, message: 'Payment exceeds the balance' } };
    };
    const { user, backend } = setup(makeOrder(), [refuseOnce]);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process Payment' });
    await user.click(within(dialog).getByRole('button', { name: /Complete Payment/ }));
    expect(await within(dialog).findByText('Payment exceeds the balance')).toBeVisible();
    expect(backend.payments).toHaveLength(0);
    // Still the method step, open for corrections.
    expect(within(dialog).getByRole('radio', { name: 'Bank Transfer' })).toHaveProperty(
      'disabled',
      false,
    );
    await user.click(within(dialog).getByRole('button', { name: /Complete Payment/ }));
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.body).toMatchObject({ method: 'cash', amount: 850 });
  });
});

describe('Process Payment at the counter (issue 26)', () => {
  const openPayment = async (user: ReturnType<typeof setup>['user']) => {
    await ready();
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    return screen.findByRole('dialog', { name: 'Process Payment' });
  };

  it('takes cash from the keyboard: tendered, the change, Enter; focus goes to the receipt', async () => {
    const { user, backend, api } = setup();
    const dialog = await openPayment(user);
    const reads = api.calls('GET', `/orders/${ORDER_ID}`).length;
    const trackingReads = api.calls('GET', `/orders/${ORDER_ID}/tracking`).length;
    const tendered = within(dialog).getByLabelText(/Cash tendered/);
    expect(tendered).toHaveFocus();
    await user.keyboard('1000');
    expect(within(dialog).getByRole('status')).toHaveTextContent('ChangeLKR 150.00');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.body).toMatchObject({ method: 'cash', amount: 850 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Print Receipt' })).toHaveFocus(),
    );
    // The paid order is the payment's answer: the page shows it without reading it again, nor
    // its tracking link, which a payment does not change.
    expect(screen.getByText('✓ Fully Paid')).toBeVisible();
    expect(api.calls('GET', `/orders/${ORDER_ID}`)).toHaveLength(reads);
    expect(api.calls('GET', `/orders/${ORDER_ID}/tracking`)).toHaveLength(trackingReads);
  });

  it('takes a deposit, refusing cash short of it, and leaves the rest due', async () => {
    const { user, backend } = setup();
    const dialog = await openPayment(user);
    await user.type(within(dialog).getByLabelText(/Amount paid now/), '300');
    expect(within(dialog).getByText(/Still due after this payment: LKR 550/)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Cash tendered/), '200{Enter}');
    expect(
      await within(dialog).findByText('The cash tendered is less than the amount to pay'),
    ).toBeVisible();
    expect(backend.payments).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/Cash tendered/));
    await user.type(within(dialog).getByLabelText(/Cash tendered/), '500');
    expect(within(dialog).getByRole('status')).toHaveTextContent('ChangeLKR 200.00');
    await user.click(within(dialog).getByRole('button', { name: /Complete Payment/ }));
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.body).toMatchObject({ method: 'cash', amount: 300 });
  });

  it('refuses more than is due, naming what is due', async () => {
    const { user, backend } = setup();
    const dialog = await openPayment(user);
    await user.type(within(dialog).getByLabelText(/Amount paid now/), '900{Enter}');
    expect(
      await within(dialog).findByText('The payment is more than the LKR 850.00 due'),
    ).toBeVisible();
    expect(backend.payments).toHaveLength(0);
  });

  it('puts the focus on the transaction id of a transfer, where Enter completes it', async () => {
    const { user, backend } = setup();
    const dialog = await openPayment(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('button', { name: 'Next' })).toHaveFocus();
    // Back to the first step: its field has the focus, not the page behind the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText(/Amount paid now/)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');
    expect(within(dialog).getByLabelText(/Transaction ID/)).toHaveFocus();
    await user.keyboard('TX-42{Enter}');
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.body).toMatchObject({ method: 'bank_transfer', amount: 850 });
  });
});

describe('Process Payment with no till open (issue 23)', () => {
  const openedSession = makeTillSession({ number: 8, float: 4980 });

  /**
   * The server as it stands with no till: cash is refused with the till's message until the till
   * is opened; a bank transfer is never asked for one. Opens the payment dialog on it; `till`
   * records what the dialog asked.
   */
  async function payWithNoTill() {
    const till = { opened: [] as unknown[], open: false, refusals: 0 };
    const refuseCashWithoutTill: FakeRouter = (method, path, request) => {
      if (method !== 'POST' || !path.endsWith('/payments') || till.open) return undefined;
      if ((request.body as { method?: string }).method !== 'cash') return undefined;
      till.refusals += 1;
      return { status: 409, body: { success: false, message: tillMessages.notOpen } };
    };
    const handlers: Record<string, Handler> = {
      'GET /till/current': () => ok({ report: null, carryFloat: 4980 }),
      'POST /till/sessions': ({ body }) => {
        till.opened.push(body);
        till.open = true;
        return ok({ session: openedSession }, tillMessages.opened);
      },
    };
    const { user, backend } = setup(makeOrder(), [refuseCashWithoutTill], handlers);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process Payment' });
    return { till, user, backend, dialog };
  }

  it('says plainly that no till is open, opens it in one step with the carried float, then takes the cash', async () => {
    const { till, user, backend, dialog } = await payWithNoTill();
    // Nothing about the till before the cashier tries to take cash.
    expect(within(dialog).queryByRole('button', { name: 'Open till' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Complete Payment/ }));
    expect(await within(dialog).findByText(tillMessages.notOpen)).toBeVisible();
    expect(backend.payments).toHaveLength(0);
    expect(within(dialog).getByText('Float LKR 4,980')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Open till' }));
    expect(await within(dialog).findByText('Till opened. Take the payment again.')).toBeVisible();
    expect(till.opened).toEqual([{ float: 4980 }]);
    // The order's figures are kept: the same payment goes through on the next try.
    await user.click(within(dialog).getByRole('button', { name: /Complete Payment/ }));
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.body).toMatchObject({ method: 'cash', amount: 850 });
    expect(till.refusals).toBe(1);
  });

  it('says the refusal at the top with Open till focused, then one message: the till is open (issue 37)', async () => {
    const { user, backend, dialog } = await payWithNoTill();
    await user.keyboard('{Enter}');
    const refusal = await within(dialog).findByText(tillMessages.notOpen);
    const open = within(dialog).getByRole('button', { name: 'Open till' });
    await waitFor(() => expect(open).toHaveFocus());
    // Above the steps and the figures, where the eye is.
    const steps = within(dialog).getByRole('list', { name: 'Payment steps' });
    expect(refusal.compareDocumentPosition(steps) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Till opened. Take the payment again.')).toBeVisible();
    expect(within(dialog).queryByText(tillMessages.notOpen)).toBeNull();
    expect(backend.payments).toHaveLength(0);
  });

  it('takes a bank transfer with no till open without asking for one', async () => {
    const { till, user, backend, dialog } = await payWithNoTill();
    await user.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText(/Transaction ID/), 'TX-77{Enter}');
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.body).toMatchObject({ method: 'bank_transfer', amount: 850 });
    expect(till).toEqual({ opened: [], open: false, refusals: 0 });
    expect(screen.queryByText(tillMessages.notOpen)).toBeNull();
  });
});

describe('Receipt', () => {
  it('shows the receipt with Send to Email only when the customer has an email', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Print Receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt - ORD-000123' });
    expect(await within(dialog).findByText('Thank you for your business!')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send to Email' })).toBeVisible();
    expect(within(dialog).getByText('No bleach please')).toBeVisible();
    // LKR 850 not yet paid: 8 points on completion; the customer holds 40.
    const points = within(dialog).getByRole('region', { name: 'Loyalty points' });
    expect(within(points).getByText('Points on completion').nextSibling?.textContent).toBe('8');
    expect(within(points).getByText('Points balance').nextSibling?.textContent).toBe('40');
    // The paper copy: in the page, hidden on screen, shown only when printing.
    expect(screen.getByTestId('print-receipt')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send to Email' }));
    expect(await screen.findByText('Receipt sent to nimali@example.com')).toBeVisible();
  });

  it('says a receipt kept in the outbox was not sent, in a warning tone, not a green success', async () => {
    const keptOnly: FakeRouter = (method, path) =>
      method === 'POST' && path.endsWith('/send-receipt')
        ? ok(
            { sent: false, warning: 'email service not configured' },
            'Receipt saved in the outbox: email service not configured',
          )
        : undefined;
    const { user } = setup(makeOrder(), [keptOnly]);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Print Receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt - ORD-000123' });
    await user.click(within(dialog).getByRole('button', { name: 'Send to Email' }));
    const toast = await screen.findByText(
      'Saved to the outbox — not sent: no mail server is configured',
    );
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    expect(screen.queryByText(/Receipt sent to/)).toBeNull();
  });

  it('has no Send to Email without an email', async () => {
    const order = makeOrder();
    const { user } = setup({
      ...order,
      customerInfo: { ...order.customerInfo, email: undefined },
      customer: { ...order.customer, email: undefined },
    } as Order);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Print Receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt - ORD-000123' });
    await within(dialog).findByText('Thank you for your business!');
    expect(within(dialog).queryByRole('button', { name: 'Send to Email' })).toBeNull();
  });
});

describe('Delete Order', () => {
  const cashPayment = {
    _id: 'p-1',
    method: 'cash',
    amount: 300,
    status: 'completed',
    processedAt: '2026-02-01T09:00:00.000Z',
    createdAt: '2026-02-01T09:00:00.000Z',
  };
  const refundOf300 = {
    _id: 'r-1',
    paymentId: 'p-1',
    amount: 300,
    method: 'cash',
    reason: 'Stain not removed',
    refundedAt: '2026-02-02T09:00:00.000Z',
    refundedBy: 'Amara Silva',
  };

  it('does not delete an order holding money: it says to refund first', async () => {
    const { user, router } = setup(
      makeOrder({ paidAmount: 300, balanceAmount: 550, orderPhase: 'confirmed' }),
    );
    await ready();
    await user.click(screen.getByRole('button', { name: 'Delete Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete order?' });
    expect(
      within(dialog).getByText('Order has payment and cannot be deleted. Refund payment first.'),
    ).toBeVisible();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`);
  });

  it.each([
    ['refunds on its books', { refunds: [refundOf300] }, refundMessages.orderHasRefunds],
    ['cash counted in a closed till', { inClosedTill: true }, tillMessages.closedTillNoDelete],
  ])(
    'does not delete an order with %s: it says why and offers only Close',
    async (_, extra, message) => {
      const { user, router } = setup(
        makeOrder({ paidAmount: 0, payments: [cashPayment], ...extra } as Partial<Order>),
      );
      await ready();
      await user.click(screen.getByRole('button', { name: 'Delete Order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete order?' });
      expect(within(dialog).getByText(message)).toBeVisible();
      expect(within(dialog).queryByRole('button', { name: /Continue|Delete Order/ })).toBeNull();
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
      expect(router.state.location.pathname).toBe(`/orders/${ORDER_ID}`);
    },
  );

  it('asks twice when payment records would go with it', async () => {
    // Paid, then refunded in full: nothing held, but the records remain.
    const { user, router } = setup(
      makeOrder({
        paidAmount: 0,
        payments: [
          {
            _id: 'p-1',
            method: 'cash',
            amount: 300,
            status: 'completed',
            processedAt: '2026-02-01T09:00:00.000Z',
            createdAt: '2026-02-01T09:00:00.000Z',
          },
        ],
      }),
    );
    await ready();
    await user.click(screen.getByRole('button', { name: 'Delete Order' }));
    const first = await screen.findByRole('alertdialog', { name: 'Delete order?' });
    expect(
      within(first).getByText('Delete order ORD-000123? This cannot be undone!'),
    ).toBeVisible();
    await user.click(within(first).getByRole('button', { name: 'Continue' }));
    const second = await screen.findByRole('alertdialog', { name: 'This order has payments' });
    await user.click(within(second).getByRole('button', { name: 'Delete Order and Payments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });
});
