import type { Command } from 'commander';
import type { Context } from '../../context/create-context';
import { formatKeyValues } from '../../ui/key-values';
import { arrivalFacts } from './arrival-facts';

export async function showEmail(context: Context, command: Command): Promise<void> {
  const [guid] = command.args as [string];
  const api = context.api();
  const email = await api.request('getEmail', { params: { guid } });
  const rendered = email.data.attributes.rendered_url ? await api.request('getEmailRendered', { params: { guid } }) : null;
  if (context.settings.json) {
    context.ui.renderJson({ ...email, rendered });
    return;
  }
  const a = email.data.attributes;
  context.ui.renderLine(
    formatKeyValues([
      { key: 'guid', value: a.guid },
      { key: 'subject', value: a.subject },
      { key: 'from', value: [a.from_name, a.from_address && `<${a.from_address}>`].filter(Boolean).join(' ') },
      { key: 'sent', value: a.sent_at },
      { key: 'private', value: a.private },
      { key: 'visible', value: a.visible },
      { key: 'processed', value: a.stuck ? 'no (stuck: reprocess it)' : a.processed },
      { key: 'lists', value: a.lists.map((l) => l.name).join(', ') },
      ...arrivalFacts(a),
      { key: 'classifications' },
      ...a.classifications.map((c) => ({ key: c.type, value: `${c.score} (${c.source})`, indent: true })),
      { key: 'suggestions' },
      ...a.suggestions.map((s) => ({
        key: s.type,
        value: `${s.score.toFixed(2)} (${s.origin === 'model' ? `model v${s.model_version}` : 'rules'})`,
        indent: true,
      })),
      ...(a.confirmation_url ? [{ key: 'confirmation link', value: a.confirmation_url }] : []),
      { key: 'headers' },
      ...(rendered?.headers ?? []).map((h) => ({ key: h.key, value: h.value, indent: true })),
      { key: 'text', value: rendered?.text ?? null },
    ]).trimEnd(),
  );
}
