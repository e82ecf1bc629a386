import { describe, expect, it } from 'vitest';
import { EXIT } from '../errors/exit-codes';
import type { Command } from 'commander';
import { processIo } from '../io/io';
import { createProgram, loadCommands } from '../program';
import { runCli } from '../testing/run-in-process';

const trackctl = (args: string[]) => runCli(args, { env: { NO_COLOR: '1' } });

describe('help', () => {
  it('bare trackctl prints the help on stdout and exits 0', async () => {
    const result = await trackctl([]);

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toContain('Usage: trackctl <command> [options]');
    expect(result.stderr).toBe('');
  });

  it("trackctl help <command> prints that command's help, as --help does", async () => {
    const viaHelp = await trackctl(['help', 'companies', 'list']);
    const viaFlag = await trackctl(['companies', 'list', '--help']);

    expect(viaHelp.code).toBe(EXIT.done);
    expect(viaHelp.stdout).toBe(viaFlag.stdout);
  });

  it('trackctl help <unknown> is a usage error (exit 2)', async () => {
    const result = await trackctl(['help', 'companies', 'delete']);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('There is no command "companies delete".');
    expect(result.stderr).toContain('Run: trackctl companies --help');
  });

  it('lists only commands that exist, each with its help', async () => {
    const { stdout } = await trackctl(['--help']);
    const listed = [...stdout.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1] ?? '');

    expect(listed).toEqual([
      'login',
      'logout',
      'whoami',
      'search',
      'auth',
      'companies',
      'groups',
      'registrations',
      'addresses',
      'users',
      'teams',
      'holidays',
      'industries',
      'journeys',
      'emails',
      'lists',
      'inbound',
      'model',
      'help',
      'completion',
    ]);
    for (const name of listed) expect((await trackctl([name, '--help'])).code).toBe(EXIT.done);
  });

  it('gives every command without verbs a description and examples in its help', async () => {
    const program = createProgram({ io: processIo(), exitCode: EXIT.done });
    await loadCommands(program, { io: processIo(), exitCode: EXIT.done }, ['completion']);
    const leaves = (command: Command, path: string[]): string[][] =>
      command.commands.length === 0 ? [path] : command.commands.flatMap((c) => leaves(c, [...path, c.name()]));
    const missing: string[] = [];
    for (const path of leaves(program, [])) {
      const { stdout } = await trackctl([...path, '--help']);
      // The description is the paragraph between the usage line and the first section.
      const description = /^Usage: .*\n\n(?!Arguments:|Options:)(.+)/.exec(stdout)?.[1];
      if (!description || !stdout.includes('\nExamples:\n')) missing.push(path.join(' '));
    }

    expect(missing).toEqual([]);
  });

  it('describes trackctl by every area it has commands for', async () => {
    const { stdout } = await trackctl(['--help']);
    const description = (/^Usage: .*\n\n([\s\S]*?)\n\nOptions:/m.exec(stdout)?.[1] ?? '').replace(/\s+/g, ' ');
    // The nouns: commands with verbs under them (auth's are the API tokens); search is a verb across them all.
    const areas = [...stdout.matchAll(/^ {2}([a-z]+) {2,}/gm)]
      .map((m) => m[1] ?? '')
      .filter((name) => !/^(login|logout|whoami|search|help|completion)$/.test(name));

    expect(areas).toHaveLength(14);
    for (const area of areas) expect(description).toContain(area === 'auth' ? 'API tokens' : area.replace(/s$/, ''));
  });
});

describe('completion', () => {
  it('refuses another shell (exit 2)', async () => {
    const result = await trackctl(['completion', 'powershell']);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('Unknown shell "powershell": use one of bash, zsh, fish.');
  });
});
