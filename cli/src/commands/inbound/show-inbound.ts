import type { Context } from '../../context/create-context';
import { formatKeyValues } from '../../ui/key-values';

/** An inbound message as key/value lines: how it came, where it stands, why it failed; the document with --json. */
export async function showInbound(context: Context, id: string): Promise<void> {
  const document = await context.api().request('getInboundMessage', { params: { id } });
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  const a = document.data.attributes;
  context.io.stdout.write(
    formatKeyValues([
      { key: 'id', value: document.data.id },
      { key: 'inbox', value: a.recipient },
      { key: 'state', value: a.state },
      { key: 'last error', value: a.last_error },
      { key: 'attempts', value: a.attempts },
      { key: 'subject', value: a.subject },
      { key: 'mail from', value: a.mail_from },
      { key: 'came by', value: a.remote_address ? `${a.source} from ${a.remote_address}` : a.source },
      { key: 'message id', value: a.message_id },
      { key: 'size', value: `${a.size} bytes` },
      { key: 'sha256', value: a.sha256 },
      { key: 'received', value: a.received_at },
      { key: 'processed', value: a.processed_at },
      { key: 'email', value: a.email_guid },
    ]),
  );
}
