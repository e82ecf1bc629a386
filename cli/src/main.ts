import { processIo } from './io/io';
import { run } from './run';

// A reader that stops early (`trackctl ... | head`) closes the pipe; that is not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await run(process.argv.slice(2), processIo());
