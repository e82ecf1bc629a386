import type { Command } from 'commander';
import { UsageError } from '../errors/cli-error';
import { withoutJson } from './json-support';

/** The examples section of a command's `--help`. */
export function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((line) => (line.startsWith('#') ? `  ${line}` : `  $ ${line}`)).join('\n')}\n`;
}

/** `trackctl help [command...]`: the same as `trackctl [command...] --help`. */
export function registerHelp(program: Command): void {
  withoutJson(program.command('help'))
    .summary('show help for a command')
    .description('Show the help of trackctl, or of the command named, as --help does.')
    .argument('[command...]', 'the command, e.g. companies list')
    .addHelpText('after', examples('trackctl help', 'trackctl help companies list'))
    .action((names: string[]) => {
      let target = program;
      for (const name of names) {
        const next = target.commands.find((c) => c.name() === name || c.aliases().includes(name));
        if (!next || next.name() === 'help') {
          const path = ['trackctl', ...names.slice(0, names.indexOf(name))].join(' ');
          throw new UsageError(`There is no command "${names.join(' ')}".`, `Run: ${path} --help`);
        }
        target = next;
      }
      target.outputHelp();
    });
}
