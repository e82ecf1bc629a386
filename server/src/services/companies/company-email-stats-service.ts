import type { CompanySendTimesDocument } from '@tracker/core';
import { orNotFound } from '../../errors/or-not-found';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'repositories'>;

/** A company's email figures computed from the mail it sent: when its emails are sent. */
export function createCompanyEmailStatsService({ repositories }: Dependencies) {
  return {
    /** The company's send-time heat map (UTC); 404 for a company that does not exist. */
    async sendTimes(id: number): Promise<CompanySendTimesDocument> {
      orNotFound(await repositories.companies.findById(id), 'company', id, { parameter: 'id' });
      const cells = await repositories.companyEmailStats.sendTimes(id);
      return {
        data: {
          id: String(id),
          type: 'company_send_times',
          attributes: { zone: 'UTC', total: cells.reduce((sum, c) => sum + c.emails, 0), cells },
        },
      };
    },
  };
}
