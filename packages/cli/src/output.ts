import { printable } from '@laundry/domain';
import { type CliContext, println } from './context';

/** What JSON.stringify leaves raw that a terminal acts on: DEL, C1 controls, bidi overrides. */
const RAW_IN_JSON = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Data for scripts: one JSON document on stdout, every character a terminal acts on escaped. */
export function printJson(context: CliContext, value: unknown): void {
  const json = JSON.stringify(value, null, 2).replace(
    RAW_IN_JSON,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  println(context.out, json);
}

export interface Column<T> {
  header: string;
  value(row: T): string;
}

/** A plain text table: a header, then one line per row, columns padded to their widest cell. */
export function formatTable<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  // A cell is one line of text, whatever the server sent (issue 38).
  const cells = rows.map((row) => columns.map((column) => printable(column.value(row))));
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
