/** Characters that make a spreadsheet treat a cell as a formula (or hide one behind a control). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as written to CSV: values that a spreadsheet would run as a formula get a leading
 * apostrophe, and the cell is quoted when it holds a comma, quote or line break.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join('; ') : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, ending with CRLF as RFC 4180 says. */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
