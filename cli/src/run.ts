import { CommanderError } from 'commander';
import { isDebug } from './context/settings';
import { EXIT, type ExitCode } from './errors/exit-codes';
import { InterruptedError } from './errors/interrupted-error';
import type { Io } from './io/io';
import { createProgram, loadCommands } from './program';
import type { Runtime } from './runtime';

/** Runs trackctl with the arguments after the program name and returns the exit code. */
export async function run(argv: readonly string[], io: Io): Promise<ExitCode> {
  const runtime: Runtime = { io, exitCode: EXIT.done };
  const program = createProgram(runtime);
  try {
    // Bare `trackctl` is a request for help, not a mistake.
    if (argv.length === 0) {
      program.outputHelp();
      return EXIT.done;
    }
    const args = splitJsonFields(argv);
    await loadCommands(program, runtime, args);
    await program.parseAsync(args, { from: 'user' });
    return runtime.exitCode;
  } catch (caught) {
    // Commander has printed its message (or the help) already.
    if (caught instanceof CommanderError) return caught.exitCode === 0 ? EXIT.done : EXIT.usage;
    // Whatever a cancelled request turned into on its way up, the user pressed Ctrl+C.
    const error = io.signal?.aborted ? new InterruptedError() : caught;
    // What a failure needs, loaded when one happens: --help and a command that succeeds never load it.
    const [{ toFailure }, { createUi }] = await Promise.all([import('./errors/to-failure'), import('./ui/ui')]);
    const failure = await toFailure(error);
    const ui = createUi(io, { color: program.opts().color !== false });
    ui.renderError(failure.message, failure.nextStep);
    if (isDebug(io.env) && !(error instanceof InterruptedError)) io.stderr.write(`${describeStack(error)}\n`);
    return failure.exitCode;
  }
}

/**
 * `--json=id,name` as `--json --fields id,name`: `--json` takes no value of its own, so that
 * `--json companies list` is never read as a field list.
 */
function splitJsonFields(argv: readonly string[]): string[] {
  const end = argv.indexOf('--');
  return argv.flatMap((arg, i) =>
    (end === -1 || i < end) && arg.startsWith('--json=') ? ['--json', '--fields', arg.slice('--json='.length)] : [arg],
  );
}

function describeStack(error: unknown): string {
  const lines: string[] = [];
  for (let e: unknown = error; e !== undefined; e = e instanceof Error ? e.cause : undefined) {
    lines.push(e instanceof Error ? (e.stack ?? String(e)) : String(e));
    if (!(e instanceof Error)) break;
  }
  return lines.join('\nCaused by: ');
}
