import { z } from 'zod';
import { MAX_ID } from './request-input';

/** A boolean query parameter: `true`/`false` (also `1`/`0`), as browsers and scripts send it. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false' })
  .transform((v) => v === 'true' || v === '1');

/** A comma-separated query parameter whose items must be among `values`. */
export function commaList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { error: `Use any of: ${values.join(', ')}` })));
}

/** A comma-separated list of free-text values (tags, technology names). */
export const commaStrings = z
  .string()
  .max(1000)
  .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean));

/** A `field:dir` sort over the given fields. */
export function sortParam<const T extends readonly [string, ...string[]]>(fields: T) {
  return z
    .string()
    .regex(new RegExp(`^(${fields.join('|')}):(asc|desc)$`), { error: `Use field:asc or field:desc with a field among ${fields.join(', ')}` })
    .transform((s) => {
      const [field, dir] = s.split(':') as [T[number], 'asc' | 'desc'];
      return { field, dir };
    });
}

/** A record's id, in a path, query or body: a whole number from 1 up to what PostgreSQL's `integer` holds. */
export const positiveId = z.coerce
  .number({ error: 'Use a numeric id' })
  .int({ error: 'Use a whole number as the id' })
  .positive({ error: 'Use an id of 1 or more' })
  .max(MAX_ID, { error: `Use an id of at most ${MAX_ID}` });

/** Paging parameters shared by every list. */
export function pageParams(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(maxSize, { error: `Use a page size of at most ${maxSize}` }).default(defaultSize),
  };
}
