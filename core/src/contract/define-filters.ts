import * as z from 'zod';
import { parameterDescription } from './filter-help';
import type { Filter } from './filters';

export type Filters = Record<string, Filter>;
type Shape<F extends Filters> = { [K in keyof F]: F[K]['schema'] };

/** A list's filters declared once: each filter's metadata, and the query schema they make up. */
export type ListFilters<F extends Filters = Filters> = { filters: F; schema: z.ZodObject<Shape<F>> };

/**
 * Declares a list's filters: the query schema the server validates with (each parameter described
 * for the OpenAPI document), and the metadata from which the web's URL state and trackctl's flags
 * are derived.
 */
export function defineFilters<const F extends Filters>(filters: F): ListFilters<F> {
  const described = Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => [name, { ...filter, schema: filter.schema.describe(parameterDescription(filter)) }]),
  ) as F;
  const shape = Object.fromEntries(Object.entries(described).map(([name, filter]) => [name, filter.schema])) as Shape<F>;
  return { filters: described, schema: z.object(shape) };
}
