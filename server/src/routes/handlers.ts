import type { Endpoints } from '@tracker/core';
import { addressesHandlers } from './addresses';
import { authHandlers } from './auth';
import { companiesHandlers } from './companies';
import { emailsHandlers } from './emails';
import { groupsHandlers } from './groups';
import type { Handlers } from './handler';
import { healthHandlers } from './health';
import { journeysHandlers } from './journeys';
import { registrationsHandlers } from './registrations';
import { usersHandlers } from './users';
import { teamsHandlers } from './teams';
import { holidaysHandlers } from './holidays';
import { industriesHandlers } from './industries';
import { listsHandlers } from './lists';
import { searchHandlers } from './search';
import { inboundHandlers } from './inbound';
import { suggestionsHandlers } from './suggestions';
import { companyEmailStatsHandlers } from './company-email-stats';

/** A handler for every endpoint of core's table; an endpoint without one does not compile.
 * Each resource adds its handlers here. */
export const handlers: Handlers<Endpoints> = {
  ...healthHandlers,
  ...authHandlers,
  ...companiesHandlers,
  ...groupsHandlers,
  ...journeysHandlers,
  ...emailsHandlers,
  ...registrationsHandlers,
  ...addressesHandlers,
  ...usersHandlers,
  ...teamsHandlers,
  ...holidaysHandlers,
  ...industriesHandlers,
  ...listsHandlers,
  ...searchHandlers,
  ...inboundHandlers,
  ...suggestionsHandlers,
  ...companyEmailStatsHandlers,
};
