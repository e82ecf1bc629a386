// The companies area as other areas and the route table see it.
export { companiesArea } from './companies-area';
export { CompaniesSearch } from './components/companies-search';
export { companyCommands } from './company-commands';
export { companyQueries } from './queries';
