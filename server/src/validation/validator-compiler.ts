import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { StorableInput } from '@tracker/core';

/**
 * Validates every route's params, query and body with its zod schema from core's contract, after
 * core's request-wide rules (no NUL character and no lone surrogate anywhere: PostgreSQL refuses both). A route added later
 * gets the same rules without asking; the failures are 422s pointing at the field or parameter.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: StorableInput.pipe(route.schema) });
