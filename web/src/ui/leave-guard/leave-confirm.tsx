import { ConfirmDialog } from '../confirm-dialog';
import { leaveAnyway, leaveReason, stay, useLeaveWaiting } from './leave-guard';

const QUESTIONS = {
  running: {
    title: 'Leave while the run goes on?',
    message: 'Rows are still being processed. Leaving this screen stops the rows not started yet; those done stay done.',
  },
  unsaved: {
    title: 'Leave without saving?',
    message: 'This screen has changes that are not saved. Leave it and lose them?',
  },
};

/** Asks, in the console's one confirmation, before a route change drops a form's edits or a running import. */
export function LeaveConfirm() {
  if (!useLeaveWaiting()) return null;
  const { title, message } = QUESTIONS[leaveReason() === 'running' ? 'running' : 'unsaved'];
  return <ConfirmDialog title={title} message={message} confirmLabel="Leave" onConfirm={async () => leaveAnyway()} onClose={stay} />;
}
