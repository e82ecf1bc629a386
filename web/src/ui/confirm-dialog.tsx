import { useState } from 'react';
import { ModalDialog } from './modal-dialog';

type Props = {
  title: string;
  message: string;
  confirmLabel: string;
  /** Runs on confirmation; a failure's message (the server's) is shown in the dialog. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/** A yes-or-no confirmation; the confirm button has focus, so Enter confirms and Escape cancels. */
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
        <button
          type="button"
          className="primary"
          data-autofocus
          disabled={busy}
          onClick={() => {
            setBusy(true);
            onConfirm()
              .then(onClose)
              .catch((error: unknown) => setProblem(error instanceof Error ? error.message : 'Error'))
              .finally(() => setBusy(false));
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
