import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock's file inside the data directory: the holder's process id and host name. */
export const LOCK_FILE = 'tracker-server.lock';

/** Another live process holds the data directory: opening it too would lose writes and corrupt indexes. */
export class DataDirectoryInUseError extends Error {
  constructor(dir: string, holder: Holder) {
    const elsewhere = holder.host === hostname() ? '' : ` on host ${holder.host} (if no server runs there any more, delete ${path.join(dir, LOCK_FILE)})`;
    super(`data directory ${dir} is in use by process ${holder.pid}${elsewhere}`);
    this.name = 'DataDirectoryInUseError';
  }
}

/**
 * Who holds a lock. The host matters where one directory is shared between machines or
 * containers (a volume mounted in two): their process ids mean nothing here, and two containers'
 * servers are often both process 1. A lock written before hosts were recorded is taken as ours.
 */
type Holder = { pid: number; host: string };

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

function readHolder(file: string): Holder | undefined {
  try {
    const [pidText = '', host = hostname()] = readFileSync(file, 'utf8').trim().split(/\s+/);
    const pid = Number(pidText);
    return { pid: Number.isInteger(pid) && pid > 0 ? pid : 0, host };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const isOurs = (holder: Holder | undefined) => holder?.pid === process.pid && holder.host === hostname();

/** A holder that may still run: on another host we cannot tell, so it may. */
const mayBeAlive = (holder: Holder) => holder.host !== hostname() || (holder.pid !== process.pid && holder.pid > 0 && isAlive(holder.pid));

/** Creates the lock file with our pid and host in it, in one step (a hard link of a written file), only if none is there. */
function createLock(file: string): boolean {
  const written = `${file}.${process.pid}.tmp`;
  writeFileSync(written, `${process.pid} ${hostname()}\n`);
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
 * Takes the data directory for this process alone: creates the lock file holding our pid and host,
 * only if no file is there. A lock of this host whose process is gone (killed, crashed) is taken
 * over. Another live holder, or any holder on another host, is refused with DataDirectoryInUseError.
 * Returns the release, which removes our lock.
 */
export function lockDataDirectory(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const resolved = path.resolve(dir);
  if (held.has(resolved)) throw new DataDirectoryInUseError(dir, { pid: process.pid, host: hostname() });
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createLock(file)) {
      held.add(resolved);
      return () => {
        held.delete(resolved);
        if (isOurs(readHolder(file))) unlinkSync(file);
      };
    }
    const holder = readHolder(file);
    if (holder === undefined) continue; // released meanwhile: try again
    if (mayBeAlive(holder)) throw new DataDirectoryInUseError(dir, holder);
    // Stale: move it aside (atomic: of two processes taking over, one moves it). If what was moved
    // is no longer the stale lock, another process took over first: put its lock back.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readHolder(aside);
    if (moved?.pid === holder.pid && moved.host === holder.host) unlinkSync(aside);
    else renameSync(aside, file);
  }
  throw new Error(`Could not take the lock of data directory ${dir}: it keeps changing hands`);
}
