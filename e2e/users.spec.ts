import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, expectAccessible, rowAction, signIn, signInAs } from './support';

function userRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: name });
}

test('an admin creates a cashier, deactivates, reactivates, resets the password and deletes them', async ({
  page,
  browser,
}) => {
  // Two browsers, five sign-ins (each an argon2id check) and every account action: over 30 s on
  // a loaded 2-core machine.
  test.slow();
  const stamp = String(Date.now()).slice(-6);
  const name = `Cashier E2E ${stamp}`;
  const email = `cashier.e2e.${stamp}@laundry.test`;
  const firstPassword = 'Counter#1';
  const secondPassword = 'Counter#2';

  await signInAs(page, ADMIN);

  // Create the cashier: the strength meter and the match hint show before saving.
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'User statistics' })).toContainText('Total Users');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/users\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New User' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email.toUpperCase());
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(firstPassword);
  await expect(page.getByRole('progressbar', { name: 'Password strength' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(firstPassword);
  await expect(page.getByText('Passwords match')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cashier/ })).toBeChecked();
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);

  // Find them by search (kept in the address); the e-mail was saved lower-cased.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(name);
  await expect(page).toHaveURL(/search=Cashier\+E2E/);
  const row = userRow(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row.getByText('Cashier', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Deactivate them after the confirmation: they can no longer sign in.
  await rowAction(page, name, 'Deactivate');
  const deactivate = page.getByRole('alertdialog', { name: 'Deactivate user?' });
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User deactivated successfully', { exact: true })).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  const other = await browser.newContext();
  const cashierPage = await other.newPage();
  await cashierPage.goto('/login');
  await signIn(cashierPage, { email, password: firstPassword });
  await expect(
    cashierPage.getByText('Your account has been deactivated. Please contact an administrator.'),
  ).toBeVisible();
  await expect(cashierPage).toHaveURL(/\/login/);

  // Reactivate them.
  await rowAction(page, name, 'Activate');
  await page
    .getByRole('alertdialog', { name: 'Activate user?' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByText('User activated successfully', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Set a new password (an admin needs no current password for someone else's account).
  await rowAction(page, name, 'Change Password');
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog.getByRole('textbox', { name: 'Current Password' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'New Password', exact: true }).fill(secondPassword);
  await dialog.getByRole('textbox', { name: 'Confirm New Password' }).fill(secondPassword);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The old password no longer works; the new one does.
  await cashierPage.reload();
  await signIn(cashierPage, { email, password: firstPassword });
  await expect(cashierPage.getByText('Invalid email or password')).toBeVisible();
  await cashierPage.reload();
  await signIn(cashierPage, { email, password: secondPassword });
  await expect(cashierPage).toHaveURL(/\/dashboard$/);
  await other.close();

  // Their detail page shows the account.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Account Active')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Permissions & Access' })).toBeVisible();
  await page.goBack();

  // Delete them after the confirmation.
  await rowAction(page, name, 'Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete user?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();
});

test("an admin's own row offers neither Deactivate nor Delete", async ({ page }) => {
  await signInAs(page, ADMIN, '/users?search=admin%40laundry.test');
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
});
