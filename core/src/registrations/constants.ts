/** Stored registration statuses. A new registration is unclaimed until someone takes it. */
export const REGISTRATION_STATUSES = ['unclaimed', 'assigned', 'classified', 'ready', 'error', 'complete', 'archived'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  unclaimed: 'Unclaimed',
  assigned: 'Assigned',
  classified: 'Classified',
  ready: 'Ready',
  error: 'Error',
  complete: 'Complete',
  archived: 'Archived',
};

/** The private event added once when a status is saved (archived reads "Reviewed"). */
export const REGISTRATION_STATUS_EVENTS: Record<Exclude<RegistrationStatus, 'unclaimed'>, string> = {
  complete: 'Completed',
  ready: 'Ready',
  error: 'Error',
  archived: 'Reviewed',
  classified: 'Classified',
  assigned: 'Assigned',
};

export const REGISTRATION_ORDERS = ['asc', 'desc'] as const;
export type RegistrationOrder = (typeof REGISTRATION_ORDERS)[number];

export const REGISTRATION_FILTER_DEFAULTS = {
  assignee: 'all',
  status: 'unclaimed',
  type: 'all',
  order: 'asc',
  prioritized: 'all',
} as const;

/** The list's assignee filter: everyone, the signed-in user, or one assignee by id. */
export const REGISTRATION_EMAILS_FILTERS = ['all', 'with', 'without'] as const;
export type RegistrationEmailsFilter = (typeof REGISTRATION_EMAILS_FILTERS)[number];
export const REGISTRATION_PRIORITIZED_FILTERS = ['all', 'true', 'false'] as const;

/** Statuses staff may set from the detail screen, the palette and trackctl. */
export const SETTABLE_REGISTRATION_STATUSES = ['assigned', 'classified', 'ready', 'error', 'complete', 'archived'] as const;
export type SettableRegistrationStatus = (typeof SETTABLE_REGISTRATION_STATUSES)[number];

export const REGISTRATIONS_PAGE_SIZE = 25;
/** The recap covers this many days by default, today included. */
export const REGISTRATION_RECAP_DAYS = 14;
/** The most days one recap covers: a year, leap day included. */
export const REGISTRATION_RECAP_MAX_DAYS = 366;
