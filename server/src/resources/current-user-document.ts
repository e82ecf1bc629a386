import type { CurrentUserDocument } from '@tracker/core';
import type { User } from '../repositories/users-repository';

/** The signed-in user, as sign-in and the current-user call answer it. */
export function currentUserDocument(user: User): CurrentUserDocument {
  return {
    data: {
      id: String(user.id),
      type: 'users',
      attributes: { email: user.email, name: user.name, userRole: user.userRole, admin: user.userRole === 'admin' },
    },
  };
}
