import type { Command } from 'commander';
import { loadCore } from '../../api/load-core';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { EXIT, type ExitCode } from '../../errors/exit-codes';
import { readStdin } from '../../io/read-stdin';

/**
 * Lists the suggestions of the emails named (or piped in); with --accept, accepts them as manual
 * classifications (of --types only, when given). Exits 3 when some guid names no email.
 */
export async function suggestEmails(context: Context, command: Command): Promise<ExitCode | void> {
  const named = (command.args as string[]).filter((g) => g !== '-');
  const guids = named.length > 0 ? named : (await readStdin(context.io.stdin)).split(/\s+/).filter(Boolean);
  if (guids.length === 0) throw new UsageError('Name the emails, or pipe their guids in.');
  const { accept, types, dryRun } = command.opts<{ accept?: boolean; types?: string; dryRun?: boolean }>();
  const { CLASSIFICATION_TYPES } = await loadCore();
  const wanted = types
    ?.split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = (wanted ?? []).filter((t) => !(CLASSIFICATION_TYPES as readonly string[]).includes(t));
  if (unknown.length > 0)
    throw new UsageError(`Unknown classification type ${unknown.join(', ')}. Use any of: ${CLASSIFICATION_TYPES.join(', ')}`);
  const api = context.api();

  if (accept && !dryRun) {
    const answer = await api.request('acceptEmailSuggestions', {
      body: { guids, ...(wanted ? { types: wanted as Array<(typeof CLASSIFICATION_TYPES)[number]> } : {}) },
    });
    if (context.settings.json) context.ui.renderJson(answer);
    else {
      for (const e of answer.data) context.ui.renderLine(`${e.guid}\taccepted\t${e.accepted.join(',') || '-'}`);
      for (const guid of answer.meta.missing) context.ui.renderLine(`${guid}\tmissing\tno email has this guid`);
    }
    if (answer.meta.missing.length === guids.length) return EXIT.failed;
    return answer.meta.missing.length > 0 ? EXIT.partlyDone : undefined;
  }

  let missing = 0;
  const listed = [];
  for (const guid of guids) {
    try {
      const email = await api.request('getEmail', { params: { guid } });
      const suggestions = email.data.attributes.suggestions.filter((s) => !wanted || wanted.includes(s.type));
      listed.push({ guid, suggestions });
      if (!context.settings.json) {
        const text = suggestions.map((s) => `${s.type}:${s.score.toFixed(2)}`).join(',') || '-';
        context.ui.renderLine(`${guid}\t${dryRun ? 'would accept' : 'suggested'}\t${text}`);
      }
    } catch (error) {
      missing += 1;
      if (!context.settings.json) context.ui.renderLine(`${guid}\tfailed\t${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (context.settings.json) context.ui.renderJson({ data: listed });
  if (missing === guids.length) return EXIT.failed;
  return missing > 0 ? EXIT.partlyDone : undefined;
}
