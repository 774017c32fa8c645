import { expect, test } from './fixtures';
import { ADMIN, expectAccessible, signInAs } from './support';

// One flow through the price list: create a per_kg service with category prices, duplicate it,
// deactivate it, and price 2.5 kg of it in the Price Calculator.
test('an admin sets up, duplicates, deactivates and prices a per-kg service', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Duvet Wash ${Date.now() % 100_000}`;
  await signInAs(page, ADMIN, '/services');
  await expect(page.getByRole('heading', { name: 'Service Management' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add Service' }).click();

  // Step 1: Continue stays disabled until a name is typed.
  await expect(page.getByText('Fill in the details to create a new service')).toBeVisible();
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await expectAccessible(page);
  await page.getByLabel('Service Name').fill(name);
  await page.getByLabel('Description').fill('Duvets and blankets by the kilo');
  await next.click();

  // Step 2: per kg with two category prices.
  await page.getByRole('combobox', { name: 'Price Type' }).click();
  await page.getByRole('option', { name: 'Per Kg' }).click();
  await page.getByLabel(/Base Price/).fill('400');
  await page.getByLabel('Blankets').fill('550');
  await page.getByLabel('Bed Sheets').fill('450.50');
  await next.click();

  // Step 3: process steps and time, then create.
  await page.getByLabel('Estimated Time (minutes)').fill('240');
  await page.getByRole('checkbox', { name: 'Fold' }).click();
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(
    page.getByText('Service created successfully', { exact: true }).first(),
  ).toBeVisible();

  // The detail page shows the category prices.
  await page.getByRole('searchbox', { name: 'Search services' }).fill(name);
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('LKR 550 per kg', { exact: true })).toBeVisible();
  await expect(page.getByText('LKR 450.50 per kg', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Duplicate from the detail page: the form opens in duplicate mode with ' (Copy)'.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Creating duplicate service')).toBeVisible();
  await expect(page.getByLabel('Service Name')).toHaveValue(`${name} (Copy)`);
  await next.click();
  await expect(page.getByLabel('Blankets')).toHaveValue('550');
  await next.click();
  await page.getByRole('button', { name: 'Create Service' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.getByRole('searchbox', { name: 'Search services' }).fill(name);
  // Open the row's menu only once the search has applied: a list that re-filters under an open
  // menu closes it.
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('link', { name: `${name} (Copy)` })).toBeVisible();

  // Deactivate the copy from its row.
  await page.getByRole('button', { name: `Actions for ${name} (Copy)` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await expect(page.getByText('Service deactivated successfully', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `${name} (Copy)` })
      .getByText('Inactive'),
  ).toBeVisible();

  // Price 2.5 kg of blankets in the calculator: 550 × 2.5 = 1,375.
  await page.getByRole('button', { name: 'Price Calculator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Price Calculator' });
  await dialog.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: new RegExp(`^${name} ·`) }).click();
  await expect(dialog.getByLabel('Weight (kg)')).toHaveValue('1');
  await dialog.getByRole('button', { name: '5 kg' }).click();
  await expect(dialog.getByLabel('Weight (kg)')).toHaveValue('5');
  await dialog.getByLabel('Weight (kg)').fill('2.5');
  await dialog.getByRole('combobox', { name: 'Clothing Category' }).click();
  await page.getByRole('option', { name: /^Blankets/ }).click();
  await dialog.getByRole('button', { name: 'Calculate' }).click();
  await expect(dialog.getByText('Total: LKR 1,375')).toBeVisible();
  await expectAccessible(page);
});
