import type { z } from 'zod';

type Unwrappable = { def?: { innerType?: unknown; in?: unknown }; shape?: Record<string, unknown> };

/** The keys of an object schema, through the optional, default and pipe wrappers zod puts around it. */
export function objectKeys(schema: z.ZodType | undefined): string[] {
  let current = schema as Unwrappable | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current.shape) return Object.keys(current.shape);
    current = (current.def?.innerType ?? current.def?.in) as Unwrappable | undefined;
  }
  return [];
}
