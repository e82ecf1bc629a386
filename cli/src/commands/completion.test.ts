import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../errors/exit-codes';
import { runCli } from '../testing/run-in-process';

const trackctl = (args: string[]) => runCli(args, { env: { NO_COLOR: '1' } });

let dir = '';
let bashScript = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'trackctl-completion-'));
  bashScript = path.join(dir, 'trackctl.bash');
  writeFileSync(bashScript, (await trackctl(['completion', 'bash'])).stdout);
  mkdirSync(path.join(dir, 'files'));
  for (const name of ['brands.csv', 'brands.xlsx', 'report.csv']) writeFileSync(path.join(dir, 'files', name), '');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What bash offers after the words typed (the last one is the word being completed), from the generated script. */
function complete(line: string): string[] {
  const words = line.split(' ');
  const script = [
    `source ${JSON.stringify(bashScript)}`,
    `COMP_WORDS=(${words.map((w) => JSON.stringify(w)).join(' ')})`,
    `COMP_CWORD=${words.length - 1}`,
    '_trackctl',
    'printf "%s\\n" "${COMPREPLY[@]}"',
  ].join('\n');
  const result = spawnSync('bash', ['--norc', '--noprofile', '-c', script], { cwd: dir, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const offered = result.stdout.split('\n').filter(Boolean);
  // compgen lists files in the directory's order.
  return offered.some((word) => word.includes('/')) ? offered.sort() : offered;
}

describe('bash completion, in bash', () => {
  it('offers the commands, then their verbs', () => {
    expect(complete('trackctl ')).toEqual(expect.arrayContaining(['companies', 'registrations', 'help', 'completion']));
    expect(complete('trackctl companies ')).toEqual(['list', 'show', 'export', 'import']);
    expect(complete('trackctl --api-url http://tracker.example companies l')).toEqual(['list']);
  });

  it("offers a flag's values, from core's declarations", () => {
    expect(complete('trackctl companies list --health ')).toEqual(['expired', 'dormant', 'new']);
    expect(complete('trackctl companies list --health = d')).toEqual(['dormant']);
    expect(complete('trackctl companies list --good-fit --sort tracked_count')).toEqual(['tracked_count:asc', 'tracked_count:desc']);
    expect(complete('trackctl registrations list --status ')).toEqual(expect.arrayContaining(['unclaimed', 'assigned', 'ready']));
    expect(complete('trackctl registrations list --type ')).toEqual(expect.arrayContaining(['email_subscriber', 'purchaser']));
    expect(complete('trackctl lists update 3 --state ')).toEqual(['draft', 'published', 'archived']);
    expect(complete('trackctl companies import brands.csv --state-filter ')).toEqual(['all', 'good_fit', 'new']);
  });

  it('completes the value after the last comma of a list', () => {
    expect(complete('trackctl companies list --journey-types email_subscriber,c')).toEqual([
      'email_subscriber,cart_abandoner',
      'email_subscriber,custom',
    ]);
  });

  it("offers the flags of the command, and a flag's value is not read as an argument", () => {
    expect(complete('trackctl companies list --gr')).toEqual(['--group-id']);
    expect(complete('trackctl companies list --health new --')).toContain('--journey-types');
    expect(complete('trackctl groups add 4 --column Website f')).toEqual(['files']);
  });

  it("offers help's and completion's words", () => {
    const help = complete('trackctl help ');
    expect(help).toEqual(expect.arrayContaining(['companies', 'whoami', 'completion']));
    expect(help).not.toContain('help');
    expect(complete('trackctl help companies ')).toEqual(['list', 'show', 'export', 'import']);
    expect(complete('trackctl completion ')).toEqual(['bash', 'zsh', 'fish']);
  });

  it('offers files where a file is expected, and only there', () => {
    expect(complete('trackctl companies import files/b')).toEqual(['files/brands.csv', 'files/brands.xlsx']);
    expect(complete('trackctl journeys import j.csv --report files/r')).toEqual(['files/report.csv']);
    expect(complete('trackctl companies import x.csv --resume files/r')).toEqual(['files/report.csv']);
    expect(complete('trackctl companies export -o files/r')).toEqual(['files/report.csv']);
    expect(complete('trackctl groups add 4 files/brands.c')).toEqual(['files/brands.csv']);
    expect(complete('trackctl emails ingest files/b')).toEqual(['files/brands.csv', 'files/brands.xlsx']);
    // An id, a group id, a search text: nothing to offer, files least of all.
    expect(complete('trackctl groups add f')).toEqual([]);
    expect(complete('trackctl companies show f')).toEqual([]);
    expect(complete('trackctl companies list --tags f')).toEqual([]);
  });

  it('offers the values of arguments', () => {
    expect(complete('trackctl emails classify 3f1c w')).toEqual(['welcome', 'winback']);
    expect(complete('trackctl registrations set-status 12 13 r')).toEqual(['ready']);
    expect(complete('trackctl users access 12 --emails ')).toEqual(['on', 'off']);
    expect(complete('trackctl teams invite 3 a@b.example --role ')).toEqual(['owner', 'admin', 'member']);
  });
});

describe('zsh and fish completion', () => {
  it('writes zsh natively: _arguments with descriptions and values, no compinit of its own', async () => {
    const { code, stdout } = await trackctl(['completion', 'zsh']);

    expect(code).toBe(EXIT.done);
    expect(stdout).toMatch(/^#compdef trackctl\n/);
    expect(stdout).not.toContain('compinit &&');
    expect(stdout).not.toContain('bashcompinit');
    expect(stdout).toContain("'--health=[some journey type has this health\\: expired, dormant or new]:health:(expired dormant new)'");
    expect(stdout).toContain("'--report=[write every row with its final state and error as CSV]:report:_files'");
    expect(stdout).toContain("'companies:list, look up, export and import companies'");
    expect(stdout).toContain("':file:_files'");
    expect(stdout).toContain("':shell:(bash zsh fish)'");
    checkSyntax('zsh', stdout);
  });

  it('writes fish with files only where a file is expected', async () => {
    const { code, stdout } = await trackctl(['completion', 'fish']);

    expect(code).toBe(EXIT.done);
    // No rule turns files off everywhere; each command says whether its arguments are files.
    expect(stdout).not.toMatch(/^complete -c trackctl -f$/m);
    expect(stdout).toContain(`complete -c trackctl -n "__trackctl_at 'companies import'" -F\n`);
    expect(stdout).toContain(`complete -c trackctl -n "__trackctl_at 'companies list'" -f\n`);
    expect(stdout).toContain(`complete -c trackctl -n "__trackctl_at 'companies import'" -l report -r -F`);
    expect(stdout).toContain(`complete -c trackctl -n "__trackctl_at 'companies list'" -l health -x -a 'expired dormant new'`);
    expect(stdout).toContain(`complete -c trackctl -n "__trackctl_at 'completion'" -f -a 'bash zsh fish'`);
    checkSyntax('fish', stdout);
  });
});

/** The script parses in its shell, where that shell is installed (bash is tested by running it above). */
function checkSyntax(shell: 'zsh' | 'fish', script: string): void {
  if (spawnSync('which', [shell]).status !== 0) return;
  const file = path.join(dir, `trackctl.${shell}`);
  writeFileSync(file, script);
  const result = spawnSync(shell, ['-n', file], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}
