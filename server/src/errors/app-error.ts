import { ERROR_STATUS, type ErrorCode } from '@tracker/core';

const TITLES: Record<ErrorCode, string> = {
  invalid_input: 'Invalid input',
  invalid_cursor: 'Cursor not valid here',
  unauthenticated: 'Sign in to continue',
  forbidden: 'Not allowed',
  cross_site: 'Cross-site request refused',
  not_found: 'Not found',
  conflict: 'Conflict',
  rate_limited: 'Too many requests',
  internal: 'Something went wrong',
  unavailable: 'Server busy',
};

/** The generic title of an error code, for error documents. */
export function errorTitle(code: ErrorCode): string {
  return TITLES[code];
}

export type AppErrorOptions = {
  /** A JSON pointer into the body (`/email`) naming the field at fault. */
  pointer?: string;
  /** A query or path parameter naming the value at fault. */
  parameter?: string;
  /** Extra response headers, such as Retry-After. */
  headers?: Record<string, string>;
};

/** The one error services and handlers throw; the error handler turns it into an error document. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string | undefined;
  readonly pointer: string | undefined;
  readonly parameter: string | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, detail?: string, options: AppErrorOptions = {}) {
    super(detail ?? TITLES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.detail = detail;
    this.pointer = options.pointer;
    this.parameter = options.parameter;
    this.headers = options.headers ?? {};
  }
}
