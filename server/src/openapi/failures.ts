/**
 * Every failure status the API answers with: each is one shared response of the OpenAPI document
 * (named here), carrying the JSON:API error document.
 */
export const FAILURES = {
  400: {
    name: 'MalformedRequest',
    description:
      'The body is not well-formed JSON, or a list was given a cursor it did not give for this search (start again from page 1).',
  },
  401: {
    name: 'Unauthenticated',
    description: 'Not signed in: no valid session cookie or API token (on sign-in: a wrong email or password).',
  },
  403: { name: 'Forbidden', description: 'Refused: the account is not an admin, or a write was sent from another site.' },
  404: { name: 'NotFound', description: 'Nothing matches the id or what was asked for; the error names the parameter or field.' },
  409: { name: 'Conflict', description: 'The change clashes with existing data; the error says with what and points at the field.' },
  413: { name: 'BodyTooLarge', description: 'The body is larger than the server accepts (1 MiB).' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not sent as application/json.' },
  422: {
    name: 'InvalidInput',
    description: 'Invalid input: one error per problem, its source naming the body field (pointer) or the parameter.',
  },
  429: {
    name: 'RateLimited',
    description: 'Too many attempts; Retry-After says how many seconds to wait.',
    headers: { 'Retry-After': 'Seconds to wait before trying again.' },
  },
  500: { name: 'InternalError', description: 'The server failed; quote the request id in `meta` when reporting it.' },
  503: {
    name: 'Unavailable',
    description: 'The server is busy, or its database is not answering; Retry-After says how many seconds to wait.',
    headers: { 'Retry-After': 'Seconds to wait before trying again.' },
  },
} as const;

export type FailureStatus = keyof typeof FAILURES;

export function isFailureStatus(status: number): status is FailureStatus {
  return status in FAILURES;
}
