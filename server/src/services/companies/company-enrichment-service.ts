import {
  LOOKUP_ENRICHMENT_LIMIT,
  MAX_ID,
  nextDayStart,
  normalizeDomain,
  normalizeUrl,
  weeksBetween,
  type CompanyBatchLookup,
  type CompanyBatchLookupResult,
  type CompanyCandidate,
  type CompanyLookupQuery,
  type CompanyLookupResult,
  type CompanyDocument,
} from '@tracker/core';
import type { z } from 'zod';
import { EnrichmentError, type EnrichmentResult } from '../../enrichment';
import { AppError } from '../../errors/app-error';
import { errorObject } from '../../errors/error-document';
import { orNotFound } from '../../errors/or-not-found';
import type { CompanyChanges, CompanyRow } from '../../repositories/companies-repository';
import { healthClock } from '../../repositories/company-query';
import { companyResource } from '../../resources/company-resource';
import { journeyResource } from '../../resources/journey-resource';
import type { AuditContext } from '../audit-service';
import type { CompaniesService } from './companies-service';
import { isPlaceholderName } from './company-name';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit' | 'enrichment'> & { companies: CompaniesService };

type Document = z.input<typeof CompanyDocument>;
type LookupResult = z.input<typeof CompanyLookupResult>;

/** What enrichment found, as the lookup's candidate. */
function candidateFrom(result: EnrichmentResult): CompanyCandidate {
  return {
    domain_name: result.domain,
    name: result.name ?? null,
    description: result.description ?? null,
    logo_url: result.logoUrl ?? null,
    url: result.url ? normalizeUrl(result.url) : null,
    technologies: result.technologies.map(({ name, type }) => ({ name, type })),
    clearbit_tags: result.tags,
  };
}

/**
 * How many enrichment calls one batch lookup makes at once: all of an import's call
 * (BULK_LOOKUP_BATCH_SIZE), so the call takes as long as its slowest website, not the sum of them.
 */
const LOOKUP_ENRICHMENT_CONCURRENCY = 25;

/** A batch lookup's result for a value found nowhere: the lookup's error, pointing at the value. */
function lookupFailure(index: number, error: AppError): CompanyBatchLookupResult['results'][number] {
  return { error: errorObject({ status: error.status, code: error.code, detail: error.detail, pointer: `/values/${index}` }) };
}

/** Emails a week over the span from the first email to `end`, counting at least one week. */
function emailsPerWeek(emails: number, first: Date | null, end: Date): number | null {
  if (!first || emails === 0) return null;
  const weeks = Math.max(1, weeksBetween(first, end));
  return Math.round((emails / weeks) * 100) / 100;
}

/**
 * Lookups (by domain, name, id or URL, with optional enrichment and stats) and the two enrichment
 * writes. Enrichment runs outside any transaction: it waits on the network.
 */
