import type { Area } from '../ui/area/area';
import { lazyScreen } from '../ui/area/lazy-screen';
import { companiesCommands } from './commands';

const CreateCompanyPage = lazyScreen(() => import('./create-company-page'), 'CreateCompanyPage');
const CompanyPage = lazyScreen(() => import('./company-page'), 'CompanyPage');
const BulkCompanyImportPage = lazyScreen(() => import('./bulk/bulk-company-import-page'), 'BulkCompanyImportPage');

export const companiesArea: Area = {
  id: 'companies',
  title: 'Companies',
  path: '/companies',
  key: 'c',
  list: {
    screen: lazyScreen(() => import('./companies-page'), 'CompaniesPage'),
    firstQueries: async () => (await import('./first-queries')).companiesFirstQueries,
  },
  routes: [
    { path: '/companies/bulk', title: 'Bulk company import', screen: BulkCompanyImportPage },
    { path: '/companies/create', title: 'Create company', screen: CreateCompanyPage },
    { path: '/companies/:company_id', title: 'Company', screen: CompanyPage },
    { path: '/companies/:company_id/:relationship', title: 'Company relationship', screen: CompanyPage },
  ],
  commands: companiesCommands,
  // Loaded on the first search, so the first page load does not carry the companies contract.
};
