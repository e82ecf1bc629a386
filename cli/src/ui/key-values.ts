import { valueText } from './cell-text';
import { displayWidth } from './display-width';

/**
 * One line of a record shown as `key  value`. Without a value the line is a heading for the
 * indented lines after it; a null or empty value shows as `-`.
 */
export type KeyValue = { key: string; value?: string | number | boolean | null; indent?: boolean };

/** Formats a record as aligned `key  value` lines, ending in a newline; a value of several lines continues under its first. */
export function formatKeyValues(entries: readonly KeyValue[]): string {
  const label = (e: KeyValue) => (e.indent ? `  ${e.key}` : e.key);
  const width = Math.max(0, ...entries.map((e) => displayWidth(label(e))));
  const continuation = `\n${' '.repeat(width + 2)}`;
  return entries
    .map((e) => {
      if (!('value' in e) || e.value === undefined) return `${label(e)}\n`;
      // Booleans and instants as the tables print them (yes/no, 2026-11-26 23:27).
      const text = e.value === null || e.value === '' ? '-' : valueText(e.value);
      return `${label(e)}${' '.repeat(width - displayWidth(label(e)))}  ${text.split(/\r?\n/).join(continuation)}`.trimEnd() + '\n';
    })
    .join('');
}
