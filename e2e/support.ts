import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const ADMIN = { email: 'admin@laundry.test', password: DEMO_PASSWORD };
export const CASHIER = { email: 'cashier@laundry.test', password: DEMO_PASSWORD };

/** Fills and submits the staff sign-in form. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInFromLogin(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Opens the landing page and waits until it is interactive: its markup is painted before its
 * scripts are fetched (after the first frame), so a click before React has taken it over would
 * do nothing.
 */
export async function openLanding(page: Page) {
  const document = await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return document;
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The customer list's row of `name` (table view), once the search has narrowed it down. */
export function rowOf(page: Page, name: string) {
  return page.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: name });
}

export async function searchList(page: Page, text: string) {
  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await search.fill(text);
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`),
  );
}

export async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The WCAG 2.1 AA rule sets axe checks every page against. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it stands and fails on any serious or critical violation, naming each
 * rule and the elements that break it so the failure says what to fix.
 */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(blocking, `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * Cash needs the cashier's till open (issue 23). A test that takes cash opens it beside the
 * browser and closes it after, counted exactly, so the till's own test starts from a closed
 * drawer whatever ran before.
 */
export async function withCashierTill(request: APIRequestContext, run: () => Promise<void>) {
  const login = await request.post('/api/auth/login', { data: CASHIER });
  const { token } = (await login.json()).data as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const opened = await request.post('/api/till/sessions', { headers, data: { float: 0 } });
  expect(opened.ok(), await opened.text()).toBe(true);
  try {
    await run();
  } finally {
    const current = await request.get('/api/till/current', { headers });
    const { report } = (await current.json()).data as {
      report: { session: { _id: string }; figures: { expected: number } } | null;
    };
    if (report) {
      const closed = await request.post(`/api/till/sessions/${report.session._id}/close`, {
        headers,
        data: { countedTotal: report.figures.expected, note: 'End of the counter-speed test' },
      });
      expect(closed.ok(), await closed.text()).toBe(true);
    }
  }
}
