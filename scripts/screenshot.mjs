// Screenshots of the running product for the README and for looking at screens while building:
//   node scripts/screenshot.mjs <baseURL> <path> <out.png> [width=1440] [account=admin|cashier|none] [height]
// With a height, the shot is that viewport (fixed sidebars stay whole); without, the full page.
import { chromium } from '@playwright/test';

const [baseURL, path, out, width = '1440', account = 'admin', height] = process.argv.slice(2);
if (!baseURL || !path || !out) {
  console.error('usage: node scripts/screenshot.mjs <baseURL> <path> <out.png> [width] [account]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(height ?? (Number(width) < 600 ? 844 : 900)) },
});
if (account !== 'none') {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill(`${account}@laundry.test`);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}
await page.goto(`${baseURL}${path}`);
await page.waitForLoadState('networkidle');
await page.screenshot({ path: out, fullPage: !height });
await browser.close();
