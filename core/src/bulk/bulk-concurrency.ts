/** How many rows of bulk work run at once: enough to be quick without flooding the server. */
export const BULK_CONCURRENCY = 4;

/**
 * How many rows a bulk import sends in one batch call: 10,000 rows take 100 calls, and progress
 * moves often and a stop waits for little.
 */
export const BULK_BATCH_SIZE = 100;

/**
 * How many rows an import looks up in one batch call: fewer than it creates, for the server enriches
 * the call's unknown domains together (LOOKUP_ENRICHMENT_CONCURRENCY) and a website can take its
 * whole 8 s to answer; 25 keeps a call well inside trackctl's 30 s timeout whatever the websites do.
 */
export const BULK_LOOKUP_BATCH_SIZE = 25;
