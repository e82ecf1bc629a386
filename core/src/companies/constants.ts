/** A company is valid exactly when its state is not invalid. */
export const COMPANY_STATES = ['active', 'inactive', 'invalid', 'archived', 'merged'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];
export const DEFAULT_COMPANY_STATE: CompanyState = 'active';

export const COMPANY_TYPES = ['brand', 'retailer', 'marketplace', 'publisher', 'nonprofit'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const TECHNOLOGY_TYPES = ['esp', 'smtpaas', 'analytics', 'advertising', 'content', 'misc'] as const;
export type TechnologyType = (typeof TECHNOLOGY_TYPES)[number];

export const COMPANY_EXPORT_LIMIT = 9999;
export const COMPANY_EXPORT_LIMIT_MESSAGE = 'Export limited to 9,999';
export const ADD_ALL_COMPANIES_FETCH_SIZE = 250;

export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  brand: 'Brand',
  retailer: 'Retailer',
  marketplace: 'Marketplace',
  publisher: 'Publisher',
  nonprofit: 'Nonprofit',
};
