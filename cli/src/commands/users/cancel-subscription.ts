import type { Command } from 'commander';
import type { Context } from '../../context/create-context';
import { confirmedEmail } from './confirm-email';
import { render } from './render-user';

export async function cancelSubscription(context: Context, command: Command): Promise<void> {
  const api = context.api();
  const user = await api.request('getUser', { params: { id: command.args[0]! } });
  const typed = await confirmedEmail(context, user.data.attributes.email, command.opts<{ confirmEmail?: string }>().confirmEmail);
  const document = await api.request('deleteUserPlans', { params: { id: user.data.id }, query: { confirm_email: typed } });
  if (!context.settings.json) context.ui.renderSuccess(document.meta?.message ?? 'Cancelled.');
  render(context, document.data, document);
}
