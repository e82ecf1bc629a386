import type { Column } from './table';

/**
 * The rows as tab-separated values with a header line, for a pipe or a file: one line per row,
 * whole values (no truncation), tabs and line breaks inside a value turned into spaces.
 */
export function formatTsv<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const line = (cells: readonly string[]) => cells.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t');
  const header = line(columns.map((c) => c.header));
  const body = rows.map((row) => line(columns.map((c) => String(c.value(row) ?? ''))));
  return `${[header, ...body].join('\n')}\n`;
}
