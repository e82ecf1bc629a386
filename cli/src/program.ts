import { Command } from 'commander';
import { version } from '../package.json';
import { commands, type Noun } from './commands';
import { registerCompletion } from './commands/completion';
import { examples, registerHelp } from './kit/help';
import { refuseJsonWhereUnsupported } from './kit/json-support';
import { DEFAULT_TIMEOUT_SECONDS } from './api/timeout';
import { DEFAULT_API_URL } from './context/settings';
import type { Runtime } from './runtime';
import { colorEnabled, createStyle } from './ui/style';

const ENVIRONMENT = `
Environment:
  TRACKCTL_API_URL  the server, instead of --api-url
  TRACKCTL_TOKEN    an API token to use instead of the stored one
  TRACKCTL_DEBUG=1  print stack traces
  NO_COLOR          print without colour
  XDG_CONFIG_HOME   where trackctl/config.json is kept (default ~/.config)

Exit codes:
  0 done, 1 failed, 2 usage error, 3 partly done (or cut short, e.g. an export past 9,999 rows),
  4 not signed in, 130 cancelled with Ctrl+C
`;

/**
 * The command tree, with each noun named and summarised but without its verbs (`loadCommands` adds
 * those of the nouns a command line names). Building it loads no command's dependencies: actions
 * load the API contract, and prompts load Ink, when they run, so `--help` and `--version` start fast.
 */
export function createProgram(runtime: Runtime): Command {
  const { io } = runtime;
  const program = new Command('trackctl');
  const errorStyle = () => createStyle(colorEnabled(io.stderr, io.env, program.opts().color !== false));

  program
    // One clause per area of the command list below, in its order: it names only what the commands do.
    .description(
      'The Tracker console from a terminal or a script: sign in and manage your API tokens; list, look up, export ' +
        '(CSV) and import companies; list groups and add companies to one from a file; work through the registration ' +
        "review queue; list and show addresses (the tracked inboxes); list and create customers' users, set their access, cancel a subscription; list teams, their " +
        'members, and invite to one; list holidays and change their dates; list industries; import journeys and archive old ones; ' +
        'search, show, classify and reprocess emails and accept their suggestions; list, show and edit curated lists and add emails to them; ' +
        'see the inbound mail queue, its messages and failures, and retry them; see and train the classification model.',
    )
    .usage('<command> [options]')
    .version(version, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .helpCommand(false)
    .option('--api-url <url>', `the Tracker server (default: the one you signed in to, else ${DEFAULT_API_URL})`)
    .option('--json', 'print data as JSON on stdout, for scripts; --json=id,name prints only those fields, one object per record')
    .option('--fields <names>', 'the same as --json=<names>: only these fields (id,name), one object per record')
    .option('--timeout <seconds>', `give up on a server that sends nothing for this long (default: ${DEFAULT_TIMEOUT_SECONDS})`)
    .option('--no-color', 'print without colour')
    .configureHelp({ showGlobalOptions: true })
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      getOutHelpWidth: () => io.stdout.columns ?? 80,
      getErrHelpWidth: () => io.stderr.columns ?? 80,
      outputError: (text, write) => {
        const style = errorStyle();
        write(`${style.red(style.bold('Error:'))} ${text.replace(/^error: /, '')}`);
      },
    })
    // Commander exits by itself with code 1 on a usage error; trackctl maps it to 2 instead.
    .exitOverride()
    .addHelpText(
      'after',
      examples(
        'trackctl login',
        'trackctl whoami --json',
        'trackctl help companies list',
        'trackctl completion bash > ~/.local/share/bash-completion/completions/trackctl',
      ) + ENVIRONMENT,
    );

  for (const entry of commands) {
    if (typeof entry === 'function') entry(program, runtime);
    else program.command(entry.name).summary(entry.summary);
  }
  registerHelp(program);
  registerCompletion(program);
  refuseJsonWhereUnsupported(program);
  pointAtHelp(program, 'trackctl');
  return program;
}

/**
 * Adds the verbs of the nouns the arguments name: the command's noun (`companies list`), the one
 * after `help`, or every noun for `completion`, which writes the whole tree. Nothing for
 * `--help`, `--version` or a command without verbs.
 */
export async function loadCommands(program: Command, runtime: Runtime, argv: readonly string[]): Promise<void> {
  const nouns = commands.filter((entry): entry is Noun => typeof entry !== 'function');
  const [first, second] = operands(program, argv);
  const named = first === 'completion' ? nouns : nouns.filter((noun) => noun.name === (first === 'help' ? second : first));
  await Promise.all(
    named.map(async (noun) => {
      const command = program.commands.find((c) => c.name() === noun.name);
      if (!command) return;
      (await noun.load())(command, runtime);
      pointAtHelp(command, `trackctl ${noun.name}`);
    }),
  );
}

/** The first two words of the command line that are neither flags nor the values of the top's flags (`--api-url <url>`). */
function operands(program: Command, argv: readonly string[]): string[] {
  const valued = new Set(program.options.filter((o) => o.required || o.optional).flatMap((o) => [o.long, o.short]));
  const found: string[] = [];
  for (let i = 0; i < argv.length && found.length < 2; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') break;
    if (valued.has(arg)) i++;
    else if (!arg.startsWith('-')) found.push(arg);
  }
  return found;
}

/** After a usage error, each command names its own `--help`. */
function pointAtHelp(command: Command, path: string): void {
  command.showHelpAfterError(`  Run: ${path} --help`);
  for (const sub of command.commands) pointAtHelp(sub, `${path} ${sub.name()}`);
}
