import type { Command } from 'commander';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import { PAGE_SIZES } from '../../generated/core-constants';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { addFilterOptions } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, type Paging } from '../../kit/paged-list';

/** The inbound list's sizes, as the endpoint declares them (generated from its query schema). */
export const INBOUND_PAGING: Paging = { noun: { one: 'message', many: 'messages' }, ...PAGE_SIZES.listInboundMessages };

/** The inbound noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerInbound(inbound: Command, runtime: Runtime): void {
  inbound
    .helpCommand(false)
    .description(
      'Mail arrives at tracked inboxes over SMTP, the signed webhook or an ingest, is stored raw and processed by a job ' +
        'queue into emails. See where the queue stands, list and show messages with their state and last error, and ' +
        'retry failed ones.',
    )
    .addHelpText(
      'after',
      examples(
        'trackctl inbound status',
        'trackctl inbound list --state failed',
        'trackctl inbound show 12',
        'trackctl inbound retry 12',
        'trackctl inbound retry --failed',
      ),
    );

  inbound
    .command('status')
    .summary('the queue (waiting, running, dead), messages per state, the latest message')
    .description(
      'Prints the processing queue (jobs waiting, running and dead), the inbound messages in each state, and the latest message received (JSON with --json).',
    )
    .addHelpText('after', examples('trackctl inbound status', 'trackctl inbound status --json'))
    .action(action(runtime, async (context) => (await import('./inbound-status')).inboundStatus(context)));

  addPagingOptions(
    addFilterOptions(
      inbound
        .command('list')
        .summary('list inbound messages, newest first')
        .description(
          'List inbound messages a page at a time, by state and inbox. Prints a table, the page on stderr, or the document with --json.',
        ),
      FILTER_FLAGS.inbound,
    ),
    INBOUND_PAGING,
  )
    .addHelpText(
      'after',
      examples('trackctl inbound list --state failed', 'trackctl inbound list --recipient avery.adams1042@inbox.tracker.example --all'),
    )
    .action(action(runtime, async (context, command) => (await import('./list-inbound')).listInbound(context, command)));

  inbound
    .command('show')
    .summary('show an inbound message with its state, attempts and last error')
    .description(
      'Prints the message: when it was received and for which inbox, its state, its processing attempts and last error, and the email it became (the document with --json). Exits 1 when no message has the id.',
    )
    .argument('<id>', "the message's id (trackctl inbound list shows it)")
    .addHelpText('after', examples('trackctl inbound show 12', 'trackctl inbound show 12 --json'))
    .action(action(runtime, async (context, command) => (await import('./show-inbound')).showInbound(context, command.args[0]!)));

  inbound
    .command('retry')
    .summary('queue a failed message, or every failed one, for processing again')
    .description(
      'Queues the failed message named, or with --failed every failed message, to be processed again, and says what it queued. ' +
        '--dry-run with --failed only counts them.',
    )
    .argument('[id]', "the message's id; leave it out with --failed")
    .option('--failed', 'retry every failed message')
    .option('--dry-run', 'with --failed: say how many would be retried, and retry none')
    .addHelpText(
      'after',
      examples('trackctl inbound retry 12', 'trackctl inbound retry --failed --dry-run', 'trackctl inbound retry --failed'),
    )
    .action(action(runtime, async (context, command) => (await import('./retry-inbound')).retryInbound(context, command)));
}
