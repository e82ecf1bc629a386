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
    { name: 'groups list', path: '/api/v3/groups?sort=name:asc&global=true' },
  ];
}
