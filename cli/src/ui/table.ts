import { displayWidth } from './display-width';

export type Column<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
  align?: 'left' | 'right';
  /**
   * How much the column is worth when the table must shrink to fit the terminal: the least useful
   * shrinks first, down to its header, then the next (default 1; the id or name say 3, a long
   * list of extras 0).
   */
  usefulness?: number;
};

export type TableOptions = {
  /** The terminal's width; columns are shortened with an ellipsis to fit it, the least useful first. */
  maxWidth?: number | undefined;
  /** Styles the header line, e.g. bold on a terminal. */
  header?: (text: string) => string;
};

const GAP = '  ';

/** Formats rows as plain text columns aligned for a terminal, one line per row, ending in a newline. */
export function formatTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[], options: TableOptions = {}): string {
  const cells = rows.map((row) => columns.map((column) => cellText(column.value(row))));
  const widths = columns.map((column, i) => Math.max(displayWidth(column.header), ...cells.map((line) => displayWidth(line[i] ?? ''))));
  fitWidths(widths, columns, options.maxWidth);

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

/**
 * Shrinks columns until the table fits: the least useful first, as far as its header (and at least
 * 3 columns, room for a letter and the ellipsis), then the next; among equals the widest first.
 */
function fitWidths<Row>(widths: number[], columns: readonly Column<Row>[], maxWidth: number | undefined): void {
  if (!maxWidth) return;
  const minimum = (i: number) => Math.max(displayWidth(columns[i]?.header ?? ''), 3);
  const usefulness = (i: number) => columns[i]?.usefulness ?? 1;
  let excess = widths.reduce((sum, w) => sum + w, 0) + GAP.length * (widths.length - 1) - maxWidth;
  while (excess > 0) {
    const open = widths.map((_, i) => i).filter((i) => (widths[i] ?? 0) > minimum(i));
    if (open.length === 0) return;
    const least = Math.min(...open.map(usefulness));
    const candidates = open.filter((i) => usefulness(i) === least);
    const pick = candidates.reduce((a, b) => ((widths[b] ?? 0) > (widths[a] ?? 0) ? b : a));
    // Alone at its level it gives all it must; beside equals, one column at a time, the widest first.
    const step = candidates.length === 1 ? Math.min(excess, (widths[pick] ?? 0) - minimum(pick)) : 1;
    widths[pick] = (widths[pick] ?? 0) - step;
    excess -= step;
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
