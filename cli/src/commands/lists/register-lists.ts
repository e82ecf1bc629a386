import { Option, type Command } from 'commander';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { action } from '../../kit/action';
import { addFilterOptions } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, type Paging } from '../../kit/paged-list';
import { LIST_STATES, LIST_TYPES, PAGE_SIZES } from '../../generated/core-constants';

/** The lists list's sizes, as the endpoint declares them (generated from its query schema). */
export const LIST_PAGING: Paging = { noun: { one: 'list', many: 'lists' }, ...PAGE_SIZES.listLists };
/** A list's emails a page, as the endpoint declares them (generated from its query schema). */
export const LIST_EMAILS_PAGING: Paging = { noun: { one: 'email', many: 'emails' }, ...PAGE_SIZES.getList };

/** A list's states and types: core's LIST_STATES and LIST_TYPES, generated so that `--help` loads no core. */
export const LIST_STATE_CHOICES = LIST_STATES;
export const LIST_TYPE_CHOICES = LIST_TYPES;

/** The lists noun's verbs and help, added to its command (named and summarised in ../index.ts). */
export function registerLists(lists: Command, runtime: Runtime): void {
  lists
    .helpCommand(false)
    .addHelpText(
      'after',
      examples(
        'trackctl lists list',
        'trackctl lists show 3',
        'trackctl lists update 3 --state published',
        'trackctl lists add 3 <guid> <guid>',
      ),
    );

  addPagingOptions(
    addFilterOptions(
      lists
        .command('list')
        .summary('list curated lists')
        .description(
          'Lists, highest position first unless --sort says otherwise. Prints a table, or the JSON:API document with --json. --limit and --all go past one page.',
        ),
      FILTER_FLAGS.lists,
    ),
    LIST_PAGING,
  )
    .addHelpText('after', examples('trackctl lists list --state published', 'trackctl lists list --type curated --all --json'))
    .action(action(runtime, async (context, command) => (await import('./list-lists')).listLists(context, command)));

  lists
    .command('show')
    .summary('show a list, its comments and a page of its emails')
    .description('Shows the list, its comments and one page of its emails, the last added first; --page and --size choose the page.')
    .argument('<list_id>', "the list's id")
    .option('--page <n>', 'the page of emails to show (default 1)')
    .option('--size <n>', `emails per page (default ${LIST_EMAILS_PAGING.defaultSize}, at most ${LIST_EMAILS_PAGING.maxSize})`)
    .addHelpText('after', examples('trackctl lists show 3', 'trackctl lists show 3 --page 2 --size 100'))
    .action(action(runtime, async (context, command) => (await import('./show-list')).showList(context, command)));

  // The positive flags come first: commander makes a lone --no-x default to true, and an absent flag must change nothing.
  lists
    .command('update')
    .summary('edit a list: name, description, state, featured, no_index, type')
    .description('Changes what the flags say and leaves the rest as it is; at least one is needed.')
    .argument('<list_id>', "the list's id (trackctl lists list shows it)")
    .option('--name <name>', 'its new name')
    .option('--description <text>', 'its new description')
    .addOption(new Option('--state <state>', 'its state').choices(LIST_STATE_CHOICES))
    .option('--featured', 'feature it')
    .option('--no-featured', 'stop featuring it')
    .option('--index', 'let search engines index it (no_index false)')
    .option('--no-index', 'keep search engines off it (no_index true)')
    .addOption(new Option('--type <type>', 'its type').choices(LIST_TYPE_CHOICES))
    .addHelpText(
      'after',
      examples(
        "trackctl lists update 3 --name 'Best welcome emails' --state published --featured",
        'trackctl lists update 3 --no-index --type swipe_file',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./update-list')).updateList(context, command)));

  lists
    .command('add')
    .summary('add emails to a list')
    .description('Adds the emails, by guid; an email already in the list stays as it is.')
    .argument('<list_id>', "the list's id (trackctl lists list shows it)")
    .argument('<guids...>', 'email guids')
    .addHelpText(
      'after',
      examples(
        'trackctl lists add 3 41eef062-c6d9-4af3-b150-b778113f3f44',
        'trackctl lists add 3 41eef062-c6d9-4af3-b150-b778113f3f44 3f1c2a9e-6b0d-4f7e-9a51-2c8d7e4b6a10',
      ),
    )
    .action(action(runtime, async (context, command) => (await import('./add-to-list')).addToList(context, command)));
}
