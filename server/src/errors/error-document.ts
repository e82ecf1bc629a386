import type { ErrorCode, ErrorDocument, ErrorObject } from '@tracker/core';
import { errorTitle } from './app-error';

export type ErrorInput = {
  status: number;
  code: ErrorCode;
  title?: string;
  detail?: string | undefined;
  pointer?: string | undefined;
  parameter?: string | undefined;
};

/** One JSON:API error object. */
export function errorObject({ status, code, title, detail, pointer, parameter }: ErrorInput): ErrorObject {
  const source = pointer !== undefined ? { pointer } : parameter !== undefined ? { parameter } : undefined;
  return {
    status: String(status),
    code,
    title: title ?? errorTitle(code),
    ...(detail !== undefined ? { detail } : {}),
    ...(source ? { source } : {}),
  };
}

/** A JSON:API error document carrying the request id, so a report can be matched to the log. */
export function errorDocument(requestId: string, errors: ErrorObject[]): ErrorDocument {
  return { errors, meta: { requestId } };
}
