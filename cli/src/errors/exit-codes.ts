/** Exit codes of every command (docs: DESIGN.md, CLI conventions). */
export const EXIT = {
  done: 0,
  failed: 1,
  usage: 2,
  partlyDone: 3,
  notSignedIn: 4,
  /** Ctrl+C: 128 + SIGINT, as a shell reports a command the signal ended. */
  interrupted: 130,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
