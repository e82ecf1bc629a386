import { notFound, type IdSource } from './not-found';

/** The record a lookup found, or the 404 for it (see notFound). */
export function orNotFound<T>(row: T | null | undefined, noun: string, id: number | string, source?: IdSource): T {
  if (row === null || row === undefined) throw notFound(noun, id, source);
  return row;
}
