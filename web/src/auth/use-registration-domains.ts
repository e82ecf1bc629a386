import { DEFAULT_BASE_EMAIL_DOMAIN, REGISTRATION_DOMAINS } from '@tracker/core/journeys';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './queries';

/**
 * The registration domains the server puts new inboxes on (its TRACKER_REGISTRATION_DOMAINS, sent
 * with the signed-in user) and the default, the first; core's four from a server that does not say.
 */
export function useRegistrationDomains(): { domains: readonly string[]; defaultDomain: string } {
  // The session gate loaded the user before any screen showed, so this is read from the cache.
  const { data } = useQuery(currentUserQuery);
  const domains = data?.meta?.registration_domains ?? REGISTRATION_DOMAINS;
  return { domains, defaultDomain: domains[0] ?? DEFAULT_BASE_EMAIL_DOMAIN };
}
