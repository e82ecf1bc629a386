import type { Command } from 'commander';
import type { ListUpdate } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { formatKeyValues } from '../../ui/key-values';
import { listDetails } from './show-list';

type UpdateFlags = {
  name?: string;
  description?: string;
  state?: ListUpdate['state'];
  featured?: boolean;
  index?: boolean;
  type?: ListUpdate['type'];
};

export async function updateList(context: Context, command: Command): Promise<void> {
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
