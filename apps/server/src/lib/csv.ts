/**
 * The one CSV writer every export uses (RFC 4180: comma-separated, CRLF line ends, fields quoted
 * when they hold a comma, quote or line break, quotes doubled).
 *
 * A cell a spreadsheet would read as a formula (it begins with `=`, `+`, `-`, `@`, or a tab or
 * carriage return before one) gets a leading apostrophe, so a name like `=HYPERLINK(...)` typed by
 * a guest is shown as text, never run (OWASP, 'CSV injection'). Numbers are written as numbers.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then each row; a byte order mark first so Excel reads UTF-8 names right. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `Content-Disposition` for a CSV download named `base` (ASCII letters, digits and dashes only). */
export function csvDisposition(base: string): string {
  const safe = base.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `attachment; filename="${safe}.csv"`;
}
