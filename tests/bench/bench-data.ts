import type { APIRequestContext, APIResponse } from '@playwright/test';

/** The most rows any screen of the console shows at once: a company's first 250 journeys. */
const LONGEST_PAGE = 250;
/** The groups screen shows every group on one page, up to the groups' fetch limit (spec section 9). */
const GROUPS_PAGE = 100;

type Listed = { data: { id: string; attributes: Record<string, unknown> }[]; meta: { total: number } };

export type BenchData = {
  /** The demo data's largest group, filled up to 250 companies (ten pages of the group's screen). */
  groupId: string;
  /** A company with 250 journeys: its journeys tab is the longest table the console draws. */
  companyId: string;
  /** A name the palette and the companies search find. */
  searchText: string;
};

/**
 * Grows the demo data through the API to the longest lists the screens show: a group of 250
 * companies, 100 groups, a company with 250 journeys. `request` carries a signed-in session.
 */
export async function growDemoData(request: APIRequestContext): Promise<BenchData> {
  const groups = await read(request, '/api/v3/groups?size=100');
  const largest = [...groups.data].sort((a, b) => Number(b.attributes.companies_count) - Number(a.attributes.companies_count))[0];
  if (!largest) throw new Error('The demo data has no group');
  const companies = [
    ...(await read(request, `/api/v3/admin/companies?sort=name:asc&size=${LONGEST_PAGE}&page=1`)).data,
    ...(await read(request, `/api/v3/admin/companies?sort=name:asc&size=${LONGEST_PAGE}&page=2`)).data,
  ];
  const members = new Set((await read(request, `/api/v3/groups/${largest.id}/companies?size=${LONGEST_PAGE}`)).data.map((c) => c.id));
  for (const company of companies) {
    if (members.size >= LONGEST_PAGE) break;
    if (members.has(company.id)) continue;
    await write(request.post(`/api/v3/groups/${largest.id}/companies`, { data: { company_id: Number(company.id) } }));
    members.add(company.id);
  }

  for (let n = groups.meta.total + 1; n <= GROUPS_PAGE; n++) {
    await write(request.post('/api/v3/groups', { data: { name: `Bench group ${String(n).padStart(3, '0')}`, global: n % 2 === 0 } }));
  }

  const company = companies[0];
  if (!company) throw new Error('The demo data has no company');
  const journeys = await read(request, `/api/v3/journeys?company_id=${company.id}&size=1`);
  for (let n = journeys.meta.total; n < LONGEST_PAGE; n++) {
    const start = new Date(Date.UTC(2024, 0, 1 + n * 3));
    const end = new Date(start.getTime() + 21 * 86_400_000);
    await write(
      request.post('/api/v3/admin/journeys', {
        data: { company_id: Number(company.id), journey_type: 'email_subscriber', start_date: day(start), end_date: day(end) },
      }),
    );
  }

  const searchText = String(company.attributes.name).split(' ')[0] ?? 'a';
  return { groupId: largest.id, companyId: company.id, searchText: searchText.toLowerCase() };
}

/** A company of the demo data, as an import names it: by its id (journeys) or its domain (companies). */
export type DemoCompany = { id: string; domain: string };

/** The demo data's first companies by name, up to one page of the longest list. */
export async function demoCompanies(request: APIRequestContext): Promise<DemoCompany[]> {
  const { data } = await read(request, `/api/v3/admin/companies?sort=name:asc&size=${LONGEST_PAGE}&page=1`);
  return data.map((company) => ({ id: company.id, domain: String(company.attributes.domain_name) }));
}

async function read(request: APIRequestContext, url: string): Promise<Listed> {
  return (await (await write(request.get(url))).json()) as Listed;
}

async function write(pending: Promise<APIResponse>): Promise<APIResponse> {
  const response = await pending;
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response;
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}
