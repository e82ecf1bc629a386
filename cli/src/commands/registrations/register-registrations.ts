import { Help, type Command } from 'commander';
import type { EndpointInput, Endpoints } from '@tracker/core';
import { UsageError } from '../../errors/cli-error';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { completeValues } from '../../kit/completion-values';
import { addFilterOptions } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { withoutJson } from '../../kit/json-support';
import { addPagingOptions, type Paging } from '../../kit/paged-list';
import { PAGE_SIZES, SETTABLE_REGISTRATION_STATUSES } from '../../generated/core-constants';

export type Body = EndpointInput<Endpoints['updateRegistration']>['body'];

/** The registrations list's sizes, as the endpoint declares them (generated from its query schema). */
export const REGISTRATION_PAGING: Paging = { noun: { one: 'registration', many: 'registrations' }, ...PAGE_SIZES.listRegistrations };

// Core's, generated, so that --help loads no core (the server checks them too).
const STATUSES = SETTABLE_REGISTRATION_STATUSES;
/** The commands whose ids come first and a value last: `set-status <id...> <status>`, `assign <id...> <email>`. */
const TRAILING_VALUE_COMMANDS = ['set-status', 'assign'];
const isStatus = (s: string): s is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(s);

/** The registrations noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerRegistrations(registrations: Command, runtime: Runtime): void {
  registrations
    .helpCommand(false)
    .addHelpText(
      'after',
      examples(
        'trackctl registrations list',
        'trackctl registrations next',
        'trackctl registrations assign 12 riley@tracker.example',
        'trackctl registrations set-status 12 ready',
        "trackctl registrations list --status ready --json | jq -r '.data[].id' | trackctl registrations complete --stdin",
      ),
    );

  // set-status and assign read `<id...> <value>` themselves (commander takes no argument after a
  // variadic one), so the list of commands names them by their usage line rather than `[args...]`.
  registrations.configureHelp({
    ...registrations.configureHelp(),
    subcommandTerm(command) {
      return TRAILING_VALUE_COMMANDS.includes(command.name())
        ? `${command.name()} ${command.usage()}`
        : Help.prototype.subcommandTerm.call(this as Help, command);
    },
  });

  addPagingOptions(
    addFilterOptions(
      registrations
        .command('list')
        .summary('list registrations')
        .description(
          "List registrations, with the console's defaults: anyone's, unclaimed, every type, oldest first. Choosing an " +
            'assignee while the status is unclaimed lists assigned ones. Prints a table, the page on stderr, or the document ' +
            'with --json. --limit and --all go past one page.',
        ),
      FILTER_FLAGS.registrations,
    ),
    REGISTRATION_PAGING,
  )
    .addHelpText(
      'after',
      examples(
        'trackctl registrations list --assignee me',
        'trackctl registrations list --status all --emails with --order desc',
        'trackctl registrations list --status ready --all --json=id',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./list-registrations')).listRegistrations(context, command)));

  registrations
    .command('show')
    .summary('show a registration with its address, persona and events')
    .description(
      'Prints the registration: its status, company, type and assignee, whether it is prioritized, the persona its address signs up with, and its events (the document with --json). Exits 1 when no registration has the id.',
    )
    .argument('<id>', "the registration's id")
    .addHelpText('after', examples('trackctl registrations show 12', 'trackctl registrations show 12 --json'))
    .action(
      action(runtime, async (context, command) => (await import('./show-registration')).showRegistration(context, command.args[0] ?? '')),
    );

  registrations
    .command('next')
    .summary('claim the oldest unclaimed registration, prioritized ones first, and show it')
    .description(
      'Claims the oldest unclaimed registration (prioritized ones first) for you and prints it. One claimed by someone else meanwhile is skipped.',
    )
    .addHelpText('after', examples('trackctl registrations next', 'trackctl registrations next --json'))
    .action(action(runtime, async (context) => (await import('./claim-next')).claimNext(context)));

  withoutJson(registrations.command('triage'))
    .summary('work through the queue on a terminal, one key per action')
    .description(
      'An interactive queue of unclaimed and assigned registrations: c claims, enter shows the address, persona, events ' +
        'and received emails, h/v/p/u hide, show, make private or public all emails, 1-6 set the status, C completes all. ' +
        'Those changes claim the registration for you first, so one someone else claimed meanwhile is left as it is, saying by whom. ' +
        'The keys are shown on screen. Off a terminal it refuses: use the other registrations commands in scripts.',
    )
    .addHelpText(
      'after',
      examples('trackctl registrations triage', '# then: j/k to move, c to claim, enter to open, 1-6 for a status, q to quit'),
    )
    .action(action(runtime, async (context) => (await import('../triage/run-triage')).runTriage(context)));

  batchCommand(
    runtime,
    registrations,
    'claim',
    'assign registrations to yourself (409: claimed by someone else)',
    () => ({ claim: true }),
    {
      does: 'Assigns each registration named, or each id read from stdin with --stdin, to you; one claimed by someone else is refused, saying by whom.',
      examples: [
        'trackctl registrations claim 12 13',
        "trackctl registrations list --json | jq -r '.data[].id' | trackctl registrations claim --stdin",
      ],
    },
  );
  batchCommand(
    runtime,
    registrations,
    'complete',
    'complete all: emails and address visible, Reviewed, complete, counts',
    () => ({ complete_all: true }),
    {
      does:
        "Completes each registration named, or each id read from stdin with --stdin, as triage's C does: its emails and address made visible, " +
        'the Reviewed status, complete, and its counts. One claimed by someone else is refused with its holder unless --force.',
      examples: [
        'trackctl registrations complete 12',
        "trackctl registrations list --status ready --json | jq -r '.data[].id' | trackctl registrations complete --stdin",
      ],
    },
  );
  // The ids are typed; the status is the word offered.
  completeValues(registrations.command('set-status'), { args: { words: STATUSES } })
    .summary('set the status (adds its private event once)')
    .usage('[options] <id...> <status>')
    .description(
      `Sets the status of a registration, or of several: the ids first, the status last (${STATUSES.join(', ')}). ` +
        'With --stdin the ids come from stdin and the status is the only argument. Prints one line per id and a summary; ' +
        'exit 3 when some failed.',
    )
    .argument('[args...]')
    .option('--stdin', 'read the ids from stdin, one per line or separated by spaces')
    .option('--force', FORCE, false)
    .addHelpText(
      'after',
      examples(
        'trackctl registrations set-status 12 ready',
        'trackctl registrations set-status 12 13 14 classified',
        "trackctl registrations list --status assigned --json | jq -r '.data[].id' | trackctl registrations set-status --stdin ready",
      ),
    )
    .action(
      action(runtime, async (context, command) => {
        const { ids, value: status } = idsThenValue(command, {
          what: 'status',
          form: 'set-status <id> <status>, or set-status --stdin <status>',
          is: isStatus,
          refusal: (s) => `"${s}" is not a status: give one of ${STATUSES.join(', ')}.`,
        });
        return (await import('./run-batch')).runBatch(context, command, ids, { status }, `set to ${status}`);
      }),
    );
  registrations
    .command('assign')
    .summary('assign registrations to an assignee, by email')
    .usage('[options] <id...> <email>')
    .description(
      'Assigns a registration, or several, to a user flagged as assignee: the ids first, the email last. With --stdin the ids ' +
        'come from stdin and the email is the only argument. Prints one line per id and a summary; exit 3 when some failed.',
    )
    .argument('[args...]')
    .option('--stdin', 'read the ids from stdin, one per line or separated by spaces')
    .addHelpText(
      'after',
      examples(
        'trackctl registrations assign 12 riley@tracker.example',
        'trackctl registrations assign 12 13 riley@tracker.example',
        "trackctl registrations list --json | jq -r '.data[].id' | trackctl registrations assign --stdin riley@tracker.example",
      ),
    )
    .action(
      action(runtime, async (context, command) => {
        const { ids, value: email } = idsThenValue(command, {
          what: 'email',
          form: 'assign <id> <email>, or assign --stdin <email>',
          is: isEmail,
          refusal: (s) => `"${s}" is not an email address.`,
        });
        return (await import('./run-batch')).runBatch(context, command, ids, { assignee_email: email }, `assigned to ${email}`);
      }),
    );
}

const isEmail = (s: string): s is string => /^[^@\s]+@[^@\s]+$/.test(s);

/** What goes after the ids of set-status and assign: its name, the command's two forms, and what it may be. */
type Trailing<T extends string> = { what: string; form: string; is: (s: string) => s is T; refusal: (s: string) => string };

