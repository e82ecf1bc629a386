import { displayWidth } from './display-width';

export type Column<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
  align?: 'left' | 'right';
};

export type TableOptions = {
  /** The terminal's width; the widest column is shortened with an ellipsis to fit it. */
  maxWidth?: number | undefined;
  /** Styles the header line, e.g. bold on a terminal. */
  header?: (text: string) => string;
};

const GAP = '  ';

/** Formats rows as plain text columns aligned for a terminal, one line per row, ending in a newline. */
export function formatTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[], options: TableOptions = {}): string {
  const cells = rows.map((row) => columns.map((column) => cellText(column.value(row))));
  const widths = columns.map((column, i) =>
    Math.max(displayWidth(column.header), ...cells.map((line) => displayWidth(line[i] ?? ''))),
  );
  fitWidths(widths, columns.map((c) => displayWidth(c.header)), options.maxWidth);

  const formatLine = (line: readonly string[]) =>
    line
      .map((text, i) => pad(truncate(text, widths[i] ?? 0), widths[i] ?? 0, columns[i]?.align ?? 'left'))
      .join(GAP)
      .trimEnd();

  const header = formatLine(columns.map((c) => c.header.toUpperCase()));
  const lines = [options.header ? options.header(header) : header, ...cells.map(formatLine)];
  return `${lines.join('\n')}\n`;
}

function cellText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // A cell must stay on its line.
  return String(value).replace(/\s+/g, ' ');
}

/** Shrinks the widest columns, never below their header, until the table fits. */
function fitWidths(widths: number[], minimums: readonly number[], maxWidth: number | undefined): void {
  if (!maxWidth) return;
  const total = () => widths.reduce((sum, w) => sum + w, 0) + GAP.length * (widths.length - 1);
  while (total() > maxWidth) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++) {
      if ((widths[i] ?? 0) > Math.max(minimums[i] ?? 0, 3) && (widest < 0 || (widths[i] ?? 0) > (widths[widest] ?? 0))) widest = i;
    }
    if (widest < 0) return;
    widths[widest] = (widths[widest] ?? 0) - 1;
  }
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Cuts whole characters (an emoji with its modifiers is one) until the text and its ellipsis fit. */
function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const next = displayWidth(segment);
    if (used + next > width - 1) break;
    kept += segment;
    used += next;
  }
  return `${kept}…`;
}

function pad(text: string, width: number, align: 'left' | 'right'): string {
  const fill = ' '.repeat(Math.max(width - displayWidth(text), 0));
  return align === 'right' ? fill + text : text + fill;
}