export function createCompanyEnrichmentService({ db, clock, repositories, audit, enrichment, companies: service }: Dependencies) {
  const companies = repositories.companies;

  /** Runs the provider; its failures, written for staff, become `failure(message)`. */
  async function enrich(domain: string, failure: (message: string) => AppError): Promise<EnrichmentResult> {
    try {
      return await enrichment.enrich(domain);
    } catch (error) {
      if (error instanceof EnrichmentError) throw failure(error.message);
      throw error;
    }
  }

  const unprocessable = (message: string) => new AppError('invalid_input', message);

  /** Stores the company's email statistics up to the end of `endDate` (else up to now). */
  async function storeStats(company: CompanyRow, endDate: string | undefined, context: AuditContext): Promise<void> {
    const until = endDate ? nextDayStart(endDate) : null;
    const stats = await companies.emailStats(company.id, until);
    const changes: CompanyChanges = {
      approximateEmails: stats.emails,
      firstEmailSentAt: stats.firstSentAt,
      frequency: emailsPerWeek(stats.emails, stats.firstSentAt, until ?? clock.now()),
      trackedCount: stats.inboxes,
    };
    await db.transaction(async (tx) => {
      const before = orNotFound(await companies.findByIdForUpdate(company.id, tx), 'company', company.id);
      const after = await companies.update(company.id, changes, tx);
      await audit.record(context, { action: 'company.stats', resourceId: company.id, before, after }, tx);
    });
  }

  /** The company a lookup names, and the domain it was looked up by (when it was one). */
  async function find(query: CompanyLookupQuery): Promise<{ company: CompanyRow | null; domain: string | null }> {
    if (query.company_id !== undefined) {
      const company = await companies.findById(query.company_id);
      if (company) return { company, domain: company.domainName };
    }
    if (query.q) {
      const domain = normalizeDomain(query.q);
      const company =
        (domain ? await companies.findByDomain(domain) : null) ??
        (await companies.findByName(query.q)) ??
        // Bulk import sends numeric lookup values; they may be ids.
        (/^\d+$/.test(query.q) && Number(query.q) <= MAX_ID ? await companies.findById(Number(query.q)) : null);
      if (company || domain) return { company, domain };
    }
    if (query.url) {
      const domain = normalizeDomain(query.url);
      if (!domain)
        throw new AppError('invalid_input', `"${query.url.slice(0, 100)}" is not a web address such as https://brand.com.`, {
          parameter: 'url',
        });
      return { company: await companies.findByDomain(domain), domain };
    }
    return { company: null, domain: null };
  }

  /** The company a batch lookup's value names: by id when numeric, then by domain, then by exact name (as `find`). */
  async function findMany(values: readonly string[]): Promise<{ companies: (CompanyRow | null)[]; domains: (string | null)[] }> {
    const domains = values.map((value) => normalizeDomain(value));
    const ids = values.flatMap((value) => (/^\d+$/.test(value) && Number(value) <= MAX_ID ? [Number(value)] : []));
    const [byId, byDomain, byName] = await Promise.all([
      companies.findByIds(ids),
      companies.findByDomains(domains.filter((domain) => domain !== null)),
      companies.findByNames(values),
    ]);
    const ofId = new Map(byId.map((c) => [String(c.id), c]));
    const ofDomain = new Map(byDomain.map((c) => [c.domainName, c]));
    return {
      companies: values.map((value, i) => ofId.get(value) ?? ofDomain.get(domains[i] ?? '') ?? byName.get(value.toLowerCase()) ?? null),
      domains,
    };
  }

  return {
    /**
     * Finds a company by company_id, q (domain, exact name, then numeric id) or url. Known: the
     * company, with `stats` stored first and `current` adding its live journeys; `force` also runs
     * enrichment and returns what it found as meta.candidate, without storing it. Unknown: with
     * `clearbit` (or `force`), what enrichment finds for the domain; else, or when enrichment fails,
     * a 404 whose detail says why.
     */
    async lookup(query: CompanyLookupQuery, context: AuditContext): Promise<LookupResult> {
      if (!query.q && !query.url && query.company_id === undefined) {
        throw new AppError('invalid_input', 'Give a domain, name or id (q), a url or a company_id to look up.', { parameter: 'q' });
      }
      const { company, domain } = await find(query);
      if (!company) {
        const asked = query.q ?? query.url ?? String(query.company_id);
        if (!domain || !(query.clearbit || query.force)) {
          throw new AppError('not_found', `No company matches "${asked.slice(0, 100)}".`, {
            parameter: query.q ? 'q' : query.url ? 'url' : 'company_id',
          });
        }
        const found = await enrich(domain, (message) => new AppError('not_found', message, { parameter: query.q ? 'q' : 'url' }));
        return { data: null, meta: { source: 'enrichment', candidate: candidateFrom(found) } };
      }

      if (query.stats) await storeStats(company, query.end_date, context);
      const meta: LookupResult['meta'] = { source: 'database' };
      if (query.force) {
        try {
          meta.candidate = candidateFrom(await enrichment.enrich(company.domainName));
        } catch (error) {
          if (!(error instanceof EnrichmentError)) throw error;
          meta.enrichment_error = error.message;
        }
      }
      const { data } = await service.document(company.id);
      if (!query.current) return { data, meta };
      const now = clock.now();
      const live = await repositories.journeys.withEmailStats(await companies.liveJourneys(company.id, healthClock(now)));
      return { data, included: live.map((row) => journeyResource(row, now)), meta };
    },

    /**
     * Many lookups (bulk import), each as `lookup` with q and the options: one result per value, in
     * order. The database is read once for all of them; `stats` stores each found company's stats
     * first, and enrichment (`clearbit`) runs for the first LOOKUP_ENRICHMENT_LIMIT unknown domains,
     * LOOKUP_ENRICHMENT_CONCURRENCY at a time (the rest are counted in meta.not_enriched). A value
     * found nowhere gets the lookup's 404 as its result.
     */
    async lookupMany(body: CompanyBatchLookup, context: AuditContext): Promise<CompanyBatchLookupResult> {
      const { companies: found, domains } = await findMany(body.values);
      if (body.stats) {
        for (const company of new Set(found)) if (company) await storeStats(company, body.end_date, context);
      }
      const resources = new Map(
        (await companies.findManyWithRelations([...new Set(found.flatMap((c) => (c ? [c.id] : [])))])).map((row) => [
          row.company.id,
          companyResource(row),
        ]),
      );
      const results: CompanyBatchLookupResult['results'] = [];
      const unknown: number[] = [];
      body.values.forEach((value, i) => {
        const company = found[i];
        if (company) results[i] = { data: resources.get(company.id)!, meta: { source: 'database' } };
        else if (domains[i] && body.clearbit) unknown.push(i);
        else results[i] = lookupFailure(i, new AppError('not_found', `No company matches "${value.slice(0, 100)}".`));
      });
      // Past the limit, a domain is answered without enrichment: 500 of them would take minutes.
      const enriched = unknown.slice(0, LOOKUP_ENRICHMENT_LIMIT);
      const notEnriched = unknown.slice(LOOKUP_ENRICHMENT_LIMIT);
      for (const i of notEnriched) {
        const detail = `No company matches "${body.values[i]!.slice(0, 100)}"; not enriched: one call enriches at most ${LOOKUP_ENRICHMENT_LIMIT} unknown domains, send this one in another call.`;
        results[i] = lookupFailure(i, new AppError('not_found', detail));
      }
      for (let start = 0; start < enriched.length; start += LOOKUP_ENRICHMENT_CONCURRENCY) {
        await Promise.all(
          enriched.slice(start, start + LOOKUP_ENRICHMENT_CONCURRENCY).map(async (i) => {
            try {
              const candidate = candidateFrom(await enrich(domains[i]!, (message) => new AppError('not_found', message)));
              results[i] = { data: null, meta: { source: 'enrichment', candidate } };
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              results[i] = lookupFailure(i, error);
            }
          }),
        );
      }
      return notEnriched.length > 0
        ? { results, meta: { enrichment_limit: LOOKUP_ENRICHMENT_LIMIT, not_enriched: notEnriched.length } }
        : { results };
    },

    /**
     * Enriches a stored company: fills its name (when still derived from the domain), description,
     * URLs and logo, replaces its enrichment tags, and links the technologies found.
     */
    async enrich(id: number, context: AuditContext): Promise<Document> {
      const company = orNotFound(await companies.findById(id), 'company', id);
      const found = await enrich(company.domainName, unprocessable);
      return db.transaction(async (tx) => {
        const before = orNotFound(await companies.findByIdForUpdate(id, tx), 'company', id);
        const website = normalizeUrl(found.url);
        const changes: CompanyChanges = {
          ...(found.name && isPlaceholderName(before.name, before.domainName) ? { name: found.name } : {}),
          ...(found.description && !before.description ? { description: found.description } : {}),
          ...(found.logoUrl ? { logoUrl: found.logoUrl } : {}),
          ...(!before.url ? { url: website } : {}),
          ...(!before.websiteUrl ? { websiteUrl: website } : {}),
          ...(found.tags.length > 0 ? { clearbitTags: found.tags } : {}),
        };
        const after = await companies.update(id, changes, tx);
        await companies.linkTechnologies(id, found.technologies, tx);
        await audit.record(
          context,
          {
            action: 'company.enrich',
            resourceId: id,
            before,
            after: { ...after, technologies: found.technologies },
          },
          tx,
        );
        return service.document(id, tx);
      });
    },

    /** Fetches the company's logo again and stores only that. */
    async refetchLogo(id: number, context: AuditContext): Promise<Document> {
      const company = orNotFound(await companies.findById(id), 'company', id);
      const found = await enrich(company.domainName, unprocessable);
      const logoUrl = found.logoUrl;
      if (!logoUrl) throw new AppError('invalid_input', `No logo found on ${company.domainName}.`);
      return db.transaction(async (tx) => {
        const before = orNotFound(await companies.findByIdForUpdate(id, tx), 'company', id);
        const after = await companies.update(id, { logoUrl }, tx);
        await audit.record(context, { action: 'company.logo_refetch', resourceId: id, before, after }, tx);
        return service.document(id, tx);
      });
    },
  };
}
