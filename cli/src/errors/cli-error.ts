import { EXIT, type ExitCode } from './exit-codes';

export type CliErrorOptions = {
  /** What the user can do about it, e.g. `Run: trackctl login`. */
  nextStep?: string;
  exitCode?: ExitCode;
  cause?: unknown;
};

/**
 * A failure the user can fix: printed as one line plus a next step, never with a stack trace.
 * Anything else that reaches the top is treated as a bug.
 */
export class CliError extends Error {
  readonly nextStep: string | undefined;
  readonly exitCode: ExitCode;

  constructor(message: string, options: CliErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'CliError';
    this.nextStep = options.nextStep;
    this.exitCode = options.exitCode ?? EXIT.failed;
  }
}

/** Wrong or missing arguments (exit 2). */
export class UsageError extends CliError {
  constructor(message: string, nextStep?: string) {
    super(message, { nextStep, exitCode: EXIT.usage });
    this.name = 'UsageError';
  }
}

/** No token, or the server did not accept it (exit 4). */
export class NotSignedInError extends CliError {
  constructor(message = 'Not signed in.', options: Omit<CliErrorOptions, 'exitCode'> = {}) {
    super(message, { nextStep: 'Run: trackctl login', ...options, exitCode: EXIT.notSignedIn });
    this.name = 'NotSignedInError';
  }
}
