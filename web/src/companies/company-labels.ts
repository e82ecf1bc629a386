import { COMPANY_TYPE_LABELS, type CompanyState, type TechnologyType } from '@tracker/core/companies';
import { JOURNEY_HEALTH_LABELS, type JourneyHealth, type JourneyType } from '@tracker/core/journeys';

export { COMPANY_TYPE_LABELS };

export const COMPANY_STATE_LABELS: Record<CompanyState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  invalid: 'Invalid',
  archived: 'Archived',
  merged: 'Merged',
};

export const TECHNOLOGY_TYPE_LABELS: Record<TechnologyType, string> = {
  esp: 'Email service provider',
  smtpaas: 'SMTP service',
  analytics: 'Analytics',
  advertising: 'Advertising',
  content: 'Content',
  misc: 'Other',
};

/** A health as shown; null (a live journey receiving email) reads as healthy. */
export const HEALTH_LABELS: Record<JourneyHealth | 'healthy', string> = { ...JOURNEY_HEALTH_LABELS, healthy: 'Healthy' };

/** Short names of the journey types for the list's compact health column. */
export const JOURNEY_TYPE_SHORT: Record<JourneyType, string> = {
  email_subscriber: 'Sub',
  cart_abandoner: 'Cart',
  browse_abandoner: 'Browse',
  purchaser: 'Buy',
  custom: 'Custom',
};
