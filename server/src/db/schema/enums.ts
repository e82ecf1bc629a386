import { pgEnum } from 'drizzle-orm/pg-core';
import { USER_ROLES, ACCOUNT_STATUSES, USER_TYPES, POLICY_TYPES } from '@tracker/core';

// Database enums come from core's `as const` arrays, so the API, the UI and the table agree.
export const userRole = pgEnum('user_role', USER_ROLES);
export const accountStatus = pgEnum('account_status', ACCOUNT_STATUSES);
export const userType = pgEnum('user_type', USER_TYPES);
export const policyType = pgEnum('policy_type', POLICY_TYPES);
