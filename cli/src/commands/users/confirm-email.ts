import { loadCore } from '../../api/load-core';
import type { Context } from '../../context/create-context';
import { CliError, UsageError } from '../../errors/cli-error';
import { promptFields } from '../../ui/prompt';

/**
 * The typed-email confirmation of spec section 5: `--confirm-email` when given, else asked on a
 * terminal. Off a terminal it is required; `--yes` never stands in for it. A mismatch aborts.
 */
export async function confirmedEmail(context: Context, expected: string, given: string | undefined): Promise<string> {
  let typed = given;
  if (typed === undefined) {
    if (!context.interactive) throw new UsageError(`Confirm with --confirm-email ${expected} (the exact email; --yes is not enough).`);
    typed = (await promptFields(context.io, [{ name: 'email', label: `Type ${expected} to confirm` }])).email;
  }
  const { EMAIL_MISMATCH_MESSAGE, emailConfirmed } = await loadCore();
  if (!emailConfirmed(typed, expected)) throw new CliError(EMAIL_MISMATCH_MESSAGE);
  return typed.trim();
}
