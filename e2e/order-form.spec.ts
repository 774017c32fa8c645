import { expect, type Page, test } from '@playwright/test';
import { CASHIER, expectAccessible, signInFromLogin } from './support';

/** The saved order read back through the API, with a token of its own (the page's is short-lived). */
async function readOrder(page: Page, id: string) {
  const login = await page.request.post('/api/auth/login', { data: CASHIER });
  const { token } = (await login.json()).data as { token: string };
  const answer = await page.request.get(`/api/orders/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data.order as {
    discount: { type: string; percentage: number } | null;
    subtotal: number;
    discountAmount: number;
    expressServiceFee: number;
    totalAmount: number;
    pickupRequired: boolean;
    pickupAddress: { street: string; city: string } | null;
  };
}

test('a cashier creates a pickup order for a student with the 10% discount and express', async ({
  page,
}) => {
  await signInFromLogin(page, CASHIER);
  await page.goto('/orders/new');
  await expect(page.getByRole('heading', { name: 'Create New Order' })).toBeVisible();

  // Step 1: a demo student customer (valid student ID, no campaign).
  const search = page.getByRole('combobox', { name: 'Search customers' });
  await expect(search).toBeFocused();
  await expectAccessible(page);
  await search.fill('0786789006');
  await expect(page.getByRole('option', { name: /Pasindu Herath/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '2. Services' })).toBeVisible();

  // Step 2: 4 kg of Wash and Dry, express.
  await page.getByRole('combobox', { name: /Service/ }).click();
  await page.getByRole('option', { name: /^Wash and Dry/ }).click();
  await page.getByLabel(/Weight \(kg\)/).fill('4');
  await page.getByRole('checkbox', { name: /Express service/ }).click();

  // The preview: 4 kg × LKR 350 = 1,400; −10% (140); +100 express = 1,360.
  const breakdown = page.getByLabel('Price breakdown');
  await expect(breakdown).toContainText('Student discount (10%)');
  await expect(breakdown).toContainText(/Subtotal\s*LKR\s*1,400/);
  await expect(breakdown).toContainText(/Express service\s*LKR\s*100/);
  await expect(page.getByTestId('order-total')).toHaveText(/LKR\s*1,360/);

  // Step 3: pickup at the customer's address (their street is typed in).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: '3. Delivery' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Pickup required/ }).click();
  await expect(page.getByLabel(/Pickup city/)).toHaveValue('Moratuwa');
  await page.getByLabel(/Pickup street/).fill('21 Lakshapathiya Road');

  const created = page.waitForResponse(
    // The first try may meet an expired access token (401); the client refreshes and resends.
    (response) =>
      response.url().endsWith('/api/orders') &&
      response.request().method() === 'POST' &&
      response.status() !== 401,
  );
  await page.getByRole('button', { name: 'Create Order' }).click();
  const answer = await created;
  expect(answer.ok()).toBe(true);
  const id = (await answer.json()).data.order._id as string;
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  const order = await readOrder(page, id);
  expect(order.discount).toMatchObject({ type: 'student', percentage: 10 });
  expect(order.subtotal).toBe(1400);
  expect(order.discountAmount).toBe(140);
  expect(order.expressServiceFee).toBe(100);
  expect(order.totalAmount).toBe(1360);
  expect(order.pickupRequired).toBe(true);
  expect(order.pickupAddress).toMatchObject({ street: '21 Lakshapathiya Road', city: 'Moratuwa' });
});
