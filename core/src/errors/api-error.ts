import { ErrorDocument, type ErrorObject } from './schema';

/** The one error type of the client: an HTTP failure with the server's messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorObject[];
  readonly requestId: string | undefined;
  /** The server's Retry-After in seconds (a busy server's 503 names it), when it gave a whole number. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, errors: ErrorObject[], requestId?: string, retryAfterSeconds?: number) {
    super(errors.map((e) => e.detail ?? e.title).join('; ') || `Request failed (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.requestId = requestId;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** Builds the error from whatever the server answered, even when it is not an error document. */
  static fromResponse(status: number, body: unknown, requestId?: string, retryAfter?: string | null): ApiError {
    const seconds = retryAfter && /^\s*\d{1,6}\s*$/.test(retryAfter) ? Number(retryAfter) : undefined;
    const parsed = ErrorDocument.safeParse(body);
    if (parsed.success) return new ApiError(status, parsed.data.errors, parsed.data.meta?.requestId ?? requestId, seconds);
    const title = status === 0 ? 'Could not reach the server' : `Request failed (${status})`;
    return new ApiError(
      status,
      [{ status: String(status), code: status >= 500 || status === 0 ? 'internal' : 'invalid_input', title }],
      requestId,
      seconds,
    );
  }

  /** The message of the error on one field (a JSON pointer such as `/email`), if any. */
  fieldError(pointer: string): string | undefined {
    const hit = this.errors.find((e) => e.source?.pointer === pointer || e.source?.parameter === pointer);
    return hit ? (hit.detail ?? hit.title) : undefined;
  }
}
