import * as z from 'zod';
import { MAX_ID } from './request-input';

/** A boolean query parameter: `true`/`false` (also `1`/`0`), as browsers and scripts send it. */
export const queryBoolean = z.enum(['true', 'false', '1', '0'], { error: 'Use true or false' }).transform((v) => v === 'true' || v === '1');

/** A comma-separated query parameter whose items must be among `values`. */
export function commaList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: `Use any of: ${values.join(', ')}` })));
}

/** A comma-separated list of free-text values (tags, technology names). */
export const commaStrings = z
  .string()
  .max(1000)
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );

/** A `field:dir` sort over the given fields. */
export function sortParam<const T extends readonly [string, ...string[]]>(fields: T) {
  return z
    .string()
    .regex(new RegExp(`^(${fields.join('|')}):(asc|desc)$`), {
      error: `Use field:asc or field:desc with a field among ${fields.join(', ')}`,
    })
    .transform((s) => {
      const [field, dir] = s.split(':') as [T[number], 'asc' | 'desc'];
      return { field, dir };
    });
}

/** How an id is written in a path or query: digits, without a sign, leading zero, point or exponent. */
export const ID_DIGITS = /^[1-9][0-9]*$/;

const ID_FORM = 'Use an id of 1 or more, written in digits alone (not 01, +1, 1.0, 1e0 or 0x1)';

/**
 * A record's id, in a path, query or body: a whole number from 1 up to what PostgreSQL's `integer`
 * holds. As text (paths, queries) only its plain digits are an id: `0x1`, `1%20`, `01` and `1e0`
 * would all read as 1 through Number(), so one row would answer to many spellings; in a JSON body a
 * number, not a boolean or array that coercion would make one.
 */
export const positiveId = z
  .union([z.number({ error: ID_FORM }), z.string().regex(ID_DIGITS, { error: ID_FORM }).transform(Number)], { error: ID_FORM })
  .pipe(
    z
      .number()
      .int({ error: 'Use a whole number as the id' })
      .positive({ error: 'Use an id of 1 or more' })
      .max(MAX_ID, { error: `Use an id of at most ${MAX_ID}` }),
  );

/** The longest `cursor` a list takes; a cursor that would be longer is not given (see PageMeta). */
export const CURSOR_MAX_LENGTH = 512;

/**
 * Paging parameters shared by every list. `cursor` (a list's `meta.next_cursor` or
 * `meta.previous_cursor`, opaque) reads the page beside the one that gave it from where that page
 * ended, so a deep page costs what the first does and rows added meanwhile are neither repeated nor
 * skipped; `page` alone keeps working as before.
 */
export function pageParams(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    cursor: z
      .string()
      .min(1)
      .max(CURSOR_MAX_LENGTH, { error: `Use a cursor a list gave, of at most ${CURSOR_MAX_LENGTH} characters` })
      .optional(),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .max(maxSize, { error: `Use a page size of at most ${maxSize}` })
      .default(defaultSize),
  };
}
