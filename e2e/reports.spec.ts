import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { ADMIN, expectAccessible, signInAs } from './support';

/** A YYYY-MM-DD day as typed in the back office's date inputs: dd/mm/yyyy. */
const dayFirst = (day: string) => day.split('-').reverse().join('/');
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

// Aggregates over the demo data on a busy machine can take more than the default 7 s.
const REPORT_TIMEOUT = 30_000;

/** A report's figures or its empty state: either way the tab has answered. */
async function expectAnswered(page: Page, table: string) {
  await expect(
    page
      .getByRole('table', { name: table })
      .or(page.getByText('No data available for the selected period')),
  ).toBeVisible({ timeout: REPORT_TIMEOUT });
}

/** The first cell of a sheet holding a number (a figure written as a number, not text). */
function firstNumber(sheet: ExcelJS.Worksheet): number | undefined {
  let found: number | undefined;
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      if (found === undefined && typeof cell.value === 'number') found = cell.value;
    });
  });
  return found;
}

test('each report tab opens at its own address and applies a range', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, ADMIN, '/reports');
  await expect(page).toHaveURL(/\/reports\/revenue$/);
  await expect(page.getByRole('heading', { name: 'Reports & Analytics' })).toBeVisible();
  await expectAnswered(page, 'Revenue by period');

  for (const [tab, path, table] of [
    ['Order Status', 'order-status', 'Orders by status'],
    ['Customers', 'customers', 'Customers ranked by amount spent'],
    ['Services', 'services', 'Services ranked by revenue'],
    ['Revenue', 'revenue', 'Revenue by period'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${path}$`));
    await expectAnswered(page, table);
    await expectAccessible(page);
  }

  // A year back to today, grouped by month.
  await page.getByLabel('Start Date').fill(dayFirst(isoDay(-365)));
  await page.getByLabel('End Date').fill(dayFirst(isoDay(0)));
  await page.getByRole('combobox', { name: 'Group By' }).click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/startDate=.*endDate=.*groupBy=month/);
  await expectAnswered(page, 'Revenue by period');
  // Monthly periods read year-month.
  await expect(
    page
      .getByRole('table', { name: 'Revenue by period' })
      .getByText(/^\d{4}-\d{2}$/)
      .first(),
  ).toBeVisible({ timeout: REPORT_TIMEOUT });
});

test('Export saves the revenue report as a real spreadsheet', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, ADMIN, `/reports/revenue?startDate=${isoDay(-365)}&endDate=${isoDay(0)}`);
  await expect(page.getByRole('table', { name: 'Revenue by period' })).toBeVisible({
    timeout: REPORT_TIMEOUT,
  });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('revenue-report.xlsx');
  await expect(page.getByText('Report exported successfully', { exact: true }).first()).toBeVisible(
    {
      timeout: REPORT_TIMEOUT,
    },
  );

  const path = testInfo.outputPath('revenue-report.xlsx');
  await file.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile(path));
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  if (!sheet) return;
  expect(String(sheet.getCell('A1').value)).toMatch(/revenue/i);
  expect(firstNumber(sheet)).toEqual(expect.any(Number));
});
