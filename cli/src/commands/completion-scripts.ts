import type { ValueCompletion } from '../kit/completion-values';

/** One command of the tree as the completion scripts see it: its words from the top, what it takes, what to offer. */
export type CompletionNode = {
  path: readonly string[];
  summary: string;
  subcommands: readonly { name: string; summary: string }[];
  options: readonly { flags: readonly string[]; help: string; takesValue: boolean; values: ValueCompletion | undefined }[];
  args: readonly { name: string; help: string; required: boolean; variadic: boolean; values: ValueCompletion | undefined }[];
};

/** A shell word in single quotes (bash, zsh and fish read it the same). */
const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
const isFiles = (values: ValueCompletion | undefined): values is { files: true } => values !== undefined && 'files' in values;
const wordsOf = (values: ValueCompletion | undefined) => (values && 'words' in values ? values.words : undefined);
/** The first line of a help text, as one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Bash: one function; the command's path is found by walking the words typed, then a case per path offers the rest. */
export function bashScript(nodes: readonly CompletionNode[]): string {
  const key = (node: CompletionNode) => quote(node.path.length ? ` ${node.path.join(' ')}` : '');
  const paths = nodes.filter((n) => n.path.length > 0).map(key);
  const valued = nodes.flatMap((n) =>
    n.options.filter((o) => o.takesValue).flatMap((o) => o.flags.map((flag) => `${key(n)}${quote(`|${flag}`)}`)),
  );
  const offer = (values: ValueCompletion | undefined) =>
    isFiles(values)
      ? '_trackctl_files'
      : `_trackctl_offer ${quote((wordsOf(values) ?? []).join(' '))}${values && 'many' in values && values.many ? ' many' : ''}`;
  const optionValues = nodes.flatMap((n) =>
    n.options
      .filter((o) => o.takesValue)
      .map(
        (o) =>
          `    ${o.flags.map((flag) => `${key(n)}${quote(`|${flag}`)}`).join('|')}) ${o.values ? `${offer(o.values)}; ` : ''}return ;;`,
      ),
  );
  const flags = nodes.map((n) => `    ${key(n)}) _trackctl_offer ${quote(n.options.flatMap((o) => o.flags).join(' '))} ;;`);
  const words = nodes
    .filter((n) => n.subcommands.length > 0 || n.args.length > 0)
    .map((n) => {
      if (n.subcommands.length > 0) return `    ${key(n)}) _trackctl_offer ${quote(n.subcommands.map((s) => s.name).join(' '))}; return ;;`;
      // Each argument at its position (a variadic one at every position from its own); one with nothing to offer offers nothing.
      const tests = n.args.map((a, i) => `((n ${a.variadic ? '>=' : '=='} ${i})) && { ${a.values ? `${offer(a.values)}; ` : ''}return; }`);
      return `    ${key(n)}) ${tests.join('; ')} ;;`;
    });
  return `# trackctl completion for bash (trackctl completion bash)
_trackctl_offer() {
  local prefix=""
  # A comma-separated list (--journey-types a,b): complete the value after the last comma.
  [[ -n $2 && $cur == *,* ]] && prefix="\${cur%,*},"
  COMPREPLY=($(compgen -P "$prefix" -W "$1" -- "\${cur#"$prefix"}"))
}
_trackctl_files() {
  local IFS=$'\\n'
  compopt -o filenames 2>/dev/null
  COMPREPLY=($(compgen -f -- "$cur"))
}
_trackctl() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" word skip="" n=0 i
  COMPREPLY=()
  # The command's path (" companies list") and how many arguments follow it; a flag's value is no argument.
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    if [[ -n $skip ]]; then
      [[ $word == "=" ]] || skip=""
      continue
    fi
    case "$path $word" in
      ${paths.join('|')}) path="$path $word"; n=0; continue ;;
    esac
    case "$path|$word" in
      ${valued.join('|')}) skip=1 ;;
      -) n=$((n + 1)) ;;
      -*) ;;
      *) n=$((n + 1)) ;;
    esac
  done
  # --flag=<TAB> and --flag=val<TAB>: bash splits the word at "=".
  if [[ $cur == "=" ]]; then
    cur=""
  elif [[ $prev == "=" ]]; then
    prev="\${COMP_WORDS[COMP_CWORD-2]}"
  fi
  case "$path|$prev" in
${optionValues.join('\n')}
  esac
  if [[ $cur != -* ]]; then
    case "$path" in
${words.join('\n')}
    esac
  fi
  case "$path" in
${flags.join('\n')}
  esac
}
complete -F _trackctl trackctl
`;
}

