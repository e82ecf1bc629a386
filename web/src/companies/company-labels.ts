import type { CompanyState, CompanyType, TechnologyType } from '@tracker/core/companies';
import type { JourneyHealth, JourneyType } from '@tracker/core/journeys';

export const COMPANY_STATE_LABELS: Record<CompanyState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  invalid: 'Invalid',
  archived: 'Archived',
  merged: 'Merged',
};

export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  brand: 'Brand',
  retailer: 'Retailer',
  marketplace: 'Marketplace',
  publisher: 'Publisher',
  nonprofit: 'Nonprofit',
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
export const HEALTH_LABELS: Record<JourneyHealth | 'healthy', string> = {
  new: 'New',
  dormant: 'Dormant',
  expired: 'Expired',
  healthy: 'Healthy',
};

/** Short names of the journey types for the list's compact health column. */
export const JOURNEY_TYPE_SHORT: Record<JourneyType, string> = {
  email_subscriber: 'Sub',
  cart_abandoner: 'Cart',
  browse_abandoner: 'Browse',
  purchaser: 'Buy',
  custom: 'Custom',
};
