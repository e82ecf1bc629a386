import type { SeedResult } from './seed/seed';

/** The box printed on first start with the admin's sign-in; a generated password appears only here. */
export function firstRunBanner(seed: SeedResult): string {
  const lines = [
    'Tracker console: first start, the admin account is ready.',
    '',
    `  email:     ${seed.adminEmail}`,
    seed.generatedPassword ? `  password:  ${seed.generatedPassword}` : '  password:  the one in TRACKER_ADMIN_PASSWORD',
    ...(seed.generatedPassword
      ? ['', 'The password is shown this once and stored only hashed.', 'Keep it somewhere safe, or reset it by mail later.']
      : []),
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(width + 2);
  return [`┌${bar}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${bar}┘`, ''].join('\n');
}
