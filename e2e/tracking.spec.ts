import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiTokenOf,
  CASHIER,
  type DemoOrder,
  expectAccessible,
  moveOrder,
  placeDemoOrder,
  signInAs,
} from './support';

/** A student's express order of the demo data, moved on to washing. */
async function studentOrder(page: Page) {
  const order = await placeDemoOrder(page.request, { weight: 3, isExpressService: true });
  await moveOrder(page.request, order, 'washing');
  return order;
}

async function openOrder(page: Page, order: DemoOrder) {
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: order.orderNumber })).toBeVisible();
}

test("a student's order tracked from the receipt's QR link on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const order = await studentOrder(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, CASHIER);
  await openOrder(page, order);

  await page.getByRole('button', { name: 'Print Receipt' }).click();
  const receipt = page.getByRole('dialog', { name: `Receipt - ${order.orderNumber}` });
  const qr = receipt.getByRole('img', { name: 'QR code: track your order online' });
  await expect(qr).toBeVisible();
  const link = await qr.getAttribute('data-qr-value');
  expect(link).toMatch(/\/track\?t=[0-9a-f]{32}$/);
  expect(link).not.toContain(order.orderNumber);
  await page.screenshot({ path: test.info().outputPath('receipt-qr-1280.png') });

  // The customer's phone: a fresh browser with nobody signed in.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await phone.newPage();
  await customer.goto(link ?? '');
  await customer.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const result = customer.getByRole('region', { name: 'Washing' });
  await expect(result).toBeVisible();
  await expect(result.getByText(`Order ${order.orderNumber}`)).toBeVisible();
  await expect(result.getByText('EXPRESS')).toBeVisible();
  await expect(result.getByText('Expected ready')).toBeVisible();
  await expect(result.getByText('Balance due')).toBeVisible();
  await expect(result.locator('[aria-current="step"]')).toContainText('Being cleaned');
  await expect(result.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  // Nothing personal: not the name, not the phone.
  const text = (await customer.locator('body').textContent()) ?? '';
  expect(text).not.toContain(order.customerInfo.name.split(' ')[0] ?? '');
  expect(text).not.toContain(order.customerInfo.phone);
  await expectAccessible(customer);
  await customer.screenshot({ path: test.info().outputPath('track-390.png'), fullPage: true });

  // By number and phone digits: a wrong phone is told the same as a missing order.
  await customer.getByLabel('Order number').fill(order.orderNumber);
  await customer.getByLabel('Last four digits of your phone').fill('0000');
  await customer.getByRole('button', { name: 'Track order' }).click();
  await expect(customer.getByRole('alert')).toContainText('We could not find an order');
  await expectAccessible(customer);

  await customer.setViewportSize({ width: 1280, height: 900 });
  await customer.screenshot({ path: test.info().outputPath('track-1280.png'), fullPage: true });
  await phone.close();
});

test('bag tags printed at label size, and a scanned tag opening its order', async ({ page }) => {
  test.setTimeout(90_000);
  const order = await studentOrder(page);
  await signInAs(page, CASHIER);
  await openOrder(page, order);

  await page.getByRole('button', { name: 'Print Tags' }).click();
  const dialog = page.getByRole('dialog', { name: `Bag Tags - ${order.orderNumber}` });
  await dialog.getByLabel('Bags').fill('2');
  await expect(dialog.getByRole('article')).toHaveCount(2);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('tags-dialog-1280.png') });

  // On paper: only the labels, each a 58 × 40 mm page (219 × 151 CSS px).
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('print-tags');
  await expect(printed).toBeVisible();
  const label = printed.locator('article').first();
  const box = await label.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(219);
  expect(Math.round(box?.height ?? 0)).toBe(151);
  await expect(label).toContainText(order.orderNumber);
  await expect(label).toContainText('Bag 1 of 2');
  await expect(label).toContainText('EXPRESS');
  await page.setViewportSize({ width: 219, height: 151 });
  await label.screenshot({ path: test.info().outputPath('tag-print-58x40.png') });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');

  // A scanner types the tag's code like a keyboard, fast, and presses Enter: outside any field…
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(order.orderNumber, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: order.orderNumber })).toBeVisible();

  // …and into the back-office search.
  await page.goto('/dashboard');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.click();
  await page.keyboard.type(order.orderNumber, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));
});

test('the ready move queues the customer’s message, shown with its state on the order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const order = await studentOrder(page);
  await moveOrder(page.request, order, 'drying', 'complete');
  // A retried move queues nothing more (one message per order, event and channel). Sent raw: a
  // repeat may be answered 200 or 409, which `apiAs` would refuse.
  const token = await apiTokenOf(page.request, CASHIER);
  const again = await page.request.fetch(`/api/orders/${order._id}/status`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'complete' },
  });
  expect([200, 409]).toContain(again.status());

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, CASHIER, `/orders/${order._id}?tab=messages`);
  const message = page.getByRole('listitem', { name: 'Ready for collection by SMS' });
  await expect(message).toHaveCount(1);
  // No SMS gateway in the e2e server: the message waits in the outbox, with Resend.
  await expect(message.getByText('Not sent')).toBeVisible();
  await expect(
    message.getByText(new RegExp(`${order.orderNumber} is ready for collection`)),
  ).toBeVisible();
  await expect(message.getByText(/Track: http.*\/track\?t=[0-9a-f]{32}/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('messages-390.png'), fullPage: true });
  await message.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('Message queued again', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('messages-1280.png'), fullPage: true });
});
