import { ApiError } from '@tracker/core/errors';

/** Field name to message, from a 422's pointers (`/email` becomes `email`). */
export type FieldErrors = Partial<Record<string, string>>;

/** What to tell the user about a failed call. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : 'Something went wrong.';
  if (error.status === 429) {
    return error.errors[0]?.detail ?? 'Too many attempts. Wait a few minutes, then try again.';
  }
  if (error.status >= 500) {
    // The fault is the server's, not the user's: say so, and give the id that finds it in the logs.
    return error.requestId
      ? `The server failed (request ${error.requestId}). Nothing you did caused it; if it keeps failing, report the request id.`
      : 'The server failed. Nothing you did caused it; if it keeps failing, report it.';
  }
  if (error.status === 0) return 'Could not reach the server. Check your connection and try again.';
  return error.message;
}

/** The messages of a 422 keyed by top-level field (`/email` or `/data/attributes/email`). */
export function fieldErrors(error: unknown): FieldErrors {
  const fields: FieldErrors = {};
  if (!(error instanceof ApiError) || error.status !== 422) return fields;
  for (const item of error.errors) {
    const field = item.source?.pointer?.replace(/^\/data\/attributes/, '').split('/')[1];
    if (field && !fields[field]) fields[field] = item.detail ?? item.title;
  }
  return fields;
}
