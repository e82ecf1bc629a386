/** An instant as the API writes it: `2026-11-26T23:27:05.123Z`, with or without seconds, an offset instead of Z. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A value as every table and every record (`show`) prints it: yes or no for a boolean,
 * `2026-11-26 23:27` (UTC, to the minute) for an instant, a day as `2026-11-26`.
 */
export function valueText(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = String(value);
  if (INSTANT.test(text)) {
    const at = new Date(text);
    if (!Number.isNaN(at.getTime())) return at.toISOString().slice(0, 16).replace('T', ' ');
  }
  return text;
}

/**
 * A table cell's text, one way in every table (on a terminal and in TSV): `valueText`, nothing
 * for a missing value; whitespace inside a value becomes one space, so a row stays on its line.
 */
export function cellText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return valueText(value).replace(/\s+/g, ' ');
}
