import { CommanderError } from 'commander';
import type { ApiError } from '@tracker/core';
import { loadApiError } from '../api/load-contract';
import { CliError } from './cli-error';
import { EXIT, type ExitCode } from './exit-codes';

/** What the user is told about an error, and how the process exits. */
export type Failure = {
  exitCode: ExitCode;
  message: string;
  nextStep?: string | undefined;
  /** A defect in trackctl rather than something the user can fix. */
  bug: boolean;
};

/** Sorts any error into user-fixable failures and bugs, with the exit code of each. */
export async function toFailure(error: unknown): Promise<Failure> {
  if (error instanceof CliError) {
    return { exitCode: error.exitCode, message: error.message, nextStep: error.nextStep, bug: false };
  }
  if (error instanceof CommanderError) {
    return {
      exitCode: error.exitCode === 0 ? EXIT.done : EXIT.usage,
      message: error.message.replace(/^error: /, ''),
      bug: false,
    };
  }
  // Loaded only on this path so that the main chunk stays free of the API contract.
  const ApiError = await loadApiError();
  if (error instanceof ApiError) return fromApiError(error);
  const message = error instanceof Error ? error.message : String(error);
  return {
    exitCode: EXIT.failed,
    message: `Unexpected error: ${message}`,
    nextStep: 'This is a bug in trackctl. Run again with TRACKCTL_DEBUG=1 for the stack trace, and report it.',
    bug: true,
  };
}

function fromApiError(error: ApiError): Failure {
  const message = ensureStop(error.message);
  if (error.status === 401) {
    return { exitCode: EXIT.notSignedIn, message: `Not signed in: ${message}`, nextStep: 'Run: trackctl login', bug: false };
  }
  if (error.status === 0) {
    return {
      exitCode: EXIT.failed,
      message: 'Could not reach the server.',
      nextStep: 'Check --api-url (or TRACKCTL_API_URL) and that the server is running.',
      bug: false,
    };
  }
  if (error.status === 403 && error.errors.some((e) => e.code === 'forbidden')) {
    return { exitCode: EXIT.failed, message, nextStep: 'Sign in with an admin account: trackctl login', bug: false };
  }
  if (error.status === 429) {
    return { exitCode: EXIT.failed, message, nextStep: 'Wait a few minutes, then try again.', bug: false };
  }
  if (error.status >= 500) {
    const reference = error.requestId ? ` (request id ${error.requestId})` : '';
    return {
      exitCode: EXIT.failed,
      message: `The server failed: ${message}${reference}`,
      nextStep: 'Try again; if it keeps failing, report it with the request id.',
      bug: false,
    };
  }
  return { exitCode: EXIT.failed, message, bug: false };
}

function ensureStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
