import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';

export { expect } from '@playwright/test';

/** What every test's storage starts without: whatever an earlier test kept on this origin. */
const STORAGE = 'cookies,local_storage,session_storage,indexeddb,service_workers,cache_storage';

/**
 * The suite's `test`. Its pages open in one browser profile per worker, kept warm: the built
 * back-office's ~170 immutable files come from the HTTP cache after the first test instead of
 * being fetched and compiled again for every test (a cold page load cost ~3 s on the 2-core
 * machine, a warm one ~1.7 s; decision 035). What a test sees is still its own: every test gets
 * a new tab, and the origin's cookies and storage are cleared before it starts.
 *
 * `test.use({ freshBrowser: true })` gives a test a new, empty browser context instead: for
 * tests about what a first visit downloads.
 */
export const test = base.extend<{ freshBrowser: boolean }, { warmContext: BrowserContext }>({
  freshBrowser: [false, { option: true }],
  warmContext: [
    async ({ playwright, launchOptions, headless }, use) => {
      const profile = mkdtempSync(join(tmpdir(), 'laundry-e2e-browser-'));
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        headless,
        baseURL,
        acceptDownloads: true,
      });
      await use(context);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  context: async ({ warmContext }, use) => {
    await use(warmContext);
  },
  page: async ({ freshBrowser, browser, warmContext }, use) => {
    let page: Page;
    let fresh: BrowserContext | undefined;
    if (freshBrowser) {
      fresh = await browser.newContext({ baseURL });
      page = await fresh.newPage();
    } else {
      page = await warmContext.newPage();
      const cdp = await warmContext.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin: baseURL, storageTypes: STORAGE });
      await cdp.detach();
      await warmContext.clearCookies();
    }
    await use(page);
    await page.close();
    await fresh?.close();
  },
});
