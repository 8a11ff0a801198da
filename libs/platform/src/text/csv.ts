/**
 * Leading characters that make a spreadsheet read a cell as a formula (`=`, `+`, `-`, `@`), or
 * that some spreadsheets strip before reading it so (tab, carriage return): a name such as
 * `=HYPERLINK(…)` would run in the spreadsheet of whoever opens the export (CSV injection, OWASP).
 * The web app's profile export applies the same rule in the browser
 * (apps/web/src/features/profile/csv-cell.ts; the web app imports nothing from the server).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null;

/** Text gets a leading `'` when it could start a formula (spreadsheets show it as text); numbers are written as they are; null is empty. */
const neutralised = (value: CsvValue): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
};

/** One CSV record (RFC 4180) ending in CRLF: every cell neutralised, then quoted with inner quotes doubled, so commas and line breaks stay inside. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map((value) => `"${neutralised(value).replaceAll('"', '""')}"`).join(',')}\r\n`;
}
