import type { Command } from 'commander';
import { UsageError } from '../errors/cli-error';
import { examples } from '../kit/help';
import { withoutJson } from '../kit/json-support';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

/** One command of the tree: its words from the top, its subcommands and its options. */
type Node = { path: string[]; summary: string; subcommands: string[]; options: { flag: string; help: string }[] };

/** `trackctl completion bash|zsh|fish`: a completion script written from the command tree itself. */
export function registerCompletion(program: Command): void {
  withoutJson(program.command('completion'))
    .summary('print a shell completion script (bash, zsh or fish)')
    .description(
      "Print a script that completes trackctl's commands and flags in your shell. Load it from your shell's " +
        'start-up file, or save it where the shell looks for completions.',
    )
    .argument('<shell>', `one of ${SHELLS.join(', ')}`)
    .addHelpText(
      'after',
      examples(
        'trackctl completion bash > ~/.local/share/bash-completion/completions/trackctl',
        "echo 'source <(trackctl completion zsh)' >> ~/.zshrc",
        'trackctl completion fish > ~/.config/fish/completions/trackctl.fish',
      ),
    )
    .action((shell: string) => {
      if (!(SHELLS as readonly string[]).includes(shell)) {
        throw new UsageError(`Unknown shell "${shell}": use one of ${SHELLS.join(', ')}.`, 'Run: trackctl completion --help');
      }
      program.configureOutput().writeOut?.(completionScript(shell as Shell, program));
    });
}

/** The completion script for a shell. */
export function completionScript(shell: Shell, program: Command): string {
  const nodes = walk(program, []);
  if (shell === 'fish') return fishScript(nodes);
  const bash = bashScript(nodes);
  // zsh runs the bash script through its bash compatibility layer.
  return shell === 'zsh' ? `autoload -U +X compinit && compinit\nautoload -U +X bashcompinit && bashcompinit\n${bash}` : bash;
}

function walk(command: Command, path: string[]): Node[] {
  const own: Node = {
    path,
    summary: command.summary() || command.description(),
    subcommands: command.commands.map((c) => c.name()),
    options: [...command.options, ...globalOptions(command)].flatMap((o) => {
      const flags = [o.long, o.short].filter((f): f is string => Boolean(f));
      return flags.map((flag) => ({ flag, help: o.description }));
    }),
  };
  return [own, ...command.commands.flatMap((c) => walk(c, [...path, c.name()]))];
}

function globalOptions(command: Command): Command['options'] {
  let top = command;
  while (top.parent) top = top.parent;
  return top === command ? [] : top.options;
}

const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

function bashScript(nodes: readonly Node[]): string {
  const paths = nodes.filter((n) => n.path.length > 0).map((n) => ` ${n.path.join(' ')}`);
  const cases = nodes.map(
    (n) =>
      `    ${quote(n.path.length ? ` ${n.path.join(' ')}` : '')}) words=${quote([...n.subcommands, ...n.options.map((o) => o.flag)].join(' '))} ;;`,
  );
  return `# trackctl completion for bash (trackctl completion bash)
_trackctl() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" word words i
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "$path $word" in
      ${paths.map(quote).join('|')}) path="$path $word" ;;
    esac
  done
  case "$path" in
${cases.join('\n')}
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _trackctl trackctl
`;
}

function fishScript(nodes: readonly Node[]): string {
  const lines = ['# trackctl completion for fish (trackctl completion fish)', 'complete -c trackctl -f'];
  for (const node of nodes) {
    const condition =
      node.path.length === 0 ? '__fish_use_subcommand' : node.path.map((word) => `__fish_seen_subcommand_from ${word}`).join('; and ');
    const deeper = nodes.filter((n) => n.path.length === node.path.length + 1 && node.path.every((w, i) => n.path[i] === w));
    const notDeeper =
      deeper.length > 0 && node.path.length > 0
        ? `; and not __fish_seen_subcommand_from ${deeper.map((n) => n.path.at(-1)).join(' ')}`
        : '';
    for (const sub of deeper) {
      lines.push(`complete -c trackctl -n ${quote(condition + notDeeper)} -a ${quote(sub.path.at(-1) ?? '')} -d ${quote(sub.summary)}`);
    }
    for (const option of node.options) {
      const flag = option.flag.startsWith('--') ? `-l ${option.flag.slice(2)}` : `-s ${option.flag.slice(1)}`;
      lines.push(`complete -c trackctl -n ${quote(condition)} ${flag} -d ${quote(option.help)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
