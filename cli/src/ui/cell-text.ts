/** An instant as the API writes it: `2026-11-26T23:27:05.123Z`, with or without seconds, an offset instead of Z. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A table cell's text, one way in every table (on a terminal and in TSV): yes or no for a
 * boolean, `2026-11-26 23:27` (UTC, to the minute) for an instant, a day as `2026-11-26`, nothing
 * for a missing value; whitespace inside a value becomes one space, so a row stays on its line.
 */
export function cellText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = String(value);
  if (INSTANT.test(text)) {
    const at = new Date(text);
    if (!Number.isNaN(at.getTime())) return at.toISOString().slice(0, 16).replace('T', ' ');
  }
  return text.replace(/\s+/g, ' ');
}
