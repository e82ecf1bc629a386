import { spawn } from 'node:child_process';
import type { Io } from '../io/io';

/** The pager when neither TRACKCTL_PAGER nor PAGER names one: quits at once when the text fits, keeps colours, leaves the screen as is. */
const DEFAULT_PAGER = 'less -FRX';

/**
 * Writes a table to stdout, through a pager when it is longer than the terminal, as gh does:
 * TRACKCTL_PAGER, else PAGER, else `less -FRX` (an empty value or `cat` turns it off). Never
 * when stdout is not a terminal (a pipe, a file). A pager that cannot start leaves the text
 * written directly.
 */
export async function writePaged(io: Io, text: string): Promise<void> {
  const rows = io.stdout.rows;
  const command = (io.env.TRACKCTL_PAGER ?? io.env.PAGER ?? DEFAULT_PAGER).trim();
  const lines = text.split('\n').length - 1;
  if (!io.stdout.isTTY || !rows || lines < rows || command === '' || command === 'cat') {
    io.stdout.write(text);
    return;
  }
  const started = await new Promise<boolean>((resolve) => {
    // The pager draws on the terminal itself; trackctl only feeds it (UTF-8, whatever the locale says).
    const pager = spawn('sh', ['-c', command], {
      stdio: ['pipe', 'inherit', 'inherit'],
      env: { LESS: 'FRX', LESSCHARSET: 'utf-8', ...io.env },
    });
    pager.once('error', () => resolve(false));
    pager.once('close', (code) => resolve(code !== 127));
    // A pager quit before reading it all (q in less) closes the pipe: not a failure.
    pager.stdin.on('error', () => undefined);
    pager.stdin.end(text);
  });
  if (!started) io.stdout.write(text);
}
