import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@tracker/core';
import type { AuthContext } from '../plugins/auth';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler sees: params, query and body already parsed by the endpoint's schemas,
 * and, behind a signed_in or admin guard, a user that is certainly there. */
type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}> & { auth: E['access'] extends 'public' | 'signature' ? AuthContext | null : AuthContext };

/** What a handler returns: the response body (checked against the response schema), nothing for a 204,
 * or, for a download (`produces`), its text or a stream of it. */
type HandlerResult<E extends Endpoint> = E['produces'] extends string
  ? string | Readable
  : E['response'] extends z.ZodType
    ? z.input<E['response']>
    : void;

export type Handler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<HandlerResult<E>>;

/** One handler per endpoint of a map: leaving one out is a type error. */
export type Handlers<M extends Record<string, Endpoint>> = { [K in keyof M]: Handler<M[K]> };
