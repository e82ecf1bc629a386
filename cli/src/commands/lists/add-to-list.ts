import type { Command } from 'commander';
import type { Context } from '../../context/create-context';

export async function addToList(context: Context, command: Command): Promise<void> {
  // command.args is the flat list of words: the list's id, then every guid.
  const [id, ...guids] = command.args as [string, ...string[]];
  const list = await context.api().request('addListEmails', { params: { id }, body: { guid: guids } });
  if (context.settings.json) {
    context.ui.renderJson(list);
    return;
  }
  context.ui.renderSuccess(`${list.data.attributes.name} holds ${list.data.attributes.emails_count} emails.`);
}
