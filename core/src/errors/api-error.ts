import { ErrorDocument, type ErrorObject } from './schema';

/** The one error type of the client: an HTTP failure with the server's messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorObject[];
  readonly requestId: string | undefined;

  constructor(status: number, errors: ErrorObject[], requestId?: string) {
    super(errors.map((e) => e.detail ?? e.title).join('; ') || `Request failed (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.requestId = requestId;
  }

  /** Builds the error from whatever the server answered, even when it is not an error document. */
  static fromResponse(status: number, body: unknown, requestId?: string): ApiError {
    const parsed = ErrorDocument.safeParse(body);
    if (parsed.success) return new ApiError(status, parsed.data.errors, parsed.data.meta?.requestId ?? requestId);
    const title = status === 0 ? 'Could not reach the server' : `Request failed (${status})`;
    return new ApiError(status, [{ status: String(status), code: status >= 500 || status === 0 ? 'internal' : 'invalid_input', title }], requestId);
  }

  /** The message of the error on one field (a JSON pointer such as `/email`), if any. */
  fieldError(pointer: string): string | undefined {
    const hit = this.errors.find((e) => e.source?.pointer === pointer || e.source?.parameter === pointer);
    return hit ? (hit.detail ?? hit.title) : undefined;
  }
}
