/**
 * How often a live screen (Arriving, a registration being watched) asks again. React Query pauses
 * an interval while the tab is hidden, so a background tab costs the server nothing.
 */
export const LIVE_REFRESH_MS = 4_000;
