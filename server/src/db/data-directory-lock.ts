import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/** The lock's file inside the data directory; it names the holder (process id and host) for the message. */
export const LOCK_FILE = 'tracker-server.lock';

/** Another live process holds the data directory: opening it too would lose writes and corrupt indexes. */
export class DataDirectoryInUseError extends Error {
  constructor(dir: string, holder: string) {
    super(`data directory ${dir} is in use by ${holder}`);
    this.name = 'DataDirectoryInUseError';
  }
}

/** Who the lock file says holds it, as a message names it: `process 42`, `process 1 on host web-2`. */
function describeHolder(file: string): string {
  const [pid, host] = readFileSync(file, 'utf8').trim().split(/\s+/);
  if (!pid) return 'another process';
  return host && host !== hostname() ? `process ${pid} on host ${host}` : `process ${pid}`;
}

/**
 * Takes the data directory for this process alone, with a lock the kernel holds on the lock file
 * (an open file description lock, flock-like): it is released when the process ends however it
 * ends, kill -9 included, so no liveness has to be guessed from a process id (which the system
 * reuses) or a host name (which a recreated container changes). Another holder, in this process or
 * another, is refused with DataDirectoryInUseError naming it. Returns the release.
 */
export function lockDataDirectory(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  // Opened without truncating: the holder's name stays readable until we hold the lock.
  const fd = openSync(file, 'a+');
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    throw new DataDirectoryInUseError(dir, describeHolder(file));
  }
  ftruncateSync(fd);
  writeSync(fd, `${process.pid} ${hostname()}\n`, 0);
  return () => {
    unlock(fd);
    closeSync(fd);
  };
}
