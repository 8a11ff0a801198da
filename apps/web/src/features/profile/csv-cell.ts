/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and carriage return,
 * that some of them strip before reading it so): a profile field such as `=HYPERLINK(…)` would
 * run in the spreadsheet of whoever opens the export (CSV injection, OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV cell: a value that could start a formula gets a leading `'`, which spreadsheets show as
 * text; then always quoted, inner quotes doubled (RFC 4180), so commas and line breaks stay inside.
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}