/** zsh: native, one function per command with `_arguments`, each flag and verb described. */
export function zshScript(nodes: readonly CompletionNode[]): string {
  const name = (path: readonly string[]) => ['_trackctl', ...path].join('_').replaceAll('-', '_');
  // _arguments reads `[`, `]` and `:` in a spec; a backslash keeps them as text.
  const escape = (text: string) => oneLine(text).replace(/[\\[\]:]/g, (c) => `\\${c}`);
  const action = (values: ValueCompletion | undefined) => {
    if (isFiles(values)) return '_files';
    const words = wordsOf(values);
    if (!words) return ' ';
    const escaped = words.map(escape).join(' ');
    return values && 'many' in values && values.many ? `_sequence compadd - ${escaped}` : `(${escaped})`;
  };
  const functions = nodes.map((node) => {
    const specs = node.options.flatMap((o) => {
      const exclusive = o.flags.length > 1 ? `(${o.flags.join(' ')})` : '';
      return o.flags.map((flag) => {
        const form = !o.takesValue ? '' : flag.startsWith('--') ? '=' : '+';
        const value = o.takesValue ? `:${escape(flag.replace(/^-+/, ''))}:${action(o.values)}` : '';
        return quote(`${exclusive}${flag}${form}[${escape(o.help)}]${value}`);
      });
    });
    const body: string[] = [];
    if (node.subcommands.length > 0) {
      specs.push(quote('1: :->command'), quote('*:: :->argument'));
      const described = node.subcommands.map((s) => quote(`${s.name}:${oneLine(s.summary).replaceAll(':', '\\:')}`));
      body.push(
        '  local curcontext="$curcontext" state state_descr line',
        '  typeset -A opt_args',
        `  _arguments -C \\\n    ${specs.join(' \\\n    ')} && return`,
        '  case $state in',
        '    command)',
        `      local -a commands=(\n        ${described.join('\n        ')}\n      )`,
        `      _describe -t commands ${quote(`trackctl ${node.path.join(' ')} command`.replace('  ', ' '))} commands ;;`,
        '    argument)',
        '      case $line[1] in',
        ...node.subcommands.map((s) => `        ${quote(s.name)}) ${name([...node.path, s.name])} ;;`),
        '      esac ;;',
        '  esac',
      );
    } else {
      for (const a of node.args) {
        const position = a.variadic ? '*' : a.required ? '' : ':';
        specs.push(quote(`${position}:${escape(a.name)}:${action(a.values)}`));
      }
      body.push(specs.length > 0 ? `  _arguments \\\n    ${specs.join(' \\\n    ')}` : '  _message "no more arguments"');
    }
    return `${name(node.path)}() {\n${body.join('\n')}\n}`;
  });
  return `#compdef trackctl
# trackctl completion for zsh (trackctl completion zsh): save it as _trackctl in a directory of $fpath
# (before compinit runs in ~/.zshrc), or source it from ~/.zshrc after compinit.

${functions.join('\n\n')}

if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
  _trackctl "$@"
else
  compdef _trackctl trackctl
fi
`;
}

/** fish: every completion is conditioned on the command's path, found as bash finds it; files only where a file is expected. */
export function fishScript(nodes: readonly CompletionNode[]): string {
  const lines = [
    '# trackctl completion for fish (trackctl completion fish)',
    `set -g __trackctl_paths ${nodes
      .filter((n) => n.path.length > 0)
      .map((n) => quote(n.path.join(' ')))
      .join(' ')}`,
    '# The command typed so far ("companies list"): the words that extend a known path.',
    'function __trackctl_path',
    "    set -l path ''",
    '    set -l words (commandline -opc)',
    '    set -e words[1]',
    '    for word in $words',
    '        set -l next (string trim -- "$path $word")',
    '        if contains -- $next $__trackctl_paths',
    '            set path $next',
    '        end',
    '    end',
    '    echo $path',
    'end',
    'function __trackctl_at',
    '    set -l path (__trackctl_path)',
    '    test "$path" = "$argv[1]"',
    'end',
  ];
  for (const node of nodes) {
    const at = `-n "__trackctl_at '${node.path.join(' ')}'"`;
    const filesHere = node.args.some((a) => isFiles(a.values));
    // Files are offered unless a completion says -f: only where an argument is a file.
    lines.push(`complete -c trackctl ${at} ${filesHere ? '-F' : '-f'}`);
    for (const sub of node.subcommands) {
      lines.push(`complete -c trackctl ${at} -f -a ${quote(sub.name)} -d ${quote(oneLine(sub.summary))}`);
    }
    for (const arg of node.args) {
      const words = wordsOf(arg.values);
      if (words) lines.push(`complete -c trackctl ${at} -f -a ${quote(words.join(' '))} -d ${quote(oneLine(arg.help || arg.name))}`);
    }
    for (const option of node.options) {
      const flags = option.flags.map((flag) => (flag.startsWith('--') ? `-l ${flag.slice(2)}` : `-s ${flag.slice(1)}`)).join(' ');
      const words = wordsOf(option.values);
      const value = !option.takesValue ? '' : isFiles(option.values) ? ' -r -F' : words ? ` -x -a ${quote(words.join(' '))}` : ' -x';
      lines.push(`complete -c trackctl ${at} ${flags}${value} -d ${quote(oneLine(option.help))}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
