import type { CurrentUserDocument } from '@tracker/core';
import type { Config } from '../config';
import type { SignedInUser } from '../repositories/users-repository';

/** The signed-in user, as sign-in and the current-user call answer it, with the settings the console shows. */
export function currentUserDocument(
  user: Omit<SignedInUser, 'archived'>,
  config: Pick<Config, 'registrationDomains'>,
): CurrentUserDocument {
  return {
    data: {
      id: String(user.id),
      type: 'users',
      attributes: { email: user.email, name: user.name, userRole: user.userRole, admin: user.userRole === 'admin' },
    },
    meta: { registration_domains: [...config.registrationDomains] },
  };
}
