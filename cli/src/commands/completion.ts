import type { Argument, Command, Option } from 'commander';
import { UsageError } from '../errors/cli-error';
import { completeValues, valueCompletion } from '../kit/completion-values';
import { examples } from '../kit/help';
import { withoutJson } from '../kit/json-support';
import type { CompletionNode } from './completion-scripts';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

/** `trackctl completion bash|zsh|fish`: a completion script written from the command tree itself. */
export function registerCompletion(program: Command): void {
  withoutJson(completeValues(program.command('completion'), { shell: { words: SHELLS } }))
    .summary('print a shell completion script (bash, zsh or fish)')
    .description(
      "Print a script that completes trackctl's commands, flags and their values in your shell. Load it from your shell's " +
        'start-up file, or save it where the shell looks for completions.',
    )
    .argument('<shell>', `one of ${SHELLS.join(', ')}`)
    .addHelpText(
      'after',
      examples(
        'trackctl completion bash > ~/.local/share/bash-completion/completions/trackctl',
        '# zsh: save it as _trackctl in a directory of $fpath, or source it after compinit in ~/.zshrc',
        'trackctl completion zsh > ~/.zfunc/_trackctl',
        'trackctl completion fish > ~/.config/fish/completions/trackctl.fish',
      ),
    )
    .action(async (shell: string) => {
      if (!(SHELLS as readonly string[]).includes(shell)) {
        throw new UsageError(`Unknown shell "${shell}": use one of ${SHELLS.join(', ')}.`, 'Run: trackctl completion --help');
      }
      program.configureOutput().writeOut?.(await completionScript(shell as Shell, program));
    });
}

/** The completion script for a shell (its writers load only for `trackctl completion`). */
async function completionScript(shell: Shell, program: Command): Promise<string> {
  const nodes = withHelpPaths(walk(program, [], program.options));
  const { bashScript, fishScript, zshScript } = await import('./completion-scripts');
  if (shell === 'fish') return fishScript(nodes);
  return shell === 'zsh' ? zshScript(nodes) : bashScript(nodes);
}

function walk(command: Command, path: string[], globals: readonly Option[]): CompletionNode[] {
  const own: CompletionNode = {
    path,
    summary: command.summary() || command.description(),
    subcommands: command.commands.map((c) => ({ name: c.name(), summary: c.summary() || c.description() })),
    // Its own options with --help (and --version at the top), and the top's, which commander reads anywhere.
    options: [...command.createHelp().visibleOptions(command), ...(path.length === 0 ? [] : globals)].map((o) => ({
      flags: [o.long, o.short].filter((f): f is string => Boolean(f)),
      help: o.description,
      takesValue: o.required || o.optional,
      values: valueCompletion(command, o.long ?? o.short ?? '', o.argChoices),
    })),
    args: command.registeredArguments.map((a: Argument) => ({
      name: a.name(),
      help: a.description,
      required: a.required,
      variadic: a.variadic,
      values: valueCompletion(command, a.name(), a.argChoices),
    })),
  };
  return [own, ...command.commands.flatMap((c) => walk(c, [...path, c.name()], globals))];
}

/**
 * `help <TAB>` offers the commands, `help companies <TAB>` the companies' verbs: each command with
 * verbs appears again under help, with help's own options.
 */
function withHelpPaths(nodes: CompletionNode[]): CompletionNode[] {
  const help = nodes.find((n) => n.path.length === 1 && n.path[0] === 'help');
  if (!help) return nodes;
  const named = (n: CompletionNode) => n.path.length > 0 && n.path[0] !== 'help';
  const root = nodes[0];
  const under = nodes
    .filter((n) => named(n) && n.subcommands.length > 0)
    .map((n) => ({ ...help, path: ['help', ...n.path], summary: n.summary, subcommands: n.subcommands, args: [] }));
  const helpNode: CompletionNode = {
    ...help,
    subcommands: (root?.subcommands ?? []).filter((s) => s.name !== 'help'),
    args: [],
  };
  return nodes.flatMap((n) => (n === help ? [helpNode, ...under] : [n]));
}
