import type { CurrentUser } from '@tracker/core/auth';
import { errorMessage } from '../api/error-message';
import { AuthLayout } from './auth-layout';
import { useSignOut } from './use-sign-out';

/** Shown to a signed-in user who is not an admin: the console is for admins only. */
export function AdminsOnlyPage({ user }: { user: CurrentUser }) {
  const signOut = useSignOut();
  return (
    <AuthLayout title="Admins only">
      {signOut.error && (
        <p className="alert" role="alert">
          Could not sign out: {errorMessage(signOut.error)}
        </p>
      )}
      <p>
        You are signed in as <strong>{user.attributes.email}</strong>, which is not an admin account. The Tracker console is for admins
        only; ask an admin if you need access.
      </p>
      <button type="button" className="primary" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        Sign out
      </button>
    </AuthLayout>
  );
}
