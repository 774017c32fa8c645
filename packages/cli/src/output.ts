import { type CliContext, println } from './context';

/** Data for scripts: one JSON document on stdout. */
export function printJson(context: CliContext, value: unknown): void {
  println(context.out, JSON.stringify(value, null, 2));
}

export interface Column<T> {
  header: string;
  value(row: T): string;
}

/** A plain text table: a header, then one line per row, columns padded to their widest cell. */
export function formatTable<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, ...cells.map((line) => (line[index] ?? '').length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, index) =>
        index === values.length - 1 ? value : value.padEnd(widths[index] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.header)), ...cells.map(line)].join('\n');
}
