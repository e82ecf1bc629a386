import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The lock's file inside the data directory: the holder's process id. */
export const LOCK_FILE = 'tracker-server.lock';

/** Another live process holds the data directory: opening it too would lose writes and corrupt indexes. */
export class DataDirectoryInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(`data directory ${dir} is in use by process ${pid}`);
    this.name = 'DataDirectoryInUseError';
  }
}

/** Data directories this process holds; its own pid in a lock it does not hold is a previous life's (a restarted container). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Creates the lock file with our pid in it, in one step (a hard link of a written file), only if none is there. */
function createLock(file: string): boolean {
  const written = `${file}.${process.pid}.tmp`;
  writeFileSync(written, `${process.pid}\n`);
  try {
    linkSync(written, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(written, { force: true });
  }
}

/**
 * Takes the data directory for this process alone: creates the lock file holding our pid, only if
 * no file is there. A lock whose process is gone (killed, crashed) is taken over. Another live
 * holder is refused with DataDirectoryInUseError. Returns the release, which removes our lock.
 */
export function lockDataDirectory(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const resolved = path.resolve(dir);
  if (held.has(resolved)) throw new DataDirectoryInUseError(dir, process.pid);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createLock(file)) {
      held.add(resolved);
      return () => {
        held.delete(resolved);
        if (readHolder(file) === process.pid) unlinkSync(file);
      };
    }
    const holder = readHolder(file);
    if (holder === undefined) continue; // released meanwhile: try again
    if (holder !== process.pid && holder > 0 && isAlive(holder)) throw new DataDirectoryInUseError(dir, holder);
    // Stale: move it aside (atomic: of two processes taking over, one moves it). If what was moved
    // is no longer the stale lock, another process took over first: put its lock back.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (readHolder(aside) === holder) unlinkSync(aside);
    else renameSync(aside, file);
  }
  throw new Error(`Could not take the lock of data directory ${dir}: it keeps changing hands`);
}
