import type { CurrentUser } from '@tracker/core/auth';
import { ApiError } from '@tracker/core/errors';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/error-message';
import { AdminsOnlyPage, AuthLayout, currentUserQuery } from '../auth';

/**
 * Renders its children only for a signed-in admin. A 401 has already sent the visitor to sign-in
 * (the API client does that); a non-admin sees why they cannot go further.
 */
export function SessionGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const session = useQuery(currentUserQuery);

  if (session.data) {
    const user = session.data.data;
    return user.attributes.admin ? children(user) : <AdminsOnlyPage user={user} />;
  }
  if (session.isPending || (session.error instanceof ApiError && session.error.status === 401)) {
    return <p role="status">Loading…</p>;
  }
  return (
    <AuthLayout title="The console is unavailable">
      <p className="alert" role="alert">
        {errorMessage(session.error)}
      </p>
      <button type="button" onClick={() => void session.refetch()}>
        Try again
      </button>
    </AuthLayout>
  );
}
