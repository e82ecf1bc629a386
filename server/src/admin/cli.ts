import { parseArgs } from 'node:util';
import { systemClock } from '@tracker/core';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirectoryInUseError } from '../db/data-directory-lock';
import { ensureAdmin, type EnsureAdminResult } from './ensure-admin';

const USAGE = `Usage: npm run admin -- --email someone@example.com

Makes the user with this email an active admin (role admin, not archived) and prints a
single-use link to set its password; with no such user, creates an admin account and
prints its generated password once. The way back when no admin can sign in.

It works on the database directly: the embedded one in TRACKER_DATA_DIR (stop the server
first, it holds the directory) or the PostgreSQL server of DATABASE_URL.

Options:
  --email   the user's email (required)
  --help    show this help

Environment:
  DATABASE_URL        a postgres:// URL; unset uses the embedded database
  TRACKER_DATA_DIR    where the embedded database lives (default ./data)
  TRACKER_PUBLIC_URL  the console's address, which the set-password link is built on
`;

function report(result: EnsureAdminResult, publicUrlConfigured: boolean): string {
  if (result.outcome === 'created') {
    return [
      `Created the admin ${result.email}.`,
      `  password:  ${result.password}`,
      'The password is shown this once and stored only hashed.',
      '',
    ].join('\n');
  }
  const validity = `single use, until ${result.linkExpiresAt.toISOString()}`;
  return [
    result.outcome === 'promoted' ? `${result.email} is now an active admin.` : `${result.email} was already an active admin.`,
    `To set its password (${validity}):`,
    `  ${result.setPasswordLink}`,
    ...(publicUrlConfigured
      ? []
      : ['(TRACKER_PUBLIC_URL is unset: the link names the listen address; open it where the console is served)']),
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const email = z.email().safeParse(args.email?.trim());
  if (!email.success) {
    process.stderr.write(
      `${args.email === undefined ? 'Give the email with --email.' : `"${args.email}" is not an email address.`}\n\n${USAGE}`,
    );
    return 2;
  }

  const config = loadConfig();
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await ensureAdmin(handle.db, { email: email.data, publicUrl: config.publicUrl, clock: systemClock });
    process.stdout.write(report(result, config.publicUrlConfigured));
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A directory in use (the server still running on it) is the operator's to resolve: its message says how.
    const shown =
      error instanceof DataDirectoryInUseError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`Could not make the admin: ${shown}\n`);
    process.exitCode = 1;
  },
);
