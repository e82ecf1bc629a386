import { describe, expect, it } from 'vitest';
import { EXIT } from '../errors/exit-codes';
import { stubbedCli } from '../testing/stubbed-cli';
import { sendJson } from '../testing/stub-server';

const cli = stubbedCli('trackctl-json-');

describe('--json on a command without JSON output', () => {
  it.each([
    [['completion', 'bash', '--json'], 'trackctl completion'],
    [['--json=id', 'help', 'companies'], 'trackctl help'],
    [['--fields', 'id', 'help', 'companies'], 'trackctl help'],
    [['emails', 'reprocess', '3f1c2a9e', '--json'], 'trackctl emails reprocess'],
    [['registrations', 'triage', '--json'], 'trackctl registrations triage'],
  ])('%j is a usage error (exit 2) naming the command, before anything runs', async (args, command) => {
    const result = await cli.run(args, () => false);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`Error: ${command} has no JSON output: leave out --json.`);
    expect(result.stderr).toContain(`Run: ${command} --help`);
    expect(result.requests).toEqual([]);
  });

  it('leaves those commands as they were without --json', async () => {
    const result = await cli.run(['completion', 'bash'], () => false);

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toContain('complete -F _trackctl trackctl');
  });

  it('still prints JSON from a command that has it', async () => {
    const result = await cli.run(['whoami', '--json'], (request, response) => {
      if (request.path !== '/api/v1/data') return false;
      sendJson(response, 200, {
        data: { id: '1', type: 'users', attributes: { email: 'ada@example.com', name: 'Ada', userRole: 'admin', admin: true } },
      });
    });

    expect(result.code).toBe(EXIT.done);
    expect(JSON.parse(result.stdout)).toMatchObject({ email: 'ada@example.com' });
  });
});
