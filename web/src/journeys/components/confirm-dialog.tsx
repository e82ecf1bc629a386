import { errorMessage } from '../../api/error-message';
import { ModalDialog } from '../../ui/modal-dialog';

type Props = {
  title: string;
  question: string;
  confirm: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive journey action; Cancel has the focus. */
export function ConfirmDialog({ title, question, confirm, pending, error, onConfirm, onClose }: Props) {
  return (
    <ModalDialog label={title} onClose={onClose}>
      <h2>{title}</h2>
      <p>{question}</p>
      {error ? (
        <p className="alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="danger" disabled={pending} onClick={onConfirm}>
          {pending ? 'Working…' : confirm}
        </button>
        <button type="button" data-autofocus onClick={onClose}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
