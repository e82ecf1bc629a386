import { EMAIL_MISMATCH_MESSAGE, emailConfirmed } from '@tracker/core/users';
import { useState, type ReactNode } from 'react';
import { CheckboxField } from './checkbox-field';
import { ModalDialog } from './modal-dialog';
import { TextField } from './text-field';

type Props = {
  title: string;
  /** The email to type exactly (spec section 5). */
  email: string;
  /** What confirming does, said above the field. */
  children?: ReactNode;
  /** A second confirmation, e.g. automatic billing, that must be ticked too. */
  checkbox?: string;
  confirmLabel: string;
  /** Runs with the typed email once it matches; a failure's message is shown in the dialog. */
  onConfirm: (typed: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Asks for an email typed exactly before a destructive change; a mismatch aborts with 'Email address
 * did not match. Please try again.' and sends nothing. Works from the keyboard: type, Enter.
 */
export function TypedEmailDialog({ title, email, children, checkbox, confirmLabel, onConfirm, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const [ticked, setTicked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!emailConfirmed(typed, email)) {
      setProblem(EMAIL_MISMATCH_MESSAGE);
      return;
    }
    if (checkbox && !ticked) {
      setProblem(`Tick “${checkbox}” to go on.`);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(typed.trim());
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog label={title} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2>{title}</h2>
        {children}
        <TextField
          label={`Type ${email} to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          data-autofocus
        />
        {checkbox && <CheckboxField label={checkbox} checked={ticked} onChange={(e) => setTicked(e.target.checked)} />}
        {problem && (
          <p className="alert" role="alert">
            {problem}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="primary" disabled={busy}>
            {confirmLabel}
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
