import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

type Props = {
  /** The dialog's accessible name. */
  label: string;
  /** Called when the user dismisses it (Escape, a click on the backdrop); unmount it then. */
  onClose: () => void;
  className?: string;
  children: ReactNode;
};

/**
 * A native modal <dialog>, open while mounted: the browser traps focus and handles Escape; focus
 * goes back where it was when it closes.
 */
export function ModalDialog({ label, onClose, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={['modal', className].filter(Boolean).join(' ')}
      onClose={onClose}
      onClick={(event) => {
        // The content fills the dialog, so a click on the dialog itself landed on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
