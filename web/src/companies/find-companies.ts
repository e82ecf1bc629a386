import { companiesEndpoints } from '@tracker/core/companies';
import { abortableApi } from '../api/abortable-api';
import type { SearchResult } from '../ui/commands/command-registry';
import { COMPANY_SEARCH_SIZE } from './queries';

/** The palette's companies by name or domain, each opening its screen; `signal` cancels a search typed past. */
export async function findCompanies(text: string, signal: AbortSignal): Promise<SearchResult[]> {
  const found = await abortableApi(signal).request(companiesEndpoints.listCompanies, { query: { q: text, size: COMPANY_SEARCH_SIZE } });
  return found.data.map((company) => ({
    id: company.id,
    title: company.attributes.name,
    detail: company.attributes.domain_name,
    href: `/companies/${company.id}`,
  }));
}
