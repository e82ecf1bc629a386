import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import headless from '@xterm/headless';
import { repoRoot } from './repo-root';
import { trackctlEntry } from './trackctl';

/** How long the screen may take to show what a key did (a live server answers in far less). */
const SCREEN_TIMEOUT_MS = 15_000;

export type TerminalOptions = {
  /** The terminal's size (default 200 columns, 60 rows). */
  columns?: number;
  rows?: number;
  env?: NodeJS.ProcessEnv;
};

export type Terminal = {
  /** Everything shown so far, escape codes taken out. */
  readonly screen: string;
  /** Everything shown so far, escape codes kept (the alternate screen, cursor moves). */
  readonly raw: string;
  /** Writes keys as a user types them; `\x03` is Ctrl+C, which the terminal turns into SIGINT when not in raw mode. */
  press(keys: string): void;
  /** Resizes the terminal, as a user dragging its window would (trackctl gets SIGWINCH). */
  resize(columns: number, rows: number): Promise<void>;
  /** The lines the terminal shows now, as a terminal of its size draws the output (a headless xterm.js), trailing spaces cut. */
  visible(): Promise<string[]>;
  /** Waits until the lines on screen pass `check` (a frame drawn for a new size comes some frames later); fails with them when they never do. */
  showsNow(check: (lines: string[]) => boolean): Promise<string[]>;
  /** Whether the terminal shows its alternate screen now (as less and vim do), not the shell's. */
  onAlternateScreen(): Promise<boolean>;
  /** Waits until the screen has shown the text (after `from`, an index into `screen`); fails with what it showed last when it does not. */
  shows(text: string | RegExp, from?: number): Promise<void>;
  /** The exit status `script` reports: trackctl's code, or 128 + the signal that ended it. */
  exited: Promise<number | null>;
  stop(): void;
};

/**
 * The built trackctl on a terminal of its own: util-linux's `script` (Debian's bsdutils, always
 * installed) runs it on a pseudo-terminal and passes on the keys written to it.
 */
export function onTerminal(args: readonly string[], options: TerminalOptions = {}): Terminal {
  const { columns = 200, rows = 60 } = options;
  const quote = (a: string) => `'${a.replaceAll("'", "'\\''")}'`;
  const command = [`stty cols ${columns} rows ${rows} && exec`, ...[process.execPath, trackctlEntry, ...args].map(quote)].join(' ');
  const child: ChildProcess = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, SHELL: '/bin/sh', TERM: 'xterm-256color', NO_COLOR: '1', ...options.env },
    stdio: 'pipe',
  });
  let raw = '';
  let failed: Error | undefined;
  // The same output drawn by a terminal emulator of the same size: what a user would see now.
  const emulator = new headless.Terminal({ cols: columns, rows, allowProposedApi: true });
  let drawn = Promise.resolve();
  child.stdout?.on('data', (chunk: Buffer) => {
    raw += chunk.toString();
    drawn = new Promise((resolve) => emulator.write(chunk, resolve));
  });
  const settled = async () => {
    for (let last; last !== drawn;) await (last = drawn);
  };
  child.on('error', (error) => (failed = new Error(`Could not run util-linux's script for a terminal: ${error.message}`)));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const screen = () => stripVTControlCharacters(raw);
  return {
    get screen() {
      return screen();
    },
    get raw() {
      return raw;
    },
    async visible() {
      await settled();
      const buffer = emulator.buffer.active;
      return Array.from({ length: emulator.rows }, (_, i) => buffer.getLine(buffer.viewportY + i)?.translateToString(true) ?? '');
    },
    async showsNow(check) {
      for (let waited = 0; ; waited += 50) {
        const lines = await this.visible();
        if (check(lines)) return lines;
        if (failed) throw failed;
        if (waited > SCREEN_TIMEOUT_MS || child.exitCode !== null)
          throw new Error(`The screen never passed the check. It shows:\n${lines.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async onAlternateScreen() {
      await settled();
      return emulator.buffer.active.type === 'alternate';
    },
    press(keys) {
      child.stdin?.write(keys);
    },
    resize(newColumns, newRows) {
      // The size is set on the pseudo-terminal trackctl runs on (its stdin, `script`'s child), and
      // the kernel sends its foreground process SIGWINCH, as when a window is dragged.
      const pid = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ')[0];
      const stty = spawn('sh', ['-c', `stty -F "$(readlink /proc/${pid}/fd/0)" cols ${newColumns} rows ${newRows}`], { stdio: 'ignore' });
      emulator.resize(newColumns, newRows);
      return new Promise((resolve, reject) => {
        stty.on('error', reject);
        stty.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`stty could not resize the terminal (exit ${code})`))));
      });
    },
    async shows(text, from = 0) {
      const found = () => {
        const shown = screen().slice(from);
        return typeof text === 'string' ? shown.includes(text) : text.test(shown);
      };
      for (let waited = 0; !found(); waited += 50) {
        if (failed) throw failed;
        if (waited > SCREEN_TIMEOUT_MS || child.exitCode !== null)
          throw new Error(`The terminal never showed "${String(text)}". Its end:\n${screen().slice(-2000)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
