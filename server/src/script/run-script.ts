/** A mistake in how a script was called: it is printed with the script's usage, and the exit code is 2. */
export class UsageError extends Error {}

/** Errors of node:util's parseArgs (an unknown option, a missing value) are usage mistakes too. */
function isUsageMistake(error: unknown): error is Error {
  if (error instanceof UsageError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}

export type Script<Args extends { help?: boolean }> = {
  usage: string;
  /** Reads the command line; throws UsageError (or lets parseArgs throw) on a mistake. */
  parse: () => Args;
  /** Does the work and returns the exit code. */
  main: (args: Args) => Promise<number>;
  /** Begins the line printed when main throws: "Seeding failed", for example. */
  failure: string;
  /** The error as shown; by default its message. */
  shown?: (error: unknown) => string;
};

/**
 * Runs one of the server's command-line scripts (admin, seed, seed:scale): `--help` prints the
 * usage (exit 0), a usage mistake prints itself and the usage (exit 2), a failure prints one line
 * (exit 1), and stdout closed by `head` or the like is not an error.
 */
export function runScript<Args extends { help?: boolean }>(script: Script<Args>): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  const shown = script.shown ?? ((error: unknown) => (error instanceof Error ? error.message : String(error)));
  const run = async (): Promise<number> => {
    let args: Args;
    try {
      args = script.parse();
    } catch (error) {
      if (!isUsageMistake(error)) throw error;
      process.stderr.write(`${error.message}\n\n${script.usage}`);
      return 2;
    }
    if (args.help) {
      process.stdout.write(script.usage);
      return 0;
    }
    return script.main(args);
  };
  run().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${script.failure}: ${shown(error)}\n`);
      process.exitCode = 1;
    },
  );
}
