import type { FirstQueries } from '../ui/area/area';
import { readSearchParams } from '../ui/use-search-params-state';
import { EMAIL_SEARCH_PARAMS, emailSearchQuery } from './email-search-params';
import { emailQueries } from './queries';

/**
 * What /emails reads first: the search its URL names, as `EmailsPage` asks for it. A date preset
 * counts from now, so with one the screen may ask again a moment later; without, the keys match.
 */
export const emailsFirstQueries: FirstQueries = ({ search, now, zone }) => [
  emailQueries.search(emailSearchQuery(readSearchParams(search, EMAIL_SEARCH_PARAMS), now, zone)),
];
