import type { Command } from 'commander';
import type { List } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { formatKeyValues, type KeyValue } from '../../ui/key-values';
import { pageFooter } from '../../ui/page-footer';
import { wholeNumber } from '../../kit/paged-list';
import { LIST_EMAILS_PAGING } from './register-lists';

/** A list's own fields, as show and update print them. */
export function listDetails(a: List['attributes']): KeyValue[] {
  return [
    { key: 'name', value: a.name },
    { key: 'description', value: a.description },
    { key: 'state', value: a.state },
    { key: 'type', value: a.type },
    { key: 'featured', value: a.featured },
    { key: 'no_index', value: a.no_index },
  ];
}

export async function showList(context: Context, command: Command): Promise<void> {
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
