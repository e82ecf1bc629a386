import { processIo } from './io/io';
import { run } from './run';

// A reader that stops early (`trackctl ... | head`) closes the pipe; that is not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

// The first Ctrl+C cancels the work in flight (requests, downloads), which then cleans up after
// itself and says so; an import instead starts no more rows and lets the requests it has sent
// finish, so that its report says what the server did (cli/src/bulk/rows-api.ts). A second Ctrl+C
// ends the process at once, as Node would by default: this listener is gone by then.
const interrupt = new AbortController();
process.once('SIGINT', () => interrupt.abort());

const code = await run(process.argv.slice(2), processIo(interrupt.signal));
// Die of the signal, as the shell expects of a command the user interrupted (a script stops too).
if (interrupt.signal.aborted) process.kill(process.pid, 'SIGINT');
else process.exitCode = code;
