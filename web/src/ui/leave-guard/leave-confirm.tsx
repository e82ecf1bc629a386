import { ConfirmDialog } from '../confirm-dialog';
import { leaveAnyway, leaveReason, stay, useLeaveWaiting } from './leave-guard';

/** Asks, in the console's one confirmation, before a route change drops a form's unsaved edits. */
export function LeaveConfirm() {
  if (!useLeaveWaiting()) return null;
  if (leaveReason() === 'running')
    return (
      <ConfirmDialog
        title="Leave while the run goes on?"
        message="Rows are still being processed. Leaving this screen stops the rows not started yet; those done stay done."
        confirmLabel="Leave"
        onConfirm={async () => leaveAnyway()}
        onClose={stay}
      />
    );
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
