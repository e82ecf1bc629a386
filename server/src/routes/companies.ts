import { Readable } from 'node:stream';
import { dayOf, type companiesEndpoints } from '@tracker/core';
import { assertSameOriginForWritingGet } from '../plugins/origin-check';
import type { Handlers } from './handler';

export const companiesHandlers: Handlers<typeof companiesEndpoints> = {
  async listCompanies(request) {
    return request.server.services.companies.list(request.query);
  },

  async exportCompanies(request, reply) {
    const csv = await request.server.services.companies.exportCsv(request.query);
    reply
      .header('x-total-count', String(csv.total))
      .header('content-disposition', `attachment; filename="companies-${dayOf(request.server.clock.now())}.csv"`);
    if (csv.limited) reply.header('x-export-limited', 'true');
    return Readable.from(csv.chunks);
  },

  async lookupCompany(request) {
    if (request.query.stats || request.query.clearbit) assertSameOriginForWritingGet(request);
    return request.server.services.companyEnrichment.lookup(request.query, request.auditContext());
  },

  async lookupCompanies(request) {
    return request.server.services.companyEnrichment.lookupMany(request.body, request.auditContext());
  },

  async getCompany(request) {
    return request.server.services.companies.document(request.params.id);
  },

  async createCompany(request) {
    const { document } = await request.server.services.companies.create(request.body, request.auditContext());
    return document;
  },

  async createCompanies(request) {
    return request.server.services.companies.createMany(request.body.companies, request.auditContext());
  },

  async updateCompany(request) {
    return request.server.services.companies.update(request.params.id, request.body, request.auditContext());
  },

  async enrichCompany(request) {
    return request.server.services.companyEnrichment.enrich(request.params.id, request.auditContext());
  },

  async refetchCompanyLogo(request) {
    return request.server.services.companyEnrichment.refetchLogo(request.params.id, request.auditContext());
  },
};
