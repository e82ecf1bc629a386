import { ApiError } from '@tracker/core/errors';
import type { Confirmations } from '@tracker/core/teams';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TypedEmailDialog } from '../../ui/typed-email-dialog';

type Attempt = (confirmations: Confirmations) => Promise<unknown>;
type Pending = { email: string; attempt: Attempt; confirmations: Confirmations; need: 'limit' | 'billing'; message: string };

const pointerOf = (error: unknown) => (error instanceof ApiError ? error.errors[0]?.source?.pointer : undefined);

/**
 * Runs a member change and, when the server asks for a confirmation, asks the user: going past a
 * limit (confirm_over_limit), or, on a team billed automatically, the member's typed email and the
 * billing confirmation; then sends it again with the answer. Other failures: the server's message, else 'Error'.
 */
export function useConfirmedChange(onDone?: () => void): {
  run: (email: string, attempt: Attempt) => Promise<void>;
  dialog: ReactNode;
  error: string | null;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function tryWith(email: string, attempt: Attempt, confirmations: Confirmations): Promise<void> {
    try {
      await attempt(confirmations);
      setError(null);
      setPending(null);
      onDone?.();
    } catch (failure) {
      const pointer = pointerOf(failure);
      const message = failure instanceof Error && failure.message ? failure.message : 'Error';
      if (pointer === '/confirm_over_limit' && !confirmations.confirm_over_limit) {
        setPending({ email, attempt, confirmations, need: 'limit', message });
      } else if ((pointer === '/confirm_email' || pointer === '/confirm_billing') && !confirmations.confirm_billing) {
        setPending({ email, attempt, confirmations, need: 'billing', message });
      } else {
        setPending(null);
        setError(message);
        throw failure;
      }
    }
  }

  // A dialog closes itself once its confirmation is sent; by then the server may have asked the next
  // question (past the limit, then billing), which that close must not dismiss.
  const closeIfStill = (asked: Pending) => () => setPending((current) => (current === asked ? null : current));

  const dialog =
    pending?.need === 'limit' ? (
      <ConfirmDialog
        title="Go past the team's limit?"
        message={pending.message}
        confirmLabel="Go past the limit"
        onConfirm={() => tryWith(pending.email, pending.attempt, { ...pending.confirmations, confirm_over_limit: true })}
        onClose={closeIfStill(pending)}
      />
    ) : pending?.need === 'billing' ? (
      <TypedEmailDialog
        title="Confirm automatic billing"
        email={pending.email}
        checkbox="Bill this team automatically for this member"
        confirmLabel="Confirm"
        onConfirm={(typed) =>
          tryWith(pending.email, pending.attempt, { ...pending.confirmations, confirm_email: typed, confirm_billing: true })
        }
        onClose={closeIfStill(pending)}
      >
        <p>This team is charged automatically for each active member.</p>
      </TypedEmailDialog>
    ) : null;

  return { run: (email, attempt) => tryWith(email, attempt, {}).catch(() => undefined), dialog, error };
}
