import type { FirstQueries } from '../ui/area/area';
import { readSearchParams } from '../ui/use-search-params-state';
import { registrationQueries } from './queries';
import { REGISTRATION_LIST_PARAMS, registrationListQuery } from './registration-list-params';

/** What /registrations reads first: the page of the list its URL names, as `RegistrationsPage` asks for it. */
export const registrationsFirstQueries: FirstQueries = ({ search }) => [
  registrationQueries.list(registrationListQuery(readSearchParams(search, REGISTRATION_LIST_PARAMS))),
];
