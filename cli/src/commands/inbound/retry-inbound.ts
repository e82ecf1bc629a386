import type { Command } from 'commander';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';

/** Queues one message, or every failed one, for processing again. */
export async function retryInbound(context: Context, command: Command): Promise<void> {
  const [id] = command.args;
  const { failed, dryRun } = command.opts<{ failed?: boolean; dryRun?: boolean }>();
  if (failed && id !== undefined) throw new UsageError('Give a message id or --failed, not both.');
  if (!failed && id === undefined) throw new UsageError('Give the id of the message to retry, or --failed for every failed message.');
  if (dryRun && !failed) throw new UsageError('--dry-run goes with --failed.');
  if (id !== undefined && !/^\d+$/.test(id))
    throw new UsageError(`The message id is a number (trackctl inbound list shows them), not "${id}".`);

  if (failed) {
    if (dryRun) {
      const page = await context.api().request('listInboundMessages', { query: { state: 'failed', size: 1 } });
      context.io.stdout.write(`${page.meta.total} failed message${page.meta.total === 1 ? '' : 's'} would be retried\n`);
      return;
    }
    const result = await context.api().request('retryFailedInboundMessages', {});
    if (context.settings.json) context.ui.renderJson(result);
    else context.io.stdout.write(`${result.meta.retried} failed message${result.meta.retried === 1 ? '' : 's'} queued again\n`);
    return;
  }
  const document = await context.api().request('retryInboundMessage', { params: { id: id! } });
  if (context.settings.json) context.ui.renderJson(document);
  else context.io.stdout.write(`message ${document.data.id} queued again (${document.data.attributes.recipient})\n`);
}
