import type { AuditContext } from '../services/audit-service';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The actor and request id to record with a write in the audit log. */
    auditContext(): AuditContext;
  }
}

/** Gives every request what an audited write needs: who is acting and the request id. */
export const auditPlugin = globalPlugin('audit', async (app) => {
  app.decorateRequest('auditContext', function auditContext() {
    return { actorId: this.auth?.user.id ?? null, requestId: this.id };
  });
});
