/** How many rows of bulk work run at once: enough to be quick without flooding the server. */
export const BULK_CONCURRENCY = 4;
