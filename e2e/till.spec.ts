import { expect, test } from './fixtures';
import {
  apiAs,
  CASHIER,
  closeCashierTill,
  demoOrderPlacer,
  expectAccessible,
  readOrder,
  signInAs,
} from './support';

/** Calls beside the browser as the cashier. */
const api = apiAs(CASHIER);

const NOTES = [5000, 2000, 1000, 500, 100, 50, 20, 10, 5, 2, 1];

/** Whole rupees as notes and coins, largest first (what a cashier's count would be). */
function piecesOf(rupees: number): [number, number][] {
  let left = rupees;
  return NOTES.flatMap((note) => {
    const pieces = Math.floor(left / note);
    left -= pieces * note;
    return pieces ? [[note, pieces] as [number, number]] : [];
  });
}

test('a cashier opens with LKR 5,000, takes cash and a transfer, pays out, counts and closes −20', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, CASHIER);
  // A test cut short before may have left the cashier's till open: start from a closed drawer.
  await closeCashierTill(page.request, 'Closed before the till test');
  await page.goto('/till');
  await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
  await expectAccessible(page);

  const float = page.getByLabel(/Float \(LKR\)/);
  await float.fill('5000');
  await page.getByRole('button', { name: 'Open till' }).click();
  await expect(page.getByRole('article', { name: /X Report · Till \d+/ })).toBeVisible();

  // Two cash orders and one bank transfer at the counter (through the API, as the cashier).
  const place = await demoOrderPlacer(page.request);
  let cash = 0;
  for (const method of ['cash', 'cash', 'bank_transfer'] as const) {
    const order = await place();
    await api(page.request, 'POST', `/api/orders/${order._id}/payments`, {
      method,
      amount: order.balanceAmount,
      ...(method === 'bank_transfer' ? { transactionId: 'BOC-55120' } : {}),
    });
    if (method === 'cash') cash += order.balanceAmount;
  }

  await page.reload();
  const cashOut = page.getByRole('form', { name: 'Cash out' });
  await cashOut.getByLabel(/Amount \(LKR\)/).fill('300');
  await cashOut.getByLabel(/Reason/).fill('Detergent');
  await cashOut.getByRole('button', { name: 'Record cash out' }).click();
  const expected = 5000 + cash - 300;
  const xReport = page.getByRole('article', { name: /X Report/ });
  await expect(xReport.getByText('Paid-out: Detergent')).toBeVisible();
  await expect(xReport).toContainText(
    `LKR ${expected.toLocaleString('en-LK', { minimumFractionDigits: 2 })}`,
  );

  // The drawer is twenty rupees short.
  const close = page.getByRole('form', { name: 'Count and close' });
  for (const [note, pieces] of piecesOf(Math.round(expected - 20))) {
    await close
      .getByLabel(`LKR ${note.toLocaleString('en-LK')} ${note >= 20 ? 'note' : 'coin'} count`)
      .fill(String(pieces));
  }
  await expect(close.getByTestId('till-variance')).toHaveText('-LKR 20.00');
  await close.getByLabel('Note', { exact: true }).fill('Twenty short');
  await expectAccessible(page);
  await close.getByRole('button', { name: 'Close till' }).click();

  const zReport = page.getByRole('article', { name: /Z Report · Till \d+/ });
  await expect(zReport).toBeVisible();
  await expect(zReport).toContainText('-LKR 20.00');
  await expect(page.getByRole('button', { name: 'Open till' })).toBeVisible();
  await expectAccessible(page);

  // The Z report on paper: 80 mm wide (≈302 CSS px), only the report printed.
  await page.setViewportSize({ width: 302, height: 900 });
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('print-till-report');
  await expect(printed).toBeVisible();
  await expect(printed).toContainText('Z Report');
  await expect(page.getByRole('form', { name: 'Open till' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('z-report-80mm.png'), fullPage: true });
});

test('with no till open, a transfer goes through and cash offers Open till in the payment dialog', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, CASHIER);
  // Whatever ran before, the cashier starts with a closed drawer.
  await closeCashierTill(page.request, 'Closed before the no-till test');
  expect((await api(page.request, 'GET', '/api/till/current')).report).toBeNull();

  const place = await demoOrderPlacer(page.request);
  const pay = async (order: { _id: string; orderNumber: string }) => {
    await page.goto(`/orders/${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: order.orderNumber })).toBeVisible();
    await page.getByRole('button', { name: 'Process Payment' }).click();
    return page.getByRole('dialog', { name: 'Process Payment' });
  };
  const balanceOf = async (order: { _id: string }) =>
    (await readOrder(page.request, order._id)).balanceAmount;

  // A bank transfer never asks for a till.
  const transfer = await place();
  const transferDialog = await pay(transfer);
  await transferDialog.getByRole('radio', { name: 'Bank Transfer' }).click();
  await transferDialog.getByRole('button', { name: 'Next' }).click();
  await transferDialog.getByRole('button', { name: 'Next' }).click();
  await transferDialog.getByLabel(/Transaction ID/).fill('BOC-99120');
  await transferDialog.getByRole('button', { name: /Complete Payment/ }).click();
  await expect(transferDialog).toBeHidden();
  expect(await balanceOf(transfer)).toBe(0);
  expect((await api(page.request, 'GET', '/api/till/current')).report).toBeNull();

  // Cash is told plainly, opens the till in one step with its float, then goes through.
  const cash = await place();
  const cashDialog = await pay(cash);
  await cashDialog.getByRole('button', { name: /Complete Payment/ }).click();
  await expect(
    cashDialog.getByText('No till is open for you. Open your till to take cash.'),
  ).toBeVisible();
  await expect(cashDialog.getByText(/^Float LKR [\d,]+$/)).toBeVisible();
  await expectAccessible(page);
  await cashDialog.getByRole('button', { name: 'Open till' }).click();
  await expect(cashDialog.getByText('Till opened. Take the payment again.')).toBeVisible();
  const { report } = await api(page.request, 'GET', '/api/till/current');
  expect(report.session.status).toBe('open');
  expect(report.figures.cashPayments).toBe(0);
  await cashDialog.getByRole('button', { name: /Complete Payment/ }).click();
  await expect(cashDialog).toBeHidden();
  expect(await balanceOf(cash)).toBe(0);
  const after = await api(page.request, 'GET', '/api/till/current');
  expect(after.report.figures.cashPayments).toBe(cash.balanceAmount);
  expect(after.report.bankTransfers.total).toBe(0);
  expect(await closeCashierTill(page.request, 'End of the no-till test')).toBe(true);
});
