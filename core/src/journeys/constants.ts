/** Journey types, in the order the console offers them. */
export const JOURNEY_TYPES = ['email_subscriber', 'cart_abandoner', 'browse_abandoner', 'purchaser', 'custom'] as const;
export type JourneyType = (typeof JOURNEY_TYPES)[number];

export const JOURNEY_TYPE_LABELS: Record<JourneyType, string> = {
  email_subscriber: 'Free account signup',
  cart_abandoner: 'Cart abandoner',
  browse_abandoner: 'Browse abandoner',
  purchaser: 'Purchaser',
  custom: 'Custom',
};

/** A journey starts upcoming; the console shows an upcoming journey past its dates as expired. */
export const JOURNEY_STATUSES = ['upcoming', 'in_progress', 'complete', 'archived'] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];

/** A company's health for one journey type, used by the companies filter and bulk import. */
export const JOURNEY_HEALTHS = ['expired', 'dormant', 'new'] as const;
export type JourneyHealth = (typeof JOURNEY_HEALTHS)[number];

export const DEFAULT_JOURNEY_TYPE: JourneyType = 'email_subscriber';
export const DEFAULT_JOURNEY_DESCRIPTION = 'Newsletter signup';
export const NEW_JOURNEY_LENGTH_DAYS = 21;
export const RELATED_JOURNEY_LENGTH_DAYS = 14;
export const ADDRESS_JOURNEY_END_DAYS = 30;
export const JOURNEY_START_LEAD_MINUTES = 15;
export const COMPANY_JOURNEYS_FETCH_SIZE = 250;

/**
 * The four domains that tracked inboxes are registered on. A journey's base email domain must be
 * one of them; anything else falls back to the first, the default.
 */
export const REGISTRATION_DOMAINS = [
  'inbox.tracker.example',
  'mail.tracker.example',
  'signup.tracker.example',
  'news.tracker.example',
] as const;
export type RegistrationDomain = (typeof REGISTRATION_DOMAINS)[number];
export const DEFAULT_BASE_EMAIL_DOMAIN: RegistrationDomain = REGISTRATION_DOMAINS[0];

export const JOURNEY_HEALTH_LABELS: Record<JourneyHealth, string> = { expired: 'Expired', dormant: 'Dormant', new: 'New' };

export const JOURNEY_STATUS_LABELS: Record<JourneyStatus, string> = {
  upcoming: 'Upcoming',
  in_progress: 'In progress',
  complete: 'Complete',
  archived: 'Archived',
};
