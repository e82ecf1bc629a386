/** Every error code the API answers with, with its HTTP status. */
export const ERROR_CODES = [
  'invalid_input',
  'invalid_cursor',
  'unauthenticated',
  'forbidden',
  'cross_site',
  'not_found',
  'conflict',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_input: 422,
  invalid_cursor: 400,
  unauthenticated: 401,
  forbidden: 403,
  cross_site: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};
