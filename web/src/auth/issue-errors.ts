import type { FieldErrors } from '../api/error-message';

/** The first message per top-level field of a failed schema parse, like a 422's field errors. */
export function issueErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!fields[field]) fields[field] = issue.message;
  }
  return fields;
}
