import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@tracker/core';
import { AssetStoreError } from '../assets/asset-store';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from '../errors/app-error';
import { errorDocument, errorObject } from '../errors/error-document';
import { globalPlugin } from './global-plugin';

/** Codes for the client errors Fastify raises itself (bad JSON, wrong content type, body too large ...). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};
const TITLE_BY_STATUS: Record<number, string> = {
  400: 'Malformed request',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'Request body too large',
  415: 'Unsupported content type',
};

/** How long a client should wait before trying again when the database did not answer, in seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The first segment of a JSON pointer (`/page` -> `page`), naming a query or path parameter. */
function parameterName(instancePath: string): string | undefined {
  return instancePath.split('/').filter(Boolean)[0];
}

function validationErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!hasZodFastifySchemaValidationErrors(error)) return false;
  const inBody = error.validationContext === 'body';
  const errors = error.validation.map((issue) =>
    errorObject({
      status: 422,
      code: 'invalid_input',
      detail: inBody && issue.instancePath === '/' && issue.keyword === 'invalid_type' ? 'Send a JSON object as the body.' : issue.message,
      ...(inBody ? { pointer: issue.instancePath === '/' ? '' : issue.instancePath } : { parameter: parameterName(issue.instancePath) }),
    }),
  );
  reply.code(422).send(errorDocument(request.id, errors));
  return true;
}

/** Sends a client error Fastify raised (malformed JSON, 413, 415 ...) as an error document. */
export function sendClientError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const code = CODE_BY_STATUS[status] ?? 'invalid_input';
  reply
    .header('x-request-id', request.id)
    .code(status)
    .send(errorDocument(request.id, [errorObject({ status, code, title: TITLE_BY_STATUS[status], detail: error.message })]));
}

/**
 * Every failure leaves as a JSON:API error document with the request id. Bad input is a 4xx, never
 * a 500; a 500 tells nothing of the internals and is logged with its stack.
 */
export const errorHandlerPlugin = globalPlugin('error-handler', async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.header('x-request-id', request.id);
    if (error instanceof AppError) {
      const { status, code, detail, pointer, parameter } = error;
      reply
        .code(status)
        .headers(error.headers)
        .send(errorDocument(request.id, [errorObject({ status, code, detail, pointer, parameter })]));
      return;
    }
    if (validationErrors(error, request, reply)) return;
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      sendClientError(error, request, reply);
      return;
    }
    if (error instanceof AssetStoreError) {
      // The store's own words (S3's status and reason) are for the log; the client learns it is the store.
      request.log.error({ err: error }, 'Asset store failed');
      reply
        .code(503)
        .header('retry-after', '30')
        .send(
          errorDocument(request.id, [
            errorObject({
              status: 503,
              code: 'unavailable',
              detail: `The store of raw emails is unavailable; try again later. Quote request id ${request.id} when reporting it.`,
            }),
          ]),
        );
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // Unreachable, gone or too slow: the client may retry, and the pool reconnects by itself.
      request.log.error({ err: error }, 'Database unavailable');
      reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(
          errorDocument(request.id, [
            errorObject({
              status: 503,
              code: 'unavailable',
              detail: `The database is not answering; try again in a moment. Quote request id ${request.id} when reporting it.`,
            }),
          ]),
        );
      return;
    }
    request.log.error({ err: error }, 'Request failed');
    reply.code(500).send(
      errorDocument(request.id, [
        errorObject({
          status: 500,
          code: 'internal',
          detail: `The server could not complete this request. Quote request id ${request.id} when reporting it.`,
        }),
      ]),
    );
  });
});
