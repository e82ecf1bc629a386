/**
 * The root query key of every resource the console caches, in one place. A resource's `queries.ts`
 * builds its keys under its root; another area refreshes a resource through its root here rather
 * than importing that area or spelling the key as a string, so invalidating a root always reaches
 * every key below it.
 */
export const queryKeys = {
  addresses: ['addresses'],
  auth: ['auth'],
  classifier: ['classifier'],
  companies: ['companies'],
  emails: ['emails'],
  groups: ['groups'],
  holidays: ['holidays'],
  inbound: ['inbound'],
  industries: ['industries'],
  journeys: ['journeys'],
  lists: ['lists'],
  registrations: ['registrations'],
  teams: ['teams'],
  users: ['users'],
  /** The palette's own caches: records found across areas, and a command's search page. */
  paletteRecords: ['palette-records'],
  paletteSearch: ['palette-search'],
} as const;
