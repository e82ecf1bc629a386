import { COMPANY_EXPORT_LIMIT, csvRow, type CompanyFilters } from '@tracker/core';
import type { CompaniesRepository, CompanyWithRelations } from '../../repositories/companies-repository';
import { healthClock } from '../../repositories/company-query';

/** Rows fetched per query while streaming: memory stays flat whatever the export's size. */
const EXPORT_PAGE_ROWS = 1000;

const EXPORT_COLUMNS = [
  'id',
  'name',
  'domain_name',
  'state',
  'valid',
  'type',
  'good_fit',
  'featured',
  'premium',
  'prioritized',
  'url',
  'websiteUrl',
  'technologies',
  'verticals',
  'tags',
  'clearbit_tags',
  'tracked_count',
  'approximate_emails',
  'frequency',
  'first_email_sent_at',
  'created_at',
] as const;

function cells({ company: c, technologies, verticals, tags }: CompanyWithRelations): unknown[] {
  return [
    c.id,
    c.name,
    c.domainName,
    c.state,
    c.valid,
    c.type,
    c.goodFit,
    c.featured,
    c.premium,
    c.prioritized,
    c.url,
    c.websiteUrl,
    technologies.map((t) => t.name),
    verticals.map((v) => v.name),
    tags,
    c.clearbitTags,
    c.trackedCount,
    c.approximateEmails,
    c.frequency,
    c.firstEmailSentAt,
    c.createdAt,
  ];
}

export type CompanyCsv = {
  /** How many companies matched the filters. */
  total: number;
  /** True when more matched than an export may hold (COMPANY_EXPORT_LIMIT). */
  limited: boolean;
  /** The CSV text in chunks: the header row, then one chunk per page of rows, in the list's order. */
  chunks: AsyncGenerator<string>;
};

/** The companies matching the filters as CSV, at most COMPANY_EXPORT_LIMIT rows, read a page at a time. */
export async function companyCsv(companies: CompaniesRepository, filters: CompanyFilters, now: Date): Promise<CompanyCsv> {
  const selection = { filters, clock: healthClock(now) };
  const total = await companies.count(selection);
  const rows = Math.min(total, COMPANY_EXPORT_LIMIT);
  async function* chunks(): AsyncGenerator<string> {
    yield csvRow(EXPORT_COLUMNS);
    for (let offset = 0; offset < rows; offset += EXPORT_PAGE_ROWS) {
      const page = await companies.rows(selection, { limit: Math.min(EXPORT_PAGE_ROWS, rows - offset), offset });
      if (page.length === 0) return;
      yield page.map((row) => csvRow(cells(row))).join('');
    }
  }
  return { total, limited: total > COMPANY_EXPORT_LIMIT, chunks: chunks() };
}
