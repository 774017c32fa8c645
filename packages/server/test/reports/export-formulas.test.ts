import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { asAccount, insertCustomer, insertOrder } from '../helpers/customers';
import { useTestApp } from '../helpers/test-app';

/** Names a hostile customer could register with, each a live formula if left as it is. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example","Click")',
  '@SUM(1+1)',
  "+cmd|' /C calc'!A0",
  '-1+2',
];

describe('report exports keep hostile text inert (issue 24, item 5)', () => {
  const t = useTestApp();
  const as = asAccount(t);

  it('quotes every text cell that a spreadsheet would run as a formula', async () => {
    for (const [index, fullName] of HOSTILE.entries()) {
      const customer = await insertCustomer(t.db, { fullName, phoneNumber: `077000000${index}` });
      await insertOrder(t.db, {
        customerId: customer.id,
        totalAmountCents: 1000_00,
        createdAt: new Date('2026-02-10T05:00:00Z'),
      });
    }
    const response = await as('admin', {
      method: 'GET',
      url: '/api/reports/export/customers?startDate=2026-02-01&endDate=2026-02-28',
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const texts: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (typeof cell.value === 'string') texts.push(cell.value);
          expect(cell.type, `${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
        }),
      ),
    );
    expect(texts.filter((text) => /^[=+\-@\t\r]/.test(text))).toEqual([]);
    expect(texts).toEqual(expect.arrayContaining(HOSTILE.map((name) => `'${name}`)));
  });
});
