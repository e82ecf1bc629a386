import { cellText } from './cell-text';
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
  /**
   * An identifier (an id, a GUID, a domain, an email) is never cut: a cut one cannot be copied,
   * searched or told from its neighbours. Guessed when not said: the first column, and a column
   * whose header names one or whose every value looks like one, are identifiers.
   */
  identifier?: boolean;
};

export type TableOptions = {
  /** The terminal's width; columns are shortened with an ellipsis to fit it, the least useful first. */
  maxWidth?: number | undefined;
  /** Styles the header line, e.g. bold on a terminal. */
  header?: (text: string) => string;
  /** Told the headers of the columns left out because even shrunk they did not fit. */
  onDrop?: (headers: readonly string[]) => void;
};

const GAP = '  ';

/** Headers of columns that hold identifiers; `value`, an import row's domain or id, is one too. */
const IDENTIFIER_HEADERS = /^(id|guid|domain|email|value|company|row|.*[ _]id|.*[ _]email|.*[ _]domain)$/i;
/** Headers of columns worth the least: they shrink, then go, before any other unless a command says. */
const LOW_VALUE_HEADERS = /^(technologies|keywords|created|created at|updated|match|users|tags)$/i;
const IDENTIFIER_VALUE = [
  /^\d+$/,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i,
];

/**
 * Formats rows as plain text columns aligned for a terminal, one line per row, ending in a newline.
 * Too wide for `maxWidth`: the least useful columns shrink first, then are left out; identifiers
 * and the first column are never cut (a table of them alone may pass the width, and wraps).
 */
export function formatTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[], options: TableOptions = {}): string {
  const allCells = rows.map((row) => columns.map((column) => cellText(column.value(row))));
  const keep = keptColumns(allCells, columns, options.maxWidth);
  const shown = keep.map((i) => columns[i] as Column<Row>);
  const cells = allCells.map((line) => keep.map((i) => line[i] ?? ''));
  const dropped = columns.filter((_, i) => !keep.includes(i)).map((c) => c.header);
  if (dropped.length > 0) options.onDrop?.(dropped);
  const widths = shown.map((column, i) => Math.max(displayWidth(column.header), ...cells.map((line) => displayWidth(line[i] ?? ''))));
  const fixed = shown.map((column) => isIdentifier(column, columns, allCells));
  fitWidths(widths, shown, fixed, options.maxWidth);

  const formatLine = (line: readonly string[]) =>
    line
      .map((text, i) => pad(truncate(text, widths[i] ?? 0), widths[i] ?? 0, shown[i]?.align ?? 'left'))
      .join(GAP)
      .trimEnd();

  const header = formatLine(shown.map((c) => c.header.toUpperCase()));
  const lines = [options.header ? options.header(header) : header, ...cells.map(formatLine)];
  return `${lines.join('\n')}\n`;
}

const usefulnessOf = <Row>(column: Column<Row>) => column.usefulness ?? (LOW_VALUE_HEADERS.test(column.header) ? 0 : 1);

/** Whether a column is never cut: the first, one said or named to be an identifier, or one whose every value looks like one. */
function isIdentifier<Row>(column: Column<Row>, all: readonly Column<Row>[], cells: readonly (readonly string[])[]): boolean {
  const index = all.indexOf(column);
  if (index === 0 || column.identifier === true) return true;
  if (column.identifier === false) return false;
  if (IDENTIFIER_HEADERS.test(column.header)) return true;
  const values = cells.map((line) => line[index] ?? '').filter((v) => v !== '');
  return values.length > 0 && values.every((v) => IDENTIFIER_VALUE.some((pattern) => pattern.test(v)));
}

/**
 * The columns that fit, by index: when even shrunk to their headers (identifiers whole) the
 * columns pass the width, the least useful is left out (the rightmost among equals), then the
 * next; identifiers and the first column always stay.
 */
function keptColumns<Row>(cells: readonly (readonly string[])[], columns: readonly Column<Row>[], maxWidth: number | undefined): number[] {
  const keep = columns.map((_, i) => i);
  if (!maxWidth) return keep;
  const fullWidth = (i: number) => Math.max(displayWidth(columns[i]?.header ?? ''), ...cells.map((line) => displayWidth(line[i] ?? '')));
  const narrowest = (i: number) =>
    isIdentifier(columns[i] as Column<Row>, columns, cells)
      ? fullWidth(i)
      : Math.min(fullWidth(i), Math.max(displayWidth(columns[i]?.header ?? ''), 3));
  const needed = () => keep.reduce((sum, i) => sum + narrowest(i), 0) + GAP.length * (keep.length - 1);
  while (needed() > maxWidth) {
    const droppable = keep.filter((i) => !isIdentifier(columns[i] as Column<Row>, columns, cells));
    if (droppable.length === 0) break;
    const least = Math.min(...droppable.map((i) => usefulnessOf(columns[i] as Column<Row>)));
    const drop = droppable.filter((i) => usefulnessOf(columns[i] as Column<Row>) === least).at(-1) as number;
    keep.splice(keep.indexOf(drop), 1);
  }
  return keep;
}

/**
 * Shrinks columns until the table fits: the least useful first, as far as its header (and at least
 * 3 columns, room for a letter and the ellipsis), then the next; among equals the widest first.
 * Identifiers (`fixed`) keep their width.
 */
function fitWidths<Row>(widths: number[], columns: readonly Column<Row>[], fixed: readonly boolean[], maxWidth: number | undefined): void {
  if (!maxWidth) return;
  const minimum = (i: number) => (fixed[i] ? (widths[i] ?? 0) : Math.max(displayWidth(columns[i]?.header ?? ''), 3));
  const usefulness = (i: number) => usefulnessOf(columns[i] as Column<Row>);
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

// Made on first use: creating a segmenter loads ICU's break rules, which a command printing no table never needs.
let graphemes: Intl.Segmenter | undefined;

/** Cuts whole characters (an emoji with its modifiers is one) until the text and its ellipsis fit. */
function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let kept = '';
  let used = 0;
  for (const { segment } of (graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(text)) {
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
