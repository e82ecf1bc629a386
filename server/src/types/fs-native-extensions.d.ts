/** The part of fs-native-extensions (file locks the kernel holds and releases) the server uses; it ships no types. */
declare module 'fs-native-extensions' {
  /** Takes an exclusive lock (shared with `{ shared: true }`) on an open file without waiting; false when another holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
