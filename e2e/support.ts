import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

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

/** Where the web app keeps its session (spec part 1 §7's localStorage keys). */
const SESSION_KEYS = { token: 'auth_token', refreshToken: 'refresh_token', user: 'user_data' };

/**
 * Signs `account` in through the API and opens `path` already signed in: the session is put where
 * the sign-in page would have put it. The sign-in form itself is walked in auth.spec.ts; the other
 * tests skip its page loads, which cost seconds each on a 2-core machine.
 */
export async function signInAs(
  page: Page,
  account: { email: string; password: string },
  path = '/dashboard',
) {
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.ok(), `sign-in as ${account.email}: ${await response.text()}`).toBe(true);
  const { data } = (await response.json()) as {
    data: { token: string; refreshToken: string; user: unknown };
  };
  // Stored before the app's first script runs, once per tab (a flag in the tab's sessionStorage):
  // later navigations must keep what the app wrote since (a rotated refresh token, a sign-out).
  await page.addInitScript(
    ({ keys, session }) => {
      if (sessionStorage.getItem('e2e-session-placed')) return;
      sessionStorage.setItem('e2e-session-placed', '1');
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.refreshToken, session.refreshToken);
      localStorage.setItem(keys.user, JSON.stringify(session.user));
    },
    { keys: SESSION_KEYS, session: data },
  );
  await page.goto(path);
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
  // The previous page stays on screen, marked busy, while the searched one loads: a row action
  // opened on it would hang from a row about to be replaced (its menu then left off-screen).
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens the row actions of `name` (looked for in `scope`: the page, or one row) and picks one. */
export async function rowAction(
  page: Page,
  name: string,
  action: string,
  scope: Page | Locator = page,
) {
  await scope.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The WCAG 2.1 AA rule sets axe checks every page against. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it stands and fails on any serious or critical violation, naming each
 * rule and the elements that break it so the failure says what to fix.
 *
 * In the page itself (legacy mode), asking for the violations only: the builder's default runs
 * each frame apart and finishes the run in a new blank page, which took ~2.2 s a scan on the
 * 2-core machine against ~0.8 s (the app has no cross-origin frames, which only the default
 * reaches). Passes and inapplicable rules are still counted, without their nodes.
 */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
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

/** Signs `account` in through the API (no page) and answers its access token. */
export async function apiTokenOf(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.ok(), `sign-in as ${account.email}: ${await login.text()}`).toBe(true);
  return ((await login.json()).data as { token: string }).token;
}

/**
 * Calls beside the browser as `account`, answering the envelope's `data` (a call that is not
 * ok fails the test, naming it). The e2e server's access tokens are short-lived on purpose (the
 * pages refresh theirs): on a 401 this signs in again, once.
 */
export function apiAs(account: { email: string; password: string }) {
  let token = '';
  return async function api(
    request: APIRequestContext,
    method: string,
    url: string,
    data?: object,
  ) {
    const call = () =>
      request.fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}` },
        ...(data ? { data } : {}),
      });
    let response = await call();
    if (response.status() === 401) {
      token = await apiTokenOf(request, account);
      response = await call();
    }
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()).data;
  };
}

/**
 * The page's answer to `method path` (a path under `/api`), once it comes. The first try may meet
 * an expired access token (401): the client refreshes it and sends the call again, whose answer
 * this is.
 */
export function answerTo(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api${path}`) &&
      response.request().method() === method &&
      response.status() !== 401,
  );
}

/** An order as the API answers it, in the fields the specs read. */
export interface DemoOrder {
  _id: string;
  orderNumber: string;
  status: string;
  totalAmount: number;
  paidAmount: number;
  balanceAmount: number;
  customerInfo: { name: string; phone: string };
  items: { totalPrice: number; weight: number }[];
}

/** What a demo order may add to its one line of Wash and Dry (pickup, express, delivery…). */
export interface DemoOrderOptions {
  /** The line's weight in kg; 2 unless told. */
  weight?: number;
  [field: string]: unknown;
}

/**
 * Places orders as the cashier at the counter would, through the API: the demo student Pasindu
 * Herath, one line of the demo catalogue's per-kg Wash and Dry (normal clothes). The customer and
 * the service are looked up once; each call of the answer places one order.
 */
export async function demoOrderPlacer(request: APIRequestContext) {
  const api = apiAs(CASHIER);
  const customers = await api(request, 'GET', '/api/customers/search?q=Pasindu');
  const { services } = await api(request, 'GET', '/api/services/search?q=Wash%20and%20Dry');
  return async ({ weight = 2, ...fields }: DemoOrderOptions = {}) =>
    (
      await api(request, 'POST', '/api/orders', {
        customerId: customers[0]._id,
        items: [{ serviceId: services[0]._id, weight, clothingCategory: 'normal_clothes' }],
        ...fields,
      })
    ).order as DemoOrder;
}

/** Places one demo order (see `demoOrderPlacer`). */
export async function placeDemoOrder(request: APIRequestContext, options?: DemoOrderOptions) {
  return (await demoOrderPlacer(request))(options);
}

/** Moves an order through `statuses`, one after the other, as the cashier. */
export async function moveOrder(
  request: APIRequestContext,
  order: { _id: string },
  ...statuses: string[]
) {
  const api = apiAs(CASHIER);
  for (const status of statuses) {
    await api(request, 'PATCH', `/api/orders/${order._id}/status`, { status });
  }
}

/** Reads an order back through the API as the cashier, in the fields `T` names. */
export async function readOrder<T = DemoOrder>(request: APIRequestContext, id: string) {
  return (await apiAs(CASHIER)(request, 'GET', `/api/orders/${id}`)).order as T;
}

/**
 * Cash needs the cashier's till open (issue 23). A test that takes cash opens it beside the
 * browser and closes it after, counted exactly, so the till's own test starts from a closed
 * drawer whatever ran before.
 */
export async function withCashierTill(request: APIRequestContext, run: () => Promise<void>) {
  const api = apiAs(CASHIER);
  await api(request, 'POST', '/api/till/sessions', { float: 0 });
  try {
    await run();
  } finally {
    await closeCashierTill(request, 'End of the test');
  }
}

/** Closes the cashier's till if one is open, counted exactly (no variance); true when it did. */
export async function closeCashierTill(request: APIRequestContext, note: string) {
  const api = apiAs(CASHIER);
  const { report } = (await api(request, 'GET', '/api/till/current')) as {
    report: { session: { _id: string }; figures: { expected: number } } | null;
  };
  if (!report) return false;
  await api(request, 'POST', `/api/till/sessions/${report.session._id}/close`, {
    countedTotal: report.figures.expected,
    note,
  });
  return true;
}
