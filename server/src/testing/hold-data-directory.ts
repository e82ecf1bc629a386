import { lockDataDirectory } from '../db/data-directory-lock';

// A second process holding a data directory for the lock's tests: it says so, then waits to be killed.
lockDataDirectory(process.argv[2]!);
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
