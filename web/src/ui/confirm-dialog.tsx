import { useState } from 'react';
import { errorMessage } from '../api/error-message';
import { ModalDialog } from './modal-dialog';

type Props = {
  title: string;
  /** The question, saying what confirming does, e.g. 'Remove this comment from the list?'. */
  message: string;
  confirmLabel: string;
  /** Runs on confirmation; the dialog closes when it resolves and shows the server's message when it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * The console's one "are you sure": the question, then Cancel and the action. Cancel has the
 * focus, so Enter or Escape on arrival changes nothing; Tab then Enter (or a click) confirms.
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog label={title} onClose={onClose}>
      <h2>{title}</h2>
      <p>{message}</p>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      <div className="form-actions">
        <button type="button" data-autofocus onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setProblem(null);
            onConfirm()
              .then(onClose)
              .catch((error: unknown) => setProblem(errorMessage(error)))
              .finally(() => setBusy(false));
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
