/** What a spreadsheet reads as the start of a formula (or a DDE call) in a text cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text for a cell of a file the product writes (.xlsx, .csv), made inert the way OWASP's CSV
 * injection guidance says: a value that begins with `=`, `+`, `-`, `@`, a tab or a carriage
 * return gets a leading single quote, so `=HYPERLINK(…)` in a customer's name stays text once the
 * sheet is saved as CSV and opened again. Numbers are written as numbers and never pass here.
 */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A CSV file's text (RFC 4180, lines ended by CRLF): each field made inert by `spreadsheetText`,
 * then quoted when it holds a comma, a quote or a line break. The one way the product writes CSV.
 */
export function csvText(lines: readonly (readonly string[])[]): string {
  const field = (value: string) => {
    const safe = spreadsheetText(value);
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return lines.map((line) => `${line.map(field).join(',')}\r\n`).join('');
}
