import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin so its decorators and hooks apply to the whole app instead of its own child
 * context; the same flag fastify-plugin sets, without depending on it.
 */
export function globalPlugin<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
