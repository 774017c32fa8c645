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
