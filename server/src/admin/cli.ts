import { parseArgs } from 'node:util';
import { systemClock } from '@tracker/core';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirectoryInUseError } from '../db/data-directory-lock';
import { runScript, UsageError } from '../script/run-script';
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

function parse(): { email: string; help?: boolean } {
  const { values } = parseArgs({ options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return { email: '', help: true };
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) {
    throw new UsageError(values.email === undefined ? 'Give the email with --email.' : `"${values.email}" is not an email address.`);
  }
  return { email: email.data };
}

runScript({
  usage: USAGE,
  parse,
  failure: 'Could not make the admin',
  // A directory in use (the server still running on it) is the operator's to resolve: its message says how.
  shown: (error) =>
    error instanceof DataDirectoryInUseError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error),
  main: async ({ email }) => {
    const config = loadConfig();
    const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    try {
      const result = await ensureAdmin(handle.db, { email, publicUrl: config.publicUrl, clock: systemClock });
      process.stdout.write(report(result, config.publicUrlConfigured));
      return 0;
    } finally {
      await handle.close();
    }
  },
});
