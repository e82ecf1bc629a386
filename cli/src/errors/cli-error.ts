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

/** No answer from the server at all (refused, no route to it): every other call would fail the same way. */
export class UnreachableError extends CliError {}

/** The server has no such record (exit 1). */
export class NotFoundError extends CliError {
  constructor(message: string, options: Omit<CliErrorOptions, 'exitCode'> = {}) {
    super(message, { ...options, exitCode: EXIT.failed });
    this.name = 'NotFoundError';
  }
}

/** Where a bad input value was given: a query parameter (a flag) or a path parameter (an argument). */
export type InputLocation = 'query' | 'params';

/** One bad input value, as the contract's schema or the server's 422 described it. */
export type InputProblem = {
  location: InputLocation;
  /** The parameter or field, e.g. `journey_types`. */
  name: string;
  /** What is wrong, e.g. `use one of expired, dormant, new`. */
  message: string;
  /** The value as given, when known. */
  value?: string | undefined;
};

/**
 * Input the API contract refuses (exit 2), found before sending or answered by the server with a
 * 422. Query parameters are named as the flags that set them (`journey_types` -> `--journey-types`,
 * `startDate` -> `--start-date`): every trackctl flag that feeds a query parameter is spelt that way.
 */
export class InvalidInputError extends UsageError {
  readonly problems: readonly InputProblem[];

  constructor(problems: readonly InputProblem[]) {
    super(problems.map(describeProblem).join(' '));
    this.name = 'InvalidInputError';
    this.problems = problems;
  }
}

function describeProblem({ location, name, message, value }: InputProblem): string {
  const what =
    location === 'query'
      ? `--${name
          .replaceAll('_', '-')
          .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
          .toLowerCase()}`
      : `<${name}>`;
  const given = value === undefined ? '' : ` ${JSON.stringify(value)}`;
  const text = message.replace(/[.!]$/, '');
  return `Invalid ${what}${given}: ${text.charAt(0).toLowerCase()}${text.slice(1)}.`;
}
