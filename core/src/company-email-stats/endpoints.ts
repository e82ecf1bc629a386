import { defineEndpoint } from '../contract/endpoint';
import { CompanyParams } from '../companies/schema';
import { CompanySendTimesDocument } from './schema';

const tag = 'companies';

export const companyEmailStatsEndpoints = {
  getCompanySendTimes: defineEndpoint({
    method: 'GET',
    path: '/v3/admin/companies/:id/send-times',
    access: 'admin',
    tag,
    summary: "When the company's emails are sent: emails received per day of the week and hour (UTC), kept current as mail arrives",
    params: CompanyParams,
    status: 200,
    response: CompanySendTimesDocument,
  }),
};
