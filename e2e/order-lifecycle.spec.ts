import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CASHIER,
  type DemoOrder,
  expectAccessible,
  moveOrder,
  placeDemoOrder,
  readOrder,
  signInAs,
} from './support';

async function openOrder(page: Page, order: DemoOrder) {
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: order.orderNumber })).toBeVisible();
  await expectAccessible(page);
}

test('a pickup order from confirmed weight to payment, receipt and delivery', async ({ page }) => {
  test.setTimeout(90_000);
  const order = await placeDemoOrder(page.request, {
    pickupRequired: true,
    pickupAddress: { street: '12 Temple Rd', city: 'Katubedda' },
    deliveryRequired: true,
    deliveryAddress: { street: '12 Temple Rd', city: 'Katubedda' },
  });
  expect(order.status).toBe('pickup');

  await signInAs(page, CASHIER);
  await openOrder(page, order);

  // Confirm items: the bag weighs 3 kg, not 2.
  await page.getByRole('button', { name: 'Confirm Items' }).first().click();
  const confirm = page.getByRole('dialog', { name: `Confirm Items - ${order.orderNumber}` });
  await confirm.getByLabel(/Actual weight \(kg\)/).fill('3');
  await confirm.getByRole('button', { name: 'Confirm Items' }).click();
  const large = confirm.getByRole('button', { name: 'Yes, Confirm Items' });
  if (await large.isVisible().catch(() => false)) await large.click();
  await expect(confirm).toBeHidden();
  const confirmed = await readOrder(page.request, order._id);
  expect(confirmed.items[0]?.weight).toBe(3);
  expect(confirmed.items[0]?.totalPrice).toBeCloseTo(
    ((order.items[0]?.totalPrice ?? 0) * 3) / 2,
    2,
  );
  expect(confirmed.totalAmount).toBeGreaterThan(order.totalAmount);

  // A bank transfer settles the balance.
  await page.reload();
  await page.getByRole('button', { name: 'Process Payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Process Payment' });
  await payment.getByRole('radio', { name: 'Bank Transfer' }).click();
  await payment.getByRole('button', { name: 'Next' }).click();
  await payment.getByRole('button', { name: 'Next' }).click();
  await payment.getByLabel(/Transaction ID/).fill('BOC-778812');
  await payment.getByRole('button', { name: /Complete Payment/ }).click();
  await expect(payment).toBeHidden();
  const paid = await readOrder(page.request, order._id);
  expect(paid.balanceAmount).toBe(0);
  expect(paid.paidAmount).toBe(confirmed.totalAmount);

  // The receipt, as the printer gets it.
  await page.reload();
  await page.getByRole('button', { name: 'Print Receipt' }).click();
  await expect(page.getByRole('dialog', { name: `Receipt - ${order.orderNumber}` })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: test.info().outputPath('receipt-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');

  // Confirming the items moved the pickup order to Items Received (issue 26); it moves on, two
  // steps at most at a time; the last move is made on the page.
  await moveOrder(page.request, order, 'drying', 'complete');
  await page.reload();
  await page.getByRole('tab', { name: 'Status Management' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Status Management' });
  await panel.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  await dialog.getByRole('combobox', { name: 'New Status' }).click();
  await page.getByRole('option', { name: 'Ready for Delivery' }).click();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(dialog).toBeHidden();
  const delivered = await readOrder(page.request, order._id);
  expect(delivered.status).toBe('deliver');

  // Completed and paid: the points are on the receipt, and the moves in the status history.
  const points = Math.floor(delivered.totalAmount / 100);
  await page.getByRole('button', { name: 'Print Receipt' }).click();
  const receipt = page.getByRole('dialog', { name: `Receipt - ${order.orderNumber}` });
  const loyalty = receipt.getByRole('region', { name: 'Loyalty points' });
  await expect(loyalty.getByText('Points earned', { exact: true })).toBeVisible();
  await expect(loyalty.locator('div', { hasText: 'Points earned' }).locator('dd')).toHaveText(
    String(points),
  );
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Timeline' }).click();
  const history = page.getByRole('list', { name: 'Status History' });
  await expect(history.getByText('Services Complete → Ready for Delivery')).toBeVisible();
  // Received (made by confirming the items, with why), Drying, Services Complete, Ready for
  // Delivery.
  await expect(history.getByText('Items confirmed', { exact: true })).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(4);
});
