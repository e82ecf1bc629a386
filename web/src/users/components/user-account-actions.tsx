import type { User } from '@tracker/core/users';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useCommands } from '../../ui/commands/commands-context';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TypedEmailDialog } from '../../ui/typed-email-dialog';
import { useUserActions } from '../mutations';

type Open = 'cancel' | 'deletion' | 'delete' | null;

/** The subscription (cancel it: type the exact email), the account deletion request, and deleting the user. */
export function UserAccountActions({ user }: { user: User }) {
  const a = user.attributes;
  const actions = useUserActions(user.id);
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<string | null>(null);
  useCommands([
    ...(a.cancelable
      ? [{ id: 'user.cancel-subscription', title: 'Cancel subscription', group: 'User', perform: () => setOpen('cancel') }]
      : []),
    { id: 'user.request-deletion', title: 'Request account deletion', group: 'User', perform: () => setOpen('deletion') },
    { id: 'user.delete', title: 'Delete user', group: 'User', perform: () => setOpen('delete') },
  ]);

  return (
    <div>
      <p>
        Subscription: {a.stripeSubscriptionId ?? 'none'}
        {a.stripeCancelAtPeriodEnd && ' (cancels at the end of its period)'}
      </p>
      <div className="form-actions">
        <button type="button" disabled={!a.cancelable} onClick={() => setOpen('cancel')}>
          Cancel subscription
        </button>
        <button type="button" onClick={() => setOpen('deletion')}>
          Request account deletion
        </button>
        <button type="button" onClick={() => setOpen('delete')}>
          Delete user
        </button>
      </div>
      {a.deletionRequestedAt && <p>Deletion requested on {new Date(a.deletionRequestedAt).toLocaleDateString('en-CA')}.</p>}
      {message && <p role="status">{message}</p>}
      {open === 'cancel' && (
        <TypedEmailDialog
          title="Cancel subscription"
          email={a.email}
          confirmLabel="Cancel subscription"
          onConfirm={async (typed) => setMessage((await actions.cancelSubscription(typed)).meta?.message ?? null)}
          onClose={() => setOpen(null)}
        >
          <p>The subscription stops renewing at the end of its period.</p>
        </TypedEmailDialog>
      )}
      {open === 'deletion' && (
        <ConfirmDialog
          title="Request account deletion"
          message={`Request the deletion of ${a.email}'s account?`}
          confirmLabel="Request deletion"
          onConfirm={async () => setMessage((await actions.requestDeletion()).meta?.message ?? null)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title="Delete user"
          message={`Delete ${a.email} and everything that is only theirs? This cannot be undone.`}
          confirmLabel="Delete user"
          onConfirm={async () => {
            await actions.remove();
            navigate('/users');
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
