import { CommanderError } from 'commander';
import { isDebug } from './context/settings';
import { EXIT, type ExitCode } from './errors/exit-codes';
import { toFailure } from './errors/to-failure';
import type { Io } from './io/io';
import { createProgram } from './program';
import type { Runtime } from './runtime';
import { createUi } from './ui/ui';

/** Runs trackctl with the arguments after the program name and returns the exit code. */
export async function run(argv: readonly string[], io: Io): Promise<ExitCode> {
  const runtime: Runtime = { io, exitCode: EXIT.done };
  const program = createProgram(runtime);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return runtime.exitCode;
  } catch (error) {
    // Commander has printed its message (or the help) already.
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.done : EXIT.usage;
    const failure = await toFailure(error);
    const ui = createUi(io, { color: program.opts().color !== false });
    ui.renderError(failure.message, failure.nextStep);
    if (isDebug(io.env)) io.stderr.write(`${describeStack(error)}\n`);
    return failure.exitCode;
  }
}

function describeStack(error: unknown): string {
  const lines: string[] = [];
  for (let e: unknown = error; e !== undefined; e = e instanceof Error ? e.cause : undefined) {
    lines.push(e instanceof Error ? (e.stack ?? String(e)) : String(e));
    if (!(e instanceof Error)) break;
  }
  return lines.join('\nCaused by: ');
}
