import type { z } from 'zod';
import type { ErrorCode } from '../errors/error-codes';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an endpoint: anyone, any signed-in user, admins only (the default), or a caller that
 * signs the request with a shared secret (`signature`: a machine such as a mail provider; never a
 * session cookie or token).
 */
export const ACCESS_LEVELS = ['public', 'signed_in', 'admin', 'signature'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * One API call: the server registers a route from it and the client builds the call from it, so
 * the two cannot drift. `path` is relative to `/api` and names parameters as `:name`.
 */
export type Endpoint = {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  status: 200 | 201 | 202 | 204;
  /** The success response's schema; absent for 204. */
  response?: z.ZodType;
  /** A non-JSON success body (a streamed CSV download); read it with the client's `raw`. */
  produces?: 'text/csv' | 'message/rfc822';
  /** Media types of a body that is not JSON (raw mail, a provider's form), read by the route itself rather than a schema. */
  consumes?: readonly ('message/rfc822' | 'multipart/form-data' | 'application/x-www-form-urlencoded')[];
  /**
   * Failures the endpoint answers beyond those its access, method, path and input already imply
   * (a conflict, a throttled sign-in, a miss on something named in the body or query), so the API
   * reference lists every error it can give.
   */
  errors?: readonly ErrorCode[];
  /** A request body that works, for the API reference; an endpoint with a body must carry one. */
  example?: unknown;
};

/** An endpoint with a body carries an example of it, of the body's type, so the reference shows one and it cannot go stale. */
type BodyExample<E extends Endpoint> = E['body'] extends z.ZodType ? { example: z.input<E['body']> } : { example?: undefined };

export function defineEndpoint<const E extends Endpoint>(endpoint: E & BodyExample<E>): E {
  return endpoint;
}

export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? { body: z.input<E['body']> }
    : // A raw body (a message): sent as is, typed as the endpoint's first media type.
      E['consumes'] extends readonly unknown[]
      ? { body: Uint8Array }
      : { body?: undefined });

export type EndpointOutput<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined;

/** Fills `:name` placeholders from params, encoding each value. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
