import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, z } from 'zod';

/**
 * Serializes each route's response. `check` (the tests' apps) first encodes the body with the route's
 * zod schema from core's contract, as fastify-type-provider-zod's serializer does, and fails the
 * request (a 500 the test sees) when the body breaks the contract or when encoding it would change
 * what is sent (a key the schema drops or orders otherwise, a transform): so every route's response is checked by the
 * route's tests, and the body sent unchecked is the one the check passed. Without `check`
 * (production) the body is sent as the handler built it: the check costs a cheap list's request
 * about a tenth of a millisecond, about as much as the rest of its serialization.
 */
export function serializerCompiler(check: boolean): FastifySerializerCompiler<z.ZodType> {
  if (!check) return () => (data) => JSON.stringify(data);
  return ({ schema, method, url }) =>
    (data) => {
      const encoded = safeEncode(schema, data);
      if (encoded.error) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const json = JSON.stringify(encoded.data);
      if (json !== JSON.stringify(data)) {
        const issue = { code: 'custom' as const, path: [], input: data, message: `Encoding changes the response, to ${json}` };
        throw new ResponseSerializationError(method, url, { cause: new z.ZodError([issue]) });
      }
      return json;
    };
}
