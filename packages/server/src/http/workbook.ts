import { PassThrough, type Readable } from 'node:stream';
import { centsToRupees, rupeesToCents, spreadsheetText } from '@laundry/domain';
import ExcelJS from 'exceljs';

/** LKR with two decimals, as the accountant's spreadsheet should show money. */
export const LKR_FORMAT = '"LKR" #,##0.00';
const COUNT_FORMAT = '#,##0';

const inertText = <T>(value: T): T | string =>
  typeof value === 'string' ? spreadsheetText(value) : value;

export interface SheetColumn<Row> {
  header: string;
  width: number;
  value: (row: Row, index: number) => string | number | null;
  /** money: LKR format; count: whole numbers; percent: one decimal. */
  kind: 'money' | 'count' | 'text' | 'percent';
  /**
   * The totals row's cell: 'sum' adds the column up; a function derives it from the sums of all
   * columns (an average = revenue sum / orders sum); none leaves it empty.
   */
  total?: 'sum' | ((sums: number[]) => number);
}

/** A column added up in the totals row: money (LKR format) or a count, the common case. */
export function summed<Row>(
  kind: 'money' | 'count',
  header: string,
  width: number,
  value: (row: Row) => number | null,
): SheetColumn<Row> {
  return { header, width, kind, value, total: 'sum' };
}

export interface SheetDefinition<Row> {
  title: string;
  sheetName: string;
  period: string;
  columns: SheetColumn<Row>[];
}

const HEADER_ROW = 4;

/**
 * Streams a report as an .xlsx: the title, the period, a frozen bold header, typed number cells
 * (LKR format for money), and a totals row. Rows are committed one by one with exceljs's
 * streaming writer, so a long report never sits in memory as a whole workbook.
 */
export function streamWorkbook<Row>(
  definition: SheetDefinition<Row>,
  rows: Iterable<Row>,
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  workbook.creator = 'Laundry';
  const sheet = workbook.addWorksheet(definition.sheetName, {
    views: [{ state: 'frozen', ySplit: HEADER_ROW }],
  });
  sheet.columns = definition.columns.map((column) => ({ width: column.width }));

  const write = async () => {
    const title = sheet.addRow([inertText(definition.title)]);
    title.font = { bold: true, size: 14 };
    title.commit();
    sheet.addRow([inertText(definition.period)]).commit();
    sheet.addRow([]).commit();
    const header = sheet.addRow(definition.columns.map((column) => column.header));
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
      cell.border = { bottom: { style: 'thin' } };
    });
    header.commit();

    // Column sums as the rows stream by (in cents for money, so the total is exact).
    const sums = definition.columns.map(() => 0);
    let index = 0;
    for (const row of rows) {
      // Text from the shop's records (names, phones, notes) can never become a live formula.
      const values = definition.columns.map((column) => inertText(column.value(row, index)));
      values.forEach((value, position) => {
        if (typeof value === 'number')
          sums[position] = (sums[position] ?? 0) + rupeesToCents(value);
      });
      const line = sheet.addRow(values);
      formatCells(line, definition.columns);
      line.commit();
      index += 1;
    }
    if (definition.columns.some((column) => column.total)) {
      const exact = sums.map(centsToRupees);
      const values = definition.columns.map((column, position) => {
        if (column.total === 'sum') return exact[position] ?? 0;
        if (typeof column.total === 'function') return column.total(exact);
        return null;
      });
      const totals = sheet.addRow(['Total', ...values.slice(1)]);
      totals.font = { bold: true };
      totals.eachCell((cell) => {
        cell.border = { top: { style: 'thin' } };
      });
      formatCells(totals, definition.columns);
      totals.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

function formatCells<Row>(row: ExcelJS.Row, columns: SheetColumn<Row>[]) {
  columns.forEach((column, position) => {
    const cell = row.getCell(position + 1);
    if (column.kind === 'money') cell.numFmt = LKR_FORMAT;
    if (column.kind === 'count') cell.numFmt = COUNT_FORMAT;
    if (column.kind === 'percent') cell.numFmt = '0.0%';
  });
}
