import type { Command } from 'commander';
import type { List } from '@tracker/core';
import type { Context } from '../context/create-context';
import { FILTER_FLAGS } from '../generated/filter-flags';
import type { Runtime } from '../runtime';
import { formatKeyValues } from '../ui/key-values';
import { pageFooter } from '../ui/page-footer';
import type { Column } from '../ui/ui';
import { action } from './action';
import { addFilterOptions, filterQuery } from './filter-options';
import { examples } from './help';
import { addPagingOptions, printList, type Paging } from './paged-list';

/** The lists list's sizes, as the endpoint declares them (core's LIST_PAGE_SIZE and its maximum). */
export const LIST_PAGING: Paging = { noun: { one: 'list', many: 'lists' }, defaultSize: 25, maxSize: 100 };

export function registerLists(program: Command, runtime: Runtime): void {
  const lists = program
    .command('lists')
    .summary('list curated lists of emails, show one, add emails to one')
    .helpCommand(false)
    .addHelpText('after', examples('trackctl lists list', 'trackctl lists show 3', 'trackctl lists add 3 <guid> <guid>'));

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

  lists.command('show').summary('show a list, its comments and its emails').argument('<list_id>', "the list's id").action(action(runtime, showList));

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

async function showList(context: Context, command: Command): Promise<void> {
  const [id] = command.args as [string];
  const list = await context.api().request('getList', { params: { id } });
  if (context.settings.json) {
    context.ui.renderJson(list);
    return;
  }
  const a = list.data.attributes;
  context.ui.renderLine(
    formatKeyValues([
      { key: 'name', value: a.name },
      { key: 'description', value: a.description },
      { key: 'state', value: a.state },
      { key: 'type', value: a.type },
      { key: 'featured', value: a.featured },
      { key: 'no_index', value: a.no_index },
      { key: 'comments' },
      ...a.comments.map((c) => ({ key: c.user_email ?? '-', value: c.body, indent: true })),
      { key: 'emails' },
      ...list.included.map((e) => ({ key: e.attributes.guid, value: e.attributes.subject, indent: true })),
    ]).trimEnd(),
  );
  context.ui.renderInfo(pageFooter(list.meta, { one: 'email', many: 'emails' }));
}

async function addToList(context: Context, command: Command): Promise<void> {
  const [id, guids] = command.args as unknown as [string, string[]];
  const list = await context.api().request('addListEmails', { params: { id }, body: { guid: guids } });
  if (context.settings.json) {
    context.ui.renderJson(list);
    return;
  }
  context.ui.renderSuccess(`${list.data.attributes.name} holds ${list.data.attributes.emails_count} emails.`);
}
