import type { Body } from './register-registrations';
import { type Command } from 'commander';
import type { Context } from '../../context/create-context';
import { CliError, UsageError } from '../../errors/cli-error';
import { EXIT, type ExitCode } from '../../errors/exit-codes';
import { readStdin } from '../../io/read-stdin';

/** Ids from the arguments, or from stdin with --stdin; each must be a number. */
async function idsOf(context: Context, command: Command, args: readonly string[]): Promise<string[]> {
  const fromStdin = command.opts<{ stdin?: boolean }>().stdin ? (await readStdin(context.io.stdin)).split(/[\s,]+/) : [];
  const ids = [...args, ...fromStdin].map((s) => s.trim()).filter(Boolean);
  if (ids.length === 0)
    throw new UsageError(
      command.opts<{ stdin?: boolean }>().stdin ? 'No registration ids on stdin.' : 'Give registration ids, or --stdin to read them.',
    );
  const bad = ids.find((id) => !/^\d+$/.test(id));
  if (bad) throw new UsageError(`"${bad}" is not a registration id.`);
  return ids;
}

/** Sends one update per id, one after another; prints each outcome and a summary. Exit 3 when some failed, 1 when all did. */
export async function runBatch(
  context: Context,
  command: Command,
  args: readonly string[],
  body: Body,
  done: string,
): Promise<ExitCode | void> {
  const ids = await idsOf(context, command, args);
  const api = context.api();
  // Commands with --force leave a registration someone else claimed as it is, unless forced.
  const force = command.opts<{ force?: boolean }>().force;
  const me = force === false ? (await api.request('currentUser')).data.attributes.email : undefined;
  const results: Array<{ id: string; ok: boolean; status?: string; error?: string }> = [];
  for (const id of ids) {
    try {
      if (me !== undefined) {
        const holder = (await api.request('getRegistration', { params: { id } })).data.attributes.assignee_email;
        if (holder && holder.toLowerCase() !== me.toLowerCase()) {
          throw new CliError(`Registration ${id} is claimed by ${holder}; it was left as it is.`, {
            nextStep: 'Add --force to change it anyway.',
          });
        }
      }
      const document = await api.request('updateRegistration', { params: { id }, body });
      results.push({ id, ok: true, status: document.data.attributes.status });
      if (!context.settings.json) context.ui.renderLine(`${id}\t${done}\t${document.data.attributes.status}`);
    } catch (error) {
      if (ids.length === 1) throw error;
      const message = error instanceof Error ? error.message : String(error);
      results.push({ id, ok: false, error: message });
      if (!context.settings.json) context.ui.renderLine(`${id}\tfailed\t${message}`);
    }
  }
  const failed = results.filter((r) => !r.ok).length;
  if (context.settings.json) context.ui.renderJson({ data: results, meta: { done: results.length - failed, failed } });
  else context.ui.renderInfo(`${results.length - failed} of ${results.length} ${done}${failed ? `, ${failed} failed` : ''}.`);
  if (failed === 0) return undefined;
  return failed === results.length ? EXIT.failed : EXIT.partlyDone;
}
