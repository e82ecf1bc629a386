import type { Command } from 'commander';
import { loadCore } from '../../api/load-core';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';

export async function classifyEmail(context: Context, command: Command): Promise<void> {
  // command.args is the flat list of words: the guid, then every type.
  const [guid, ...types] = command.args as [string, ...string[]];
  const { remove } = command.opts<{ remove?: boolean }>();
  const { CLASSIFICATION_TYPES } = await loadCore();
  const unknown = types.filter((t) => !(CLASSIFICATION_TYPES as readonly string[]).includes(t));
  if (unknown.length > 0)
    throw new UsageError(`Unknown classification type ${unknown.join(', ')}. Use any of: ${CLASSIFICATION_TYPES.join(', ')}`);
  const api = context.api();
  let document;
  for (const type of types as Array<(typeof CLASSIFICATION_TYPES)[number]>) {
    document = remove
      ? await api.request('deleteEmailClassification', { params: { guid }, query: { type } })
      : await api.request('putEmailClassifications', { params: { guid }, query: { type }, body: {} });
  }
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  const applied = document?.data.attributes.classifications.filter((c) => c.score === 1).map((c) => c.type) ?? [];
  context.ui.renderSuccess(`${guid}: ${applied.length > 0 ? applied.join(', ') : 'no classification applies'}`);
}
