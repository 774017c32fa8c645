import { expect, test } from '@playwright/test';
import { CASHIER, signInFromLogin, withCashierTill } from './support';

/**
 * Counter speed (issue 11): a returning customer's usual order — from the dashboard, New Order,
 * find them by phone, one per-kg item, express, save — in at most 10 actions. An action is one
 * click or one key press; typing a value (a phone number, a weight) counts as one. Then the cash
 * payment with change (issue 26) in at most 3 more.
 */
test('a returning customer’s usual order takes at most 10 actions from the dashboard', async ({
  page,
  request,
}) => {
  await withCashierTill(request, async () => {
    await signInFromLogin(page, CASHIER);
    const actions: string[] = [];
    const act = async (name: string, run: () => Promise<void>) => {
      actions.push(name);
      await run();
    };

    await act('click New Order on the dashboard', () =>
      page
        .getByRole('main')
        .getByRole('link', { name: /New Order/ })
        .first()
        .click(),
    );
    // The search has the focus: the phone number is typed straight away.
    await expect(page.getByRole('combobox', { name: 'Search customers' })).toBeFocused();
    await act('type the phone number', () => page.keyboard.type('0754567804'));
    await expect(page.getByRole('option', { name: /Mohamed Rizwan/ })).toBeVisible();
    await act('Enter picks the first match', () => page.keyboard.press('Enter'));

    // Step 2 opens with the first line's service picker focused: typing picks the service.
    await expect(page.getByRole('heading', { name: '2. Services' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Service/ })).toBeFocused();
    // Typing opens the list on the first match (Radix typeahead); Enter takes it.
    await act('type the service name', () => page.keyboard.type('Wash and'));
    await expect(page.getByRole('option', { name: /^Wash and Dry/ })).toBeVisible();
    await act('Enter chooses the service', () => page.keyboard.press('Enter'));
    await expect(page.getByRole('combobox', { name: /Service/ })).toContainText('Wash and Dry');
    await act('Tab to the weight', () => page.keyboard.press('Tab'));
    await expect(page.getByLabel(/Weight \(kg\)/)).toBeFocused();
    await act('type the weight', () => page.keyboard.type('3'));
    await act('click Express', () =>
      page.getByRole('checkbox', { name: /Express service/ }).click(),
    );

    // 3 kg × LKR 350 + LKR 100 express; this customer has no discount.
    await expect(page.getByTestId('order-total')).toHaveText(/LKR\s*1,150/);
    const created = page.waitForResponse(
      // The first try may meet an expired access token (401); the client refreshes and resends.
      (response) =>
        response.url().endsWith('/api/orders') &&
        response.request().method() === 'POST' &&
        response.status() !== 401,
    );
    await act('Ctrl+Enter saves', () => page.keyboard.press('Control+Enter'));
    const answer = await created;
    expect(answer.ok()).toBe(true);
    const order = (await answer.json()).data.order as {
      _id: string;
      totalAmount: number;
      isExpressService: boolean;
      customer: { fullName: string };
      items: { serviceName: string; weight: number }[];
    };
    await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));

    expect(order.customer.fullName).toBe('Mohamed Rizwan');
    expect(order.items).toMatchObject([{ serviceName: 'Wash and Dry', weight: 3 }]);
    expect(order.isExpressService).toBe(true);
    expect(order.totalAmount).toBe(1150);
    console.log(`Counter speed: ${actions.length} actions — ${actions.join(' → ')}`);
    expect(actions.length).toBeLessThanOrEqual(10);

    // Cash with change (issue 26): open the dialog, type the notes handed over, Enter.
    const paying: string[] = [];
    const pay = async (name: string, run: () => Promise<void>) => {
      paying.push(name);
      await run();
    };
    await pay('click Process Payment', () =>
      page.getByRole('button', { name: 'Process Payment' }).click(),
    );
    const dialog = page.getByRole('dialog', { name: 'Process Payment' });
    await expect(dialog.getByLabel(/Cash tendered/)).toBeFocused();
    await pay('type the cash tendered', () => page.keyboard.type('2000'));
    await expect(dialog.getByRole('status')).toContainText(/LKR\s*850\.00/);
    const paid = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/orders/${order._id}/payments`) &&
        response.request().method() === 'POST' &&
        response.status() !== 401,
    );
    await pay('Enter completes the payment', () => page.keyboard.press('Enter'));
    const payment = await paid;
    expect(payment.ok()).toBe(true);
    expect(payment.request().postDataJSON().amount).toBe(1150);
    await expect(dialog).toBeHidden();
    // Paid in full: the receipt is next, and has the focus.
    await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeFocused();
    console.log(`Cash payment: ${paying.length} actions — ${paying.join(' → ')}`);
    expect(paying.length).toBeLessThanOrEqual(3);
  });
});
