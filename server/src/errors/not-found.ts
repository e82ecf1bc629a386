import { AppError } from './app-error';

/** Where the missing record's id came from: a path or query parameter, or a field of the body. */
export type IdSource = { parameter: string } | { pointer: string };

/** The 404 for a record that is not there, e.g. "No company has the id 7.", naming where the id came from. */
export function notFound(noun: string, id: number | string, source: IdSource = { parameter: 'id' }): AppError {
  return new AppError('not_found', `No ${noun} has the id ${id}.`, source);
}
