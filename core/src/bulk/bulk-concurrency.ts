/** How many rows of bulk work run at once: enough to be quick without flooding the server. */
export const BULK_CONCURRENCY = 4;

/**
 * How many rows a bulk import sends in one batch call: 10,000 rows take 100 calls, and progress
 * moves often and a stop waits for little.
 */
export const BULK_BATCH_SIZE = 100;
