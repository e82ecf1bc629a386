import { exitCodeOf, handleInterrupts, stopName } from './io/interrupts';
import { processIo } from './io/io';
import { run } from './run';

// A reader that stops early (`trackctl ... | head`) closes the pipe; that is not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

// The first Ctrl+C (or SIGTERM, SIGHUP) cancels the work in flight (requests, downloads), which
// then cleans up after itself and says so; an import instead starts no more rows and lets the
// requests it has sent finish, so that its report says what the server did (cli/src/bulk/rows-api.ts).
// A second one ends the process at once.
const interrupts = handleInterrupts();

const code = await run(process.argv.slice(2), processIo({ signal: interrupts.signal, stoppedBy: () => stopName(interrupts.stoppedBy()) }));
const stoppedBy = interrupts.stoppedBy();
interrupts.dispose();
// Die of the signal, as the shell expects of a command the user interrupted (a script stops too).
if (stoppedBy) {
  process.exitCode = exitCodeOf(stoppedBy);
  process.kill(process.pid, stoppedBy);
} else process.exitCode = code;
