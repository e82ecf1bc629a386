/** The list and search requests the scale bench measures: the slow ones and the cheap ones beside them. */
export type ScaleEndpoint = { name: string; path: string };

/** `companyId` is a company with journeys, for the company's Journeys tab. */
export function scaleEndpoints(companyId: number): ScaleEndpoint[] {
  return [
    { name: 'companies, default list', path: '/api/v3/admin/companies' },
    { name: 'companies q=harbor', path: '/api/v3/admin/companies?q=harbor' },
    { name: 'companies health=expired, email_subscriber', path: '/api/v3/admin/companies?health=expired&journey_types=email_subscriber' },
    { name: 'companies page=2000', path: '/api/v3/admin/companies?page=2000' },
    { name: 'emails search, no filter', path: '/api/v2/emails/search' },
    { name: 'emails search=arrivals', path: '/api/v2/emails/search?search=arrivals' },
    { name: 'journeys of one company', path: `/api/v3/journeys?company_id=${companyId}&size=250` },
    { name: 'journeys, default list', path: '/api/v3/journeys' },
    { name: 'journeys type=cart_abandoner, status=upcoming', path: '/api/v3/journeys?type=cart_abandoner&status=upcoming' },
    { name: 'journeys old=true (what archive-old archives)', path: '/api/v3/journeys?old=true' },
    { name: 'journeys starting in a month', path: '/api/v3/journeys?from=2025-03-01&to=2025-03-31&sort=start_date:asc' },
    { name: 'groups list', path: '/api/v3/groups?sort=name:asc&global=true' },
    { name: 'registrations, default queue', path: '/api/v1/admin/registrations' },
    { name: 'registrations status=all, with emails, newest', path: '/api/v1/admin/registrations?status=all&emails=with&order=desc' },
    { name: 'registrations status=complete page=50', path: '/api/v1/admin/registrations?status=complete&page=50' },
    { name: 'addresses, newest', path: '/api/v1/admin/addresses' },
    { name: 'addresses companies=harbor', path: '/api/v1/admin/addresses?companies=harbor' },
    { name: 'users list', path: '/api/v1/admin/users' },
    { name: 'users email=customer1', path: '/api/v1/admin/users?email=customer1' },
    { name: 'teams list', path: '/api/v3/teams' },
    { name: 'teams q=team 1', path: '/api/v3/teams?q=team%201' },
    { name: 'lists, default list', path: '/api/v3/lists?featured=true&sort=position:desc' },
    { name: 'list detail with its emails', path: '/api/v3/lists/1' },
    { name: 'emails search=welcome, processed', path: '/api/v2/emails/search?search=welcome&processed=true' },
  ];
}
