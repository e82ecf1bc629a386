import { ConfirmDialog } from '../confirm-dialog';
import { leaveAnyway, stay, useLeaveWaiting } from './leave-guard';

/** Asks, in the console's one confirmation, before a route change drops a form's unsaved edits. */
export function LeaveConfirm() {
  if (!useLeaveWaiting()) return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      message="This screen has changes that are not saved. Leave it and lose them?"
      confirmLabel="Leave"
      onConfirm={async () => leaveAnyway()}
      onClose={stay}
    />
  );
}
