import { cellText } from './cell-text';
import type { Column } from './table';

/**
 * The rows as tab-separated values with a header line, for a pipe or a file: one line per row,
 * whole values (no truncation), dates and booleans written as on a terminal (`cellText`).
 */
export function formatTsv<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const line = (cells: readonly string[]) => cells.join('\t');
  const header = line(columns.map((c) => c.header));
  const body = rows.map((row) => line(columns.map((c) => cellText(c.value(row)))));
  return `${[header, ...body].join('\n')}\n`;
}
