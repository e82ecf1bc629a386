import { useImperativeHandle, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import './modal-dialog.css';

type Props = {
  /** The dialog's accessible name. */
  label: string;
  /** Called when the user dismisses it (Escape, a click on the backdrop); unmount it then. */
  onClose: () => void;
  className?: string;
  children: ReactNode;
  /** For a caller that must close the dialog at once, before React unmounts it (the palette). */
  ref?: Ref<ModalDialogHandle>;
};

export type ModalDialogHandle = {
  /** Closes the dialog now, without calling onClose: the screen is no longer inert and has its focus back. */
  close: () => void;
};

/**
 * A native modal <dialog>, open while mounted: the browser traps focus and handles Escape; focus
 * goes back where it was when it closes, unless it was moved out of the dialog meanwhile (a palette
 * command that put the cursor in a field keeps it there). It is drawn at the end of <body>, not
 * where it is rendered: a dialog's form drawn inside a screen's form would be a form within a form,
 * which browsers do not support (its submit button sent the outer form instead).
 */
export function ModalDialog({ label, onClose, className, children, ref: handle }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const closedByCaller = useRef(false);
  useImperativeHandle(handle, () => ({
    close: () => {
      closedByCaller.current = true;
      ref.current?.close();
    },
  }));

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      const active = document.activeElement;
      // Focus in the dialog, or lost, goes back; focus already moved out of it was put there on purpose.
      const handBack = !active || active === document.body || dialog.contains(active);
      if (dialog.open) dialog.close();
      if (handBack && previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      aria-label={label}
      className={['modal', className].filter(Boolean).join(' ')}
      onClose={() => {
        if (!closedByCaller.current) onClose();
      }}
      onClick={(event) => {
        // The content fills the dialog, so a click on the dialog itself landed on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      // React passes events up the component tree, portal or not: the form that rendered the
      // dialog must not take the dialog's submit for its own.
      onSubmit={(event) => event.stopPropagation()}
    >
      <div className="modal-body">{children}</div>
    </dialog>,
    document.body,
  );
}
