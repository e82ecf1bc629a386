import { Option, type Command } from 'commander';
import type { List, ListUpdate } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { FILTER_FLAGS } from '../../generated/filter-flags';
import type { Runtime } from '../../runtime';
import { formatKeyValues, type KeyValue } from '../../ui/key-values';
import { pageFooter } from '../../ui/page-footer';
import type { Column } from '../../ui/ui';
import { action } from '../../kit/action';
import { addFilterOptions, filterQuery } from '../../kit/filter-options';
import { examples } from '../../kit/help';
import { addPagingOptions, printList, wholeNumber, type Paging } from '../../kit/paged-list';
import { LIST_STATES, LIST_TYPES, PAGE_SIZES } from '../../generated/core-constants';

/** The lists list's sizes, as the endpoint declares them (generated from its query schema). */
export const LIST_PAGING: Paging = { noun: { one: 'list', many: 'lists' }, ...PAGE_SIZES.listLists };
/** A list's emails a page, as the endpoint declares them (generated from its query schema). */
export const LIST_EMAILS_PAGING: Paging = { noun: { one: 'email', many: 'emails' }, ...PAGE_SIZES.getList };

/** A list's states and types: core's LIST_STATES and LIST_TYPES, generated so that `--help` loads no core. */
export const LIST_STATE_CHOICES = LIST_STATES;
export const LIST_TYPE_CHOICES = LIST_TYPES;

export function registerLists(program: Command, runtime: Runtime): void {
  const lists = program
    .command('lists')
    .summary('list curated lists of emails, show one, edit one, add emails to one')
    .helpCommand(false)
    .addHelpText('after', examples('trackctl lists list', 'trackctl lists show 3', 'trackctl lists update 3 --state published', 'trackctl lists add 3 <guid> <guid>'));

  addPagingOptions(
    addFilterOptions(
      lists
        .command('list')
        .summary('list curated lists')
        .description('Lists, highest position first unless --sort says otherwise. Prints a table, or the JSON:API document with --json. --limit and --all go past one page.'),
      FILTER_FLAGS.lists,
    ),
    LIST_PAGING,
  )
    .action(action(runtime, listLists));

  lists
    .command('show')
    .summary('show a list, its comments and a page of its emails')
    .description('Shows the list, its comments and one page of its emails, the last added first; --page and --size choose the page.')
    .argument('<list_id>', "the list's id")
    .option('--page <n>', 'the page of emails to show (default 1)')
    .option('--size <n>', `emails per page (default ${LIST_EMAILS_PAGING.defaultSize}, at most ${LIST_EMAILS_PAGING.maxSize})`)
    .addHelpText('after', examples('trackctl lists show 3', 'trackctl lists show 3 --page 2 --size 100'))
    .action(action(runtime, showList));

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
    .addHelpText('after', examples("trackctl lists update 3 --name 'Best welcome emails' --state published --featured", 'trackctl lists update 3 --no-index --type swipe_file'))
    .action(action(runtime, updateList));

  lists
    .command('add')
    .summary('add emails to a list')
    .description('Adds the emails, by guid; an email already in the list stays as it is.')
    .argument('<list_id>', "the list's id (trackctl lists list shows it)")
    .argument('<guids...>', 'email guids')
    .action(action(runtime, addToList));
}

const listColumns: readonly Column<List>[] = [
  { header: 'id', value: (l) => l.id, align: 'right' },
  { header: 'position', value: (l) => l.attributes.position, align: 'right' },
  { header: 'name', value: (l) => l.attributes.name },
  { header: 'state', value: (l) => l.attributes.state },
  { header: 'type', value: (l) => l.attributes.type },
  { header: 'featured', value: (l) => (l.attributes.featured ? 'yes' : 'no') },
  { header: 'emails', value: (l) => l.attributes.emails_count, align: 'right' },
];

async function listLists(context: Context, command: Command): Promise<void> {
  const filters = filterQuery(FILTER_FLAGS.lists, command.opts());
  await printList(context, command, LIST_PAGING, listColumns, (page) => context.api().request('listLists', { query: { ...filters, ...page } }));
}

/** A list's own fields, as show and update print them. */
function listDetails(a: List['attributes']): KeyValue[] {
  return [
    { key: 'name', value: a.name },
    { key: 'description', value: a.description },
    { key: 'state', value: a.state },
    { key: 'type', value: a.type },
    { key: 'featured', value: a.featured },
    { key: 'no_index', value: a.no_index },
  ];
}

async function showList(context: Context, command: Command): Promise<void> {
  const [id] = command.args as [string];
  const { page, size } = command.opts<{ page?: string; size?: string }>();
  const query = {
    ...(page !== undefined && { page: String(wholeNumber('--page', page, 1)) }),
    ...(size !== undefined && { size: String(wholeNumber('--size', size, 1, LIST_EMAILS_PAGING.maxSize)) }),
  };
  const list = await context.api().request('getList', { params: { id }, query });
  if (context.settings.json) {
    context.ui.renderJson(list);
    return;
  }
  const a = list.data.attributes;
  context.ui.renderLine(
    formatKeyValues([
      ...listDetails(a),
      { key: 'comments' },
      ...a.comments.map((c) => ({ key: c.user_email ?? '-', value: c.body, indent: true })),
      { key: 'emails' },
      ...list.included.map((e) => ({ key: e.attributes.guid, value: e.attributes.subject, indent: true })),
    ]).trimEnd(),
  );
  context.ui.renderInfo(pageFooter(list.meta, LIST_EMAILS_PAGING.noun));
}

type UpdateFlags = { name?: string; description?: string; state?: ListUpdate['state']; featured?: boolean; index?: boolean; type?: ListUpdate['type'] };

async function updateList(context: Context, command: Command): Promise<void> {
  const [id] = command.args as [string];
  const { name, description, state, featured, index, type } = command.opts<UpdateFlags>();
  const changes = { name, description, state, featured, no_index: index === undefined ? undefined : !index, type };
  const body = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as ListUpdate;
  if (Object.keys(body).length === 0) {
    throw new UsageError('Say what to change: --name, --description, --state, --featured or --no-featured, --index or --no-index, --type.');
  }
  const list = await context.api().request('updateList', { params: { id }, body });
  if (context.settings.json) {
    context.ui.renderJson(list);
    return;
  }
  context.ui.renderLine(formatKeyValues(listDetails(list.data.attributes)).trimEnd());
  context.ui.renderSuccess(`Updated list ${list.data.id}.`);
}

async function addToList(context: Context, command: Command): Promise<void> {
  // command.args is the flat list of words: the list's id, then every guid.
  const [id, ...guids] = command.args as [string, ...string[]];
  const list = await context.api().request('addListEmails', { params: { id }, body: { guid: guids } });
  if (context.settings.json) {
    context.ui.renderJson(list);
    return;
  }
  context.ui.renderSuccess(`${list.data.attributes.name} holds ${list.data.attributes.emails_count} emails.`);
}
