import type { Io } from '../io/io';
import { createProgress, type Progress } from './progress';
import { colorEnabled, createStyle, type Style } from './style';
import { selectJsonFields } from './json-fields';
import { clearStatusLine } from './status-line';
import type { KeyValue } from './key-values';
import type { Column } from './table';
import { formatTsv } from './tsv';

/**
 * Everything a command prints goes through here. Messages for people (info, success, warnings,
 * errors) go to stderr; data (tables, JSON, plain results) goes to stdout, so pipes get only data.
 */
export type Ui = {
  readonly style: Style;
  renderInfo(message: string): void;
  renderSuccess(message: string): void;
  renderWarning(message: string, nextStep?: string): void;
  renderError(message: string, nextStep?: string): void;
  /**
   * Aligned columns on a terminal (through the pager when longer than the terminal, unless the run
   * is stopping; identifiers never cut), tab-separated values with a header line anywhere else.
   */
  renderTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): Promise<void>;
  /** One record as aligned `key  value` lines on stdout. */
  renderKeyValues(entries: readonly KeyValue[]): Promise<void>;
  /** The data as JSON; only the fields `--json=f1,f2` names, when it names any. */
  renderJson(data: unknown): void;
  /** One line of data on stdout. */
  renderLine(text: string): void;
  /** A live count on stderr while work runs, on a terminal only, e.g. `Exported 1,200 rows…`. */
  startProgress(format: (count: number) => string): Progress;
};

export type UiOptions = { color?: boolean; jsonFields?: readonly string[] | undefined };

export function createUi(io: Io, options: UiOptions = {}): Ui {
  const err = createStyle(colorEnabled(io.stderr, io.env, options.color));
  const out = createStyle(colorEnabled(io.stdout, io.env, options.color));
  // A waiting spinner is wiped before anything is printed (status-line.ts).
  const writeErr = (text: string) => {
    clearStatusLine(io.stderr);
    io.stderr.write(`${text}\n`);
  };
  const writeOut = (text: string) => {
    clearStatusLine(io.stderr);
    io.stdout.write(text);
  };

  return {
    style: out,
    renderInfo: (message) => writeErr(message),
    renderSuccess: (message) => writeErr(`${err.green('✔')} ${message}`),
    renderWarning: (message, nextStep) => {
      writeErr(`${err.yellow(err.bold('Warning:'))} ${message}`);
      if (nextStep) writeErr(`  ${nextStep}`);
    },
    renderError: (message, nextStep) => {
      writeErr(`${err.red(err.bold('Error:'))} ${message}`);
      if (nextStep) writeErr(`  ${nextStep}`);
    },
    // Measuring text for a terminal (string-width) loads only when a terminal shows it.
    renderTable: async (rows, columns) => {
      if (!io.stdout.isTTY) {
        writeOut(formatTsv(rows, columns));
        return;
      }
      const [{ formatTable }, { writePaged }] = await Promise.all([import('./table'), import('./pager')]);
      const onDrop = (headers: readonly string[]) =>
        writeErr(`Not shown at this width: ${headers.join(', ')} (a wider terminal, --json or a pipe shows every column).`);
      const table = formatTable(rows, columns, { maxWidth: io.stdout.columns, header: out.bold, onDrop });
      // A run told to stop (Ctrl+C, SIGTERM) prints what it has and ends: it never waits in a pager.
      clearStatusLine(io.stderr);
      if (io.signal?.aborted) io.stdout.write(table);
      else await writePaged(io, table);
    },
    renderKeyValues: async (entries) => {
      const { formatKeyValues } = await import('./key-values');
      writeOut(formatKeyValues(entries));
    },
    renderJson: (data) => {
      const shown = options.jsonFields ? selectJsonFields(data, options.jsonFields) : data;
      writeOut(`${JSON.stringify(shown, null, 2)}\n`);
    },
    renderLine: (text) => writeOut(`${text}\n`),
    startProgress: (format) => createProgress(io.stderr, format, io.env),
  };
}

export type { Column };
