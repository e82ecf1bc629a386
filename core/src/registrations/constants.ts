/** Stored registration statuses. A new registration is unclaimed until someone takes it. */
export const REGISTRATION_STATUSES = [
  'unclaimed',
  'assigned',
  'classified',
  'ready',
  'error',
  'complete',
  'archived',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

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