/**
 * `<id...> <value>`: the value (a status, an email) goes last, after the ids, or alone with --stdin.
 * Ids are numbers and values are not, so the value given first is named as misplaced, never misread.
 */
function idsThenValue<T extends string>(command: Command, rule: Trailing<T>): { ids: string[]; value: T } {
  const args = command.args;
  const next = `Run: trackctl registrations ${rule.form}`;
  const value = args.at(-1);
  if (value === undefined) throw new UsageError(`Give the registration id, then the ${rule.what}.`, next);
  if (/^\d+$/.test(value)) {
    const misplaced = args.find((a) => rule.is(a));
    throw new UsageError(
      misplaced ? `The ${rule.what} goes last, after the ids: "${misplaced}".` : `Give the ${rule.what} after the ids.`,
      next,
    );
  }
  if (!rule.is(value)) throw new UsageError(rule.refusal(value), next);
  const ids = args.slice(0, -1);
  if (ids.length === 0 && command.opts<{ stdin?: boolean }>().stdin !== true) {
    throw new UsageError(`Give the registration id before the ${rule.what}, or --stdin to read the ids.`, next);
  }
  return { ids, value };
}

/** A batch command's help: what it does to each registration, and its examples. */
type BatchHelp = { does: string; examples: string[] };

const FORCE = 'change registrations claimed by someone else too (without it, each is refused with its holder)';

function batchCommand(runtime: Runtime, parent: Command, name: string, summary: string, body: () => Body, help: BatchHelp): void {
  const command = parent
    .command(name)
    .summary(summary)
    .description(`${help.does} Prints one line per id and a summary; exit 3 when some failed.`)
    .addHelpText('after', examples(...help.examples))
    .argument('[ids...]', 'registration ids (or --stdin)')
    .option('--stdin', 'read the ids from stdin, one per line or separated by spaces');
  if (!body().claim) command.option('--force', FORCE, false);
  command.action(
    action(runtime, async (context, command) =>
      (await import('./run-batch')).runBatch(context, command, command.args, body(), name === 'claim' ? 'claimed' : 'completed'),
    ),
  );
}
