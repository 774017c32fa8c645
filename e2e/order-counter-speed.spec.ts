import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerTo, CASHIER, moveOrder, placeDemoOrder, signInAs, withCashierTill } from './support';

/**
 * Counter speed (issue 11): a returning customer's usual order — from the dashboard, New Order,
 * find them by phone, one per-kg item, express, save — in at most 10 actions. An action is one
 * click or one key press; typing a value (a phone number, a weight) counts as one. Then the cash
 * payment with change (issue 26) in at most 3 more, and the whole walk-in — receipt, the moves
 * to Services Complete with a shelf slot, the handover — in at most 25 (issue 26).
 */
test('a returning customer’s usual order takes at most 10 actions from the dashboard, the whole walk-in at most 25', async ({
  page,
  request,
}) => {
  await withCashierTill(request, async () => {
    await signInAs(page, CASHIER);
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
    const created = answerTo(page, 'POST', '/orders');
    await act('Ctrl+Enter saves', () => page.keyboard.press('Control+Enter'));
    const answer = await created;
    expect(answer.ok()).toBe(true);
    const order = (await answer.json()).data.order as {
      _id: string;
      orderNumber: string;
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
    const paid = answerTo(page, 'POST', `/orders/${order._id}/payments`);
    await pay('Enter completes the payment', () => page.keyboard.press('Enter'));
    const payment = await paid;
    expect(payment.ok()).toBe(true);
    expect(payment.request().postDataJSON().amount).toBe(1150);
    await expect(dialog).toBeHidden();
    // Paid in full: the receipt is next, and has the focus.
    await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeFocused();
    console.log(`Cash payment: ${paying.length} actions — ${paying.join(' → ')}`);
    expect(paying.length).toBeLessThanOrEqual(3);

    // The rest of the walk-in (issue 26): the receipt, the moves on by Alt+N, the shelf slot at
    // Services Complete, and the handover once the customer is back.
    const rest: string[] = [];
    const step = async (name: string, run: () => Promise<void>) => {
      rest.push(name);
      await run();
    };
    await step('Enter opens the receipt', () => page.keyboard.press('Enter'));
    const receipt = page.getByRole('dialog', { name: `Receipt - ${order.orderNumber}` });
    await expect(receipt).toBeVisible();
    // Radix attaches a newly shown dialog's Escape listener one render after it shows; until
    // then the payment's toast (the layer before it) takes an Escape, so a person's pace is kept.
    await expect(receipt.locator(':focus')).toHaveCount(1);
    await page.waitForTimeout(500);
    await step('Escape closes it', () => page.keyboard.press('Escape'));
    await expect(receipt).toBeHidden();
    const next = (label: string) =>
      page.getByRole('button', { name: `${label} · order ${order.orderNumber}` });
    await expect(next('Move to Washing')).toHaveAttribute('aria-keyshortcuts', 'Alt+N');
    await step('Alt+N: Washing', () => page.keyboard.press('Alt+N'));
    await expect(next('Move to Drying')).toBeVisible();
    await step('Alt+N: Drying', () => page.keyboard.press('Alt+N'));
    // The demo's wash-and-fold service folds after drying (its steps come from its services).
    await expect(next('Move to Folding')).toBeVisible();
    await step('Alt+N: Folding', () => page.keyboard.press('Alt+N'));
    await expect(next('Move to Services Complete')).toBeVisible();
    await step('Alt+N: Services Complete asks for the slot', () => page.keyboard.press('Alt+N'));
    const slotDialog = page.getByRole('dialog', { name: 'Services Complete' });
    await expect(slotDialog.getByRole('textbox', { name: /Shelf slot/ })).toBeFocused();
    await step('type the slot', () => page.keyboard.type('A1'));
    await step('Enter moves it', () => page.keyboard.press('Enter'));
    await expect(slotDialog).toBeHidden();
    await expect(next('Hand Over')).toBeVisible();
    await step('Alt+N: Hand Over', () => page.keyboard.press('Alt+N'));
    const handover = page.getByRole('dialog', { name: 'Hand Over' });
    await expect(handover.getByText('Shelf slot:')).toContainText('A1');
    await expect(handover.getByRole('button', { name: 'Hand Over' })).toBeFocused();
    await step('Enter hands it over', () => page.keyboard.press('Enter'));
    await expect(handover).toBeHidden();
    await expect(page.getByText('Collected', { exact: true }).first()).toBeVisible();
    const total = actions.length + paying.length + rest.length;
    console.log(`Whole walk-in: ${total} actions — then ${rest.join(' → ')}`);
    expect(total).toBeLessThanOrEqual(25);
  });
});

/** A ready order with its whole balance due: the demo order moved on to Services Complete. */
async function readyOrderWithBalance(request: APIRequestContext) {
  const order = await placeDemoOrder(request);
  await moveOrder(request, order, 'drying', 'complete');
  return order;
}

async function openReady(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Ready for Collection' })
    .click();
}

test('a ready order is handed over, its balance taken, by typing its number in at most 5 actions', async ({
  page,
  request,
}) => {
  await withCashierTill(request, async () => {
    const order = await readyOrderWithBalance(request);
    await signInAs(page, CASHIER);
    const actions: string[] = [];
    const act = async (name: string, run: () => Promise<void>) => {
      actions.push(name);
      await run();
    };
    await act('click Ready for Collection', () => openReady(page));
    const scan = page.getByRole('searchbox', { name: /Scan or type an order number/ });
    await expect(scan).toBeFocused();
    await expect(page.getByRole('link', { name: order.orderNumber })).toBeVisible();
    // Typed as a cashier would: the digits without the leading zeros.
    await act('type the number', () =>
      page.keyboard.type(String(Number(order.orderNumber.replace(/\D/g, '')))),
    );
    await act('Enter opens its handover', () => page.keyboard.press('Enter'));
    const dialog = page.getByRole('dialog', { name: 'Hand Over' });
    await expect(dialog.getByLabel(/Cash tendered/)).toBeFocused();
    const handedOver = answerTo(page, 'POST', `/orders/${order._id}/handover`);
    await act('Enter takes the exact amount and hands it over', () => page.keyboard.press('Enter'));
    const answer = await handedOver;
    expect(answer.ok(), await answer.text()).toBe(true);
    const body = (await answer.json()).data.order as { status: string; balanceAmount: number };
    expect(body.status).toBe('collected');
    expect(body.balanceAmount).toBe(0);
    expect(answer.request().postDataJSON().payment).toMatchObject({
      method: 'cash',
      amount: order.totalAmount,
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: order.orderNumber })).toHaveCount(0);
    console.log(`Handover: ${actions.length} actions — ${actions.join(' → ')}`);
    expect(actions.length).toBeLessThanOrEqual(5);
  });
});
