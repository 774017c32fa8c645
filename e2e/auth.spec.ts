import { expect, test } from './fixtures';
import { ADMIN, CASHIER, expectAccessible, sidebar, signIn, signInFromLogin } from './support';

test('an admin signs in and sees the admin portal', async ({ page }) => {
  await signInFromLogin(page, ADMIN);
  const nav = sidebar(page);
  await expect(page.getByText('Admin Portal')).toBeVisible();
  for (const group of ['Overview', 'Core Operations', 'Management', 'Analytics']) {
    await expect(nav.getByText(group, { exact: true })).toBeVisible();
  }
  for (const item of [
    'Dashboard',
    'Orders',
    'Customers',
    'Services',
    'Staff',
    'Users',
    'Reports',
  ]) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Full Access')).toBeVisible();
  await expect(page.getByText('Administrator Dashboard')).toBeVisible();
  await expectAccessible(page);

  // The two admin pages no other journey starts on: the audit log and the outbox.
  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Changes' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.getByText(/^(No messages yet|Showing )/).first()).toBeVisible();
  await expectAccessible(page);
});

test('a cashier signs in, sees the cashier terminal and is kept out of admin pages', async ({
  page,
}) => {
  await signInFromLogin(page, CASHIER);
  const nav = sidebar(page);
  await expect(page.getByText('Cashier Terminal').first()).toBeVisible();
  for (const group of ['Quick Access', 'Daily Operations', 'Customer Service', 'Insights']) {
    await expect(nav.getByText(group, { exact: true })).toBeVisible();
  }
  for (const item of ['Dashboard', 'New Order', 'Orders', 'Customers', 'Reports']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  for (const item of ['Services', 'Staff', 'Users']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('Cashier Mode')).toBeVisible();

  await page.goto('/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a visitor to a protected page signs in and returns to it', async ({ page }) => {
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcustomers$/);
  await signIn(page, CASHIER);
  await expect(page).toHaveURL(/\/customers$/);
});

test('five failed sign-ins lock the form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  const wrong = { email: 'nobody@laundry.test', password: 'wrong-password' };
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await signIn(page, wrong);
    await expect(
      page.getByText(
        `${attempt} failed attempt(s). Account will be locked after 5 failed attempts.`,
      ),
    ).toBeVisible();
  }
  await signIn(page, wrong);
  await expect(
    page.getByText(
      'Account temporarily locked due to multiple failed login attempts. Please try again in 5 minutes.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
});

test('signing out asks first, then ends the session', async ({ page }) => {
  await signInFromLogin(page, ADMIN);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(
    page.getByText(
      'Are you sure you want to sign out? You will need to sign in again to access your account.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
});

test('an expired access token is refreshed without signing the user out', async ({ page }) => {
  await signInFromLogin(page, CASHIER);
  const first = await page.evaluate(() => localStorage.getItem('auth_token'));
  const firstRefresh = await page.evaluate(() => localStorage.getItem('refresh_token'));
  // The e2e server issues 5-second access tokens.
  await page.waitForTimeout(6_000);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Cashier Terminal').first()).toBeVisible();
  const second = await page.evaluate(() => localStorage.getItem('auth_token'));
  const secondRefresh = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect(second).not.toBe(first);
  expect(secondRefresh).not.toBe(firstRefresh);
});

test.describe('a first visit', () => {
  // A new, empty browser: what a first visit downloads (the other tests share a warm cache).
  test.use({ freshBrowser: true });

  test('the sign-in page loads none of the back-office code, and the back-office none of it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const document = await page.goto('/login');
    expect(document?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
    expect(scripts.some((path) => /\/login-[\w-]+\.js$/.test(path))).toBe(true);
    const backOffice = /\/app-|ShellLayout|DashboardPage|\/routes-|\/landing-/;
    expect(scripts.filter((path) => backOffice.test(path))).toEqual([]);

    scripts.length = 0;
    await signIn(page, CASHIER);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Cashier Terminal').first()).toBeVisible();
    expect(scripts.some((path) => /\/app-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/login-[\w-]+\.js$/.test(path))).toEqual([]);
  });
});
