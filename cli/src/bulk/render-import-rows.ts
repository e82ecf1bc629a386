import type { Context } from '../context/create-context';
import type { Column } from '../ui/ui';
import { plural } from '../ui/count';

/**
 * An import's rows as a table. Off a terminal every row (a script reads them all); on a terminal
 * only the rows that need a look, so 5,000 rows done do not scroll the summary away, and a line
 * says how many are not listed (`--report` and `--json` keep every row).
 */
export async function renderImportRows<Row>(
  context: Context,
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  needsALook: (row: Row) => boolean,
): Promise<void> {
  if (!context.io.stdout.isTTY) {
    await context.ui.renderTable(rows, columns);
    return;
  }
  const shown = rows.filter(needsALook);
  if (shown.length > 0) await context.ui.renderTable(shown, columns);
  const hidden = rows.length - shown.length;
  if (hidden === 0) return;
  const which =
    shown.length > 0
      ? hidden === 1
        ? 'One other row is'
        : `The other ${plural(hidden, 'row', 'rows')} are`
      : hidden === 1
        ? 'The one row is'
        : `All ${plural(hidden, 'row', 'rows')} are`;
  context.ui.renderInfo(`${which} as planned and not listed: --report <file> or --json lists every row.`);
}
