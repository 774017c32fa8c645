import { expect, test } from './fixtures';
import { ADMIN, expectAccessible, rowAction, rowOf, searchList, signInAs } from './support';

test('a student customer is created, found, rewarded to Gold, edited and deleted', async ({
  page,
}) => {
  // One long journey with an accessibility check on each page, on a shared machine.
  test.setTimeout(90_000);
  const stamp = String(Date.now());
  const name = `Nadeesha E2E ${stamp.slice(-6)}`;
  const renamed = `${name} Silva`;
  const phone = `07${stamp.slice(-8)}`;

  await signInAs(page, ADMIN);

  // Create a student customer: the live check and the discount banner show before saving.
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Add Customer' }).click();
  await expect(page).toHaveURL(/\/customers\/new$/);
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('checkbox', { name: 'This customer is a student' }).click();
  await page.getByLabel('Student ID').fill('it21 1234');
  await expect(page.getByText(/^Invalid format for Main Campus\./)).toBeVisible();
  await page.getByLabel('Student ID').fill('IT2112345');
  await expect(page.getByText('✓ Valid student ID')).toBeVisible();
  await expect(page.getByText('Student Discount Eligible!')).toBeVisible();
  await page.getByLabel('City').fill('Malabe');
  await page.getByRole('button', { name: 'Create Customer' }).click();
  await expect(page.getByText('Customer created successfully', { exact: true })).toBeVisible();
  // The form returns to the list after 2 s.
  await expect(page).toHaveURL(/\/customers$/);

  // Find them by search; the search is kept in the address.
  await searchList(page, name);
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Student', { exact: true })).toBeVisible();
  await expect(row.getByText('Bronze', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search customers' })).toHaveValue(name);
  await expect(rowOf(page, name)).toHaveCount(1);
  await expectAccessible(page);

  // Their detail page, then back to the list as it was.
  await rowOf(page, name).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await expect(rowOf(page, name)).toHaveCount(1);

  // Add 500 points: the preview says Gold, and so does the list once the dialog closes.
  await rowAction(page, name, 'Manage Loyalty');
  const dialog = page.getByRole('dialog', { name: 'Manage Loyalty Points' });
  await dialog.getByRole('button', { name: 'Add 500 points' }).click();
  await dialog.getByLabel('Reason').fill('Welcome bonus');
  await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText('500 points');
  await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText('Moves up to Gold');
  await dialog.getByRole('button', { name: 'Update Points' }).click();
  await expect(dialog.getByText('Loyalty points updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name).getByText('Gold', { exact: true })).toBeVisible();
  await expect(rowOf(page, name).getByText('500', { exact: true })).toBeVisible();

  // Edit them: the form opens with their details and shows the points read-only (decision 044:
  // they change only in Manage Loyalty); saving returns to the list and keeps the 500 points.
  await rowAction(page, name, 'Edit');
  await expect(page).toHaveURL(/\/customers\/edit\//);
  await expect(page.getByLabel('Loyalty Points')).toHaveValue('500');
  await expect(page.getByLabel('Loyalty Points')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Student ID')).toHaveValue('IT2112345');
  await expectAccessible(page);
  await page.getByLabel('Full Name').fill(renamed);
  await page.getByRole('button', { name: 'Update Customer' }).click();
  await expect(page.getByText('Customer updated successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/customers$/);
  await searchList(page, renamed);
  await expect(rowOf(page, renamed)).toHaveCount(1);
  await expect(rowOf(page, renamed).getByText('500', { exact: true })).toBeVisible();

  // The detail page shows the new name, the tier and the student discount.
  await rowOf(page, renamed).getByRole('link', { name: renamed }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('10% student discount')).toBeVisible();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await page.goBack();

  // Delete them after the confirmation.
  await rowAction(page, renamed, 'Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete customer?' });
  await expect(confirm).toContainText(`Are you sure you want to delete ${renamed}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Customer deleted successfully').first()).toBeVisible();
  await expect(page.getByText('No customers found')).toBeVisible();
});
