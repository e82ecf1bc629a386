import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_STATUSES,
  ADDRESS_EVENT_GROUPS,
  CLASSIFICATION_SOURCES,
  CLASSIFICATION_TYPES,
  COLLECTION_METHODS,
  COMPANY_STATES,
  COMPANY_TYPES,
  INBOUND_MESSAGE_SOURCES,
  INBOUND_STATES,
  JOB_STATES,
  INVITATION_STATUSES,
  JOURNEY_STATUSES,
  JOURNEY_TYPES,
  LIST_STATES,
  LIST_TYPES,
  MEMBER_ROLES,
  MEMBER_STATUSES,
  PLAN_VERSIONS,
  POLICY_TYPES,
  REGISTRATION_STATUSES,
  SUBSCRIPTION_STATUSES,
  SUGGESTION_ORIGINS,
  SUGGESTION_STATES,
  TECHNOLOGY_TYPES,
  USER_ROLES,
  USER_TYPES,
} from '@tracker/core';

// Database enums come from core's `as const` arrays, so the API, the UI and the table agree.
export const userRole = pgEnum('user_role', USER_ROLES);
export const accountStatus = pgEnum('account_status', ACCOUNT_STATUSES);
export const userType = pgEnum('user_type', USER_TYPES);
export const policyType = pgEnum('policy_type', POLICY_TYPES);

export const companyState = pgEnum('company_state', COMPANY_STATES);
export const companyType = pgEnum('company_type', COMPANY_TYPES);
export const technologyType = pgEnum('technology_type', TECHNOLOGY_TYPES);

export const journeyType = pgEnum('journey_type', JOURNEY_TYPES);
export const journeyStatus = pgEnum('journey_status', JOURNEY_STATUSES);

export const registrationStatus = pgEnum('registration_status', REGISTRATION_STATUSES);
export const addressEventGroup = pgEnum('address_event_group', ADDRESS_EVENT_GROUPS);

export const classificationType = pgEnum('classification_type', CLASSIFICATION_TYPES);
export const classificationSource = pgEnum('classification_source', CLASSIFICATION_SOURCES);

export const listState = pgEnum('list_state', LIST_STATES);
export const listType = pgEnum('list_type', LIST_TYPES);

export const memberStatus = pgEnum('member_status', MEMBER_STATUSES);
export const memberRole = pgEnum('member_role', MEMBER_ROLES);
export const invitationStatus = pgEnum('invitation_status', INVITATION_STATUSES);
export const collectionMethod = pgEnum('collection_method', COLLECTION_METHODS);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const planVersion = pgEnum('plan_version', PLAN_VERSIONS);
export const inboundState = pgEnum('inbound_state', INBOUND_STATES);
export const inboundMessageSource = pgEnum('inbound_message_source', INBOUND_MESSAGE_SOURCES);
export const jobState = pgEnum('job_state', JOB_STATES);
export const suggestionOrigin = pgEnum('suggestion_origin', SUGGESTION_ORIGINS);
export const suggestionState = pgEnum('suggestion_state', SUGGESTION_STATES);
