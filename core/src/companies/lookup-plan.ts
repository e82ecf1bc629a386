import type { z } from 'zod';
import type { ColumnAliases } from '../bulk/bulk-columns';
import { defineRowMachine } from '../bulk/row-machine';
import { MAX_ID } from '../contract/request-input';
import type { BulkPlan } from '../bulk/run-bulk';
import type { Company, CompanyLookupQuery, CompanyLookupResult } from './schema';

export const COMPANY_LOOKUP_ROW_STATES = ['pending', 'looking_up', 'found', 'not_found'] as const;
export type CompanyLookupRowState = (typeof COMPANY_LOOKUP_ROW_STATES)[number];

/** A value is looked up once; a failed lookup counts as not found (spec section 8). Only found rows can be picked. */
export const companyLookupRows = defineRowMachine({
  states: COMPANY_LOOKUP_ROW_STATES,
  initial: 'pending',
  transitions: {
    pending: { start: ['looking_up'] },
    looking_up: { succeed: ['found', 'not_found'], fail: ['not_found'], cancel: ['pending'] },
  },
  selectable: ['found'],
});

/** The header names of a column of companies to look up, the most telling first. */
export const COMPANY_LOOKUP_COLUMNS = {
  value: ['domain', 'domain name', 'website', 'url', 'company id', 'id', 'company', 'company name', 'name'],
} as const satisfies ColumnAliases<'value'>;

/** The lookup's query for a value: numeric values are also sent as company_id (spec section 5). */
export function companyLookupQuery(value: string): z.input<typeof CompanyLookupQuery> {
  const id = /^\d+$/.test(value) ? Number(value) : 0;
  return id >= 1 && id <= MAX_ID ? { q: value, company_id: value } : { q: value };
}

/** Looks a company up; the web passes its query cache, the CLI its API client. */
export type LookupCompany = (query: z.input<typeof CompanyLookupQuery>, signal: AbortSignal) => Promise<CompanyLookupResult>;

/** Resolves domains, names or ids to companies, one lookup per row. */
export function companyLookupPlan(lookup: LookupCompany): BulkPlan<CompanyLookupRowState, string, Company> {
  return {
    machine: companyLookupRows,
    async work(value, signal) {
      const found = await lookup(companyLookupQuery(value), signal);
      return found.data ? { to: 'found', result: found.data } : { to: 'not_found' };
    },
  };
}
