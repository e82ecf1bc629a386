import type { ExitCode } from './errors/exit-codes';
import type { Io } from './io/io';

/** One run of trackctl: its streams and the exit code a command settled on. */
export type Runtime = {
  readonly io: Io;
  exitCode: ExitCode;
};
