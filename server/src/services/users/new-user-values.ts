import { currentPeriodEnd, NEW_USER_DEFAULTS } from '@tracker/core';

/** Spec section 3's new-user defaults at `now`: the access end dates now, the period end 3 months ahead. */
export function newUserValues(now: Date) {
  return {
    accountStatus: NEW_USER_DEFAULTS.accountStatus,
    accessLevel: NEW_USER_DEFAULTS.accessLevel,
    type: NEW_USER_DEFAULTS.type,
    companiesLimit: NEW_USER_DEFAULTS.companiesLimit,
    userRole: NEW_USER_DEFAULTS.userRole,
    emailsAccessEndAt: now,
    groupsAccessEndAt: now,
    technologiesAccessEndAt: now,
    currentPeriodEndAt: currentPeriodEnd(now),
  };
}
