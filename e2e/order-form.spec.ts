import { expect, test } from './fixtures';
import { answerTo, CASHIER, expectAccessible, readOrder, signInAs } from './support';

/** The saved order's figures the form's choices decide. */
interface SavedOrder {
  discount: { type: string; percentage: number } | null;
  subtotal: number;
  discountAmount: number;
  expressServiceFee: number;
  totalAmount: number;
  pickupRequired: boolean;
  pickupAddress: { street: string; city: string } | null;
}

test('a cashier creates a pickup order for a student with the 10% discount and express', async ({
  page,
}) => {
  await signInAs(page, CASHIER, '/orders/new');
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

  const created = answerTo(page, 'POST', '/orders');
  await page.getByRole('button', { name: 'Create Order' }).click();
  const answer = await created;
  expect(answer.ok()).toBe(true);
  const id = (await answer.json()).data.order._id as string;
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  const order = await readOrder<SavedOrder>(page.request, id);
  expect(order.discount).toMatchObject({ type: 'student', percentage: 10 });
  expect(order.subtotal).toBe(1400);
  expect(order.discountAmount).toBe(140);
  expect(order.expressServiceFee).toBe(100);
  expect(order.totalAmount).toBe(1360);
  expect(order.pickupRequired).toBe(true);
  expect(order.pickupAddress).toMatchObject({ street: '21 Lakshapathiya Road', city: 'Moratuwa' });
});

/** A day `offset` days from today in the shop's zone (Colombo), typed day first: dd/mm/yyyy. */
function shopDay(offset: number) {
  const day = new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-GB', {
    timeZone: 'Asia/Colombo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return day;
}

test('a pickup order with a date and time prints them, the ready time and the cashier on its receipt', async ({
  page,
}) => {
  // A whole order, its receipt and an axe run: more than the default 30 s on a busy 2-core box.
  test.slow();
  await signInAs(page, CASHIER, '/orders/new');
  const search = page.getByRole('combobox', { name: 'Search customers' });
  await search.fill('0786789006');
  await expect(page.getByRole('option', { name: /Pasindu Herath/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: /Service/ }).click();
  await page.getByRole('option', { name: /^Wash and Dry/ }).click();
  await page.getByLabel(/Weight \(kg\)/).fill('2');
  await expect(page.getByTestId('order-ready-by')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, /);

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: /Pickup required/ }).click();
  await page.getByLabel(/Pickup street/).fill('21 Lakshapathiya Road');
  const day = shopDay(2);
  await page.getByRole('textbox', { name: 'Pickup date' }).fill(day);
  await page.getByLabel('Pickup time').fill('15:00');

  const created = answerTo(page, 'POST', '/orders');
  await page.getByRole('button', { name: 'Create Order' }).click();
  const answer = await created;
  expect(answer.ok(), await answer.text()).toBe(true);
  const saved = (await answer.json()).data.order as {
    pickupDate: string;
    expectedReadyDate: string;
  };
  expect(saved.pickupDate).not.toBeNull();
  // The clothes arrive at the pickup: the order cannot be ready before it.
  expect(new Date(saved.expectedReadyDate).getTime()).toBeGreaterThan(
    new Date(saved.pickupDate).getTime(),
  );

  await page.getByRole('button', { name: 'Print Receipt' }).first().click();
  const receipt = page.getByRole('dialog');
  await expect(receipt).toContainText(`Pickup Date${day}, 3:00 pm`);
  await expect(receipt).toContainText(/Ready by\d{2}\/\d{2}\/\d{4}, /);
  await expect(receipt).toContainText('Phone078 678 9006');
  await expect(receipt).toContainText('Cashier');
  await expect(receipt).not.toContainText('Receipt No.');
  await expectAccessible(page);
});
