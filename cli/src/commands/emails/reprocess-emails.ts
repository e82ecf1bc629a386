import type { Command } from 'commander';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { EXIT, type ExitCode } from '../../errors/exit-codes';
import { readStdin } from '../../io/read-stdin';

export async function reprocessEmails(context: Context, command: Command): Promise<ExitCode | void> {
  const named = (command.args as string[]).filter((g) => g !== '-');
  const guids = named.length > 0 ? named : (await readStdin(context.io.stdin)).split(/\s+/).filter(Boolean);
  if (guids.length === 0) throw new UsageError('Name the emails to reprocess, or pipe their guids in.');
  const api = context.api();
  let failed = 0;
  for (const guid of guids) {
    try {
      const email = await api.request('reprocessEmail', { params: { id: guid } });
      context.ui.renderLine(`${guid}\treprocessed\t${email.data.attributes.subject}`);
    } catch (error) {
      failed += 1;
      context.ui.renderLine(`${guid}\tfailed\t${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failed === guids.length) return EXIT.failed;
  return failed > 0 ? EXIT.partlyDone : undefined;
}
