import { CliError } from './cli-error';
import { EXIT } from './exit-codes';

/** The user pressed Ctrl+C: the work in flight was cancelled and nothing half-done was kept. */
export class InterruptedError extends CliError {
  constructor() {
    super('Cancelled.', { exitCode: EXIT.interrupted });
    this.name = 'InterruptedError';
  }
}
