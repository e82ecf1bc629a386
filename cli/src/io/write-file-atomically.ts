import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { link, open, rename, rm } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { CliError } from '../errors/cli-error';

/**
 * Writes a file through a temporary file beside it, renamed over the target once `write` has
 * finished: a failed or interrupted write (Ctrl+C, a kill) leaves no half-written file, and an
 * existing file stays as it was. The temporary file is created first, so a path that cannot be
 * written fails before any work is done. `write` must end `out`, as `pipeline` does.
 *
 * With `replace: false`, a file that appeared at `file` meanwhile is kept and the write fails
 * (the finished file is linked into place, which refuses an existing name, rather than renamed).
 */
export async function writeFileAtomically(
  file: string,
  write: (out: Writable) => Promise<void>,
  { replace = true }: { replace?: boolean } = {},
): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temp, 'wx').catch((error: unknown) => {
    throw new CliError(`Could not write ${file}: ${describe(error)}`, { cause: error });
  });
  // The first Ctrl+C, SIGTERM or SIGHUP cancels the work, whose failure removes the file below; a
  // second one ends the process at once (cli/src/io/interrupts.ts), and this removes it then.
  const onExit = () => rmSync(temp, { force: true });
  process.once('exit', onExit);
  const out = handle.createWriteStream();
  try {
    await write(out);
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    if (replace) await rename(temp, file);
    else await linkIntoPlace(temp, file);
  } catch (error) {
    out.destroy();
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  } finally {
    process.off('exit', onExit);
  }
}

async function linkIntoPlace(temp: string, file: string): Promise<void> {
  await link(temp, file).catch((error: unknown) => {
    throw new CliError(
      `Could not write ${file}: ${(error as NodeJS.ErrnoException).code === 'EEXIST' ? 'it exists now' : describe(error)}`,
      {
        nextStep: 'Nothing was replaced. Run the command again.',
        cause: error,
      },
    );
  });
  await rm(temp, { force: true });
}

/** `no such file or directory` from `ENOENT: no such file or directory, open '<the temporary file>'`. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^[A-Z]+: /, '').replace(/, \w+ '[^']*'$/, '');
}
