/** The default of `--timeout`: seconds a request may wait for the server before it is given up. */
export const DEFAULT_TIMEOUT_SECONDS = 30;
