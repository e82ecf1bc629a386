import { companiesEndpoints } from '@tracker/core/companies';
import { api } from '../api/client';
import type { SearchResult } from '../ui/commands/command-registry';
import { COMPANY_SEARCH_SIZE } from './queries';

/** The palette's 'Go to company…' search: companies by name or domain, each opening its screen. */
export async function findCompanies(text: string): Promise<SearchResult[]> {
  const found = await api.request(companiesEndpoints.listCompanies, { query: { q: text, size: COMPANY_SEARCH_SIZE } });
  return found.data.map((company) => ({
    id: company.id,
    title: company.attributes.name,
    detail: company.attributes.domain_name,
    href: `/companies/${company.id}`,
  }));
}
