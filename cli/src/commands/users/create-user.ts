import type { Command } from 'commander';
import type { Context } from '../../context/create-context';
import { withoutUndefined } from '../../kit/query-params';
import { render } from './render-user';

export async function createUser(context: Context, command: Command): Promise<void> {
  const { name, companyName, admin } = command.opts<{ name?: string; companyName?: string; admin?: boolean }>();
  const document = await context.api().request('createUser', {
    body: { email: command.args[0]!, ...withoutUndefined({ name, companyName }), userRole: admin ? 'admin' : 'standard' },
  });
  render(context, document.data, document);
}
