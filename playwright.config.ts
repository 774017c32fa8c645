import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The config is evaluated by the runner and again by each worker: the first evaluation picks the
// port and the fresh data folder and hands them to the workers through the environment.
process.env.E2E_PORT ??= String(40_000 + Math.floor(Math.random() * 10_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'laundry-e2e-'));
const port = Number(process.env.E2E_PORT);

export const baseURL = `http://127.0.0.1:${port}`;

// The landing page's campaign runs around the day the suite runs (the spec's own dates, in
// 2025, are long past): a window from 30 days ago to 30 days ahead, in calendar days.
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The test command runs this suite beside vitest (scripts/test.sh): the machine is shared, so
  // a page load can take twice what it takes alone. The waits allow for it.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    // A trace when a failed test runs again (CI retries once): recording every test cost a fifth
    // of the suite's time.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The production build served by the server, on a fresh embedded database with demo data.
    command: 'node packages/server/dist/main.js',
    url: `${baseURL}/api/public/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Short-lived access tokens so the suite exercises the refresh path for real.
      ACCESS_TOKEN_TTL: '5',
      CAMPAIGN_START_DATE: day(-30),
      CAMPAIGN_END_DATE: day(30),
      LOG_LEVEL: 'warn',
    },
  },
});
