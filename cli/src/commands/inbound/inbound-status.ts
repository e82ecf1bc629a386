import type { Context } from '../../context/create-context';
import { valueText } from '../../ui/cell-text';
import { formatKeyValues } from '../../ui/key-values';

/** The queue and the mail at a glance; the document with --json. */
export async function inboundStatus(context: Context): Promise<void> {
  const document = await context.api().request('getInboundStatus', {});
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  const a = document.data.attributes;
  const last = document.data.relationships.last_message.data;
  context.io.stdout.write(
    formatKeyValues([
      { key: 'queue' },
      { key: 'waiting', value: a.queued, indent: true },
      { key: 'running', value: a.running, indent: true },
      { key: 'dead', value: a.dead, indent: true },
      { key: 'messages' },
      { key: 'stored', value: a.messages.stored, indent: true },
      { key: 'processing', value: a.messages.processing, indent: true },
      { key: 'processed', value: a.messages.processed, indent: true },
      { key: 'failed', value: a.messages.failed, indent: true },
      {
        key: 'last message',
        value: last
          ? `${last.id}  ${valueText(last.attributes.received_at)}  ${last.attributes.recipient}  ${last.attributes.state}`
          : null,
      },
    ]),
  );
}
