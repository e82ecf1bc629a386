import type { Command } from 'commander';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { render } from './render-user';

function onOff(flag: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'on' && value !== 'off') throw new UsageError(`--${flag} takes on or off, not ${JSON.stringify(value)}.`);
  return value === 'on';
}

export async function setAccess(context: Context, command: Command): Promise<void> {
  const { emails, groups, technologies } = command.opts<{ emails?: string; groups?: string; technologies?: string }>();
  const toggles = {
    emailsAccess: onOff('emails', emails),
    groupsAccess: onOff('groups', groups),
    technologiesAccess: onOff('technologies', technologies),
  };
  const body = Object.fromEntries(Object.entries(toggles).filter(([, on]) => on !== undefined));
  if (Object.keys(body).length === 0)
    throw new UsageError('Say which access to change: --emails, --groups or --technologies, each on or off.');
  const document = await context.api().request('updateUser', { params: { id: command.args[0]! }, body });
  render(context, document.data, document);
}
