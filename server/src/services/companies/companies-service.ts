import {
  baseEmailDomainOrDefault,
  COMPANIES_PAGE_SIZE,
  newJourneyDates,
  startOfDayIn,
  type Company,
  type CompanyCreate,
  type CompanyCreateDocument,
  type CompanyDocument,
  type CompanyFilters,
  type CompanyUpdate,
} from '@tracker/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { orNotFound } from '../../errors/or-not-found';
import { listPage, type ListPage } from '../../lists/list-page';
import type { CompanyChanges, CompanyRow, JourneyRow } from '../../repositories/companies-repository';
import { healthClock } from '../../repositories/company-query';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { companyDocument } from '../../resources/company-document';
import { companyResource } from '../../resources/company-resource';
import { journeyResource } from '../../resources/journey-resource';
import type { AuditContext } from '../audit-service';
import { companyCsv, type CompanyCsv } from './company-export';
import { createTarget, domainOrInvalid, newCompany, requestedJourneys, storedText, updateChanges } from './company-input';
import { createCompanyBatchCreate } from './company-batch-create';
import { domainConflict } from './domain-conflict';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit' | 'registrationDomains'>;

type Document = z.input<typeof CompanyDocument>;
type CreatedDocument = z.input<typeof CompanyCreateDocument>;

/**
 * What a create applies to: an existing company (named by company_id, or owning the domain when
 * `force` is sent), or a new company for the domain. `domain` is the one the request gave, if any.
 */
type CreateTarget = { existing: CompanyRow; domain: string | null } | { existing: null; domain: string };

/** A create's journeys: those it started, and those of the requested types the company already had on the same days. */
type StartedJourneys = { started: JourneyRow[]; existing: JourneyRow[] };

export function createCompaniesService({ db, clock, repositories, audit, registrationDomains }: Dependencies) {
  const companies = repositories.companies;

  /** One company as a document, with the groups it belongs to. */
  async function document(id: number, tx: Executor = db): Promise<Document> {
    const [found, groups] = await Promise.all([companies.findWithRelations(id, tx), repositories.groups.forCompany(id, tx)]);
    return companyDocument(companyResource(orNotFound(found, 'company', id)), groups);
  }

  /** A company row with its tag names, as the audit log keeps it. */
  async function snapshot(row: CompanyRow, tx: Executor) {
    return { ...row, tags: await companies.tagNames(row.id, tx) };
  }

  /**
   * Runs a write that may store `domain`. When it fails on the unique domain because another company
   * took it in the meantime, the answer is the 409 naming that company rather than a 500.
   */
  async function guardingDomain<T>(domain: string | null | undefined, ownId: number | null, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error) && domain) {
        const other = await companies.findByDomain(domain);
        if (other && other.id !== ownId) throw domainConflict(other);
      }
      throw error;
    }
  }

  async function findTarget(input: CompanyCreate): Promise<CreateTarget> {
    const target = createTarget(input);
    if (target.companyId !== undefined) {
      const existing = orNotFound(await companies.findById(target.companyId), 'company', target.companyId, { pointer: '/company_id' });
      return { existing, domain: null };
    }
    const existing = await companies.findByDomain(target.domain);
    if (!existing) return { existing: null, domain: target.domain };
    if (!input.force) throw domainConflict(existing);
    return { existing, domain: target.domain };
  }

  /**
   * Applies a create to an existing company: its curated fields win, the request only fills what is
   * empty. Its row stays locked to the end of the transaction, so creates for one company take turns.
   */
  async function fillExisting(id: number, input: CompanyCreate, context: AuditContext, tx: Executor): Promise<CompanyRow> {
    const before = orNotFound(await companies.findByIdForUpdate(id, tx), 'company', id);
    const description = storedText(input.description);
    const changes: CompanyChanges = {
      ...(input.prioritized !== undefined ? { prioritized: input.prioritized } : {}),
      ...(description && !before.description ? { description } : {}),
    };
    if (Object.keys(changes).length === 0) return before;
    const after = (await companies.update(id, changes, tx)) ?? before;
    await audit.record(context, { action: 'company.update', resourceId: id, before, after }, tx);
    return after;
  }

  async function insertCompany(domain: string, input: CompanyCreate, context: AuditContext, tx: Executor): Promise<CompanyRow> {
    const company = await companies.insert(newCompany(domain, input), tx);
    await audit.record(context, { action: 'company.create', resourceId: company.id, after: company }, tx);
    return company;
  }

  /**
   * Starts one journey of each requested type for the company, from today (a UTC day) for its default
   * length, but for a type it already has a journey of on those days: an import run twice (or two at
   * once, waiting on the company's row lock the caller holds) must not start it twice. Answers the
   * journeys started and those found instead.
   */
  async function startJourneys(
    companyId: number,
    input: CompanyCreate,
    now: Date,
    context: AuditContext,
    tx: Executor,
  ): Promise<StartedJourneys> {
    const byType = requestedJourneys(input);
    const dates = newJourneyDates(startOfDayIn(now));
    const existing = await repositories.journeys.findSameDays(companyId, [...byType.keys()], dates.start, dates.end, tx);
    for (const journey of existing) byType.delete(journey.type);
    const started = await companies.createJourneys(
      [...byType].map(([type, description]) => ({
        companyId,
        type,
        status: 'upcoming' as const,
        startDate: dates.start,
        endDate: dates.end,
        baseEmailDomain: baseEmailDomainOrDefault(input.baseEmailDomain, registrationDomains),
        description,
      })),
      tx,
    );
    for (const journey of started) {
      await audit.record(context, { action: 'journey.create', resourceId: journey.id, after: journey }, tx);
    }
    return { started, existing };
  }

  /** The created (or updated) company's document, with the journeys just started, or found already there, included. */
  async function createdDocument(companyId: number, journeys: StartedJourneys, created: boolean, tx: Executor): Promise<CreatedDocument> {
    const doc = await document(companyId, tx);
    const now = clock.now();
    const rows = [...journeys.started, ...journeys.existing];
    const included = (await repositories.journeys.withEmailStats(rows, tx)).map((row) => journeyResource(row, now));
    const skipped = [...new Set(journeys.existing.map((journey) => journey.type))];
    return {
      ...doc,
      included: [...(doc.included ?? []), ...included],
      meta: { created, ...(skipped.length > 0 && { skipped_journey_types: skipped }) },
    };
  }

  /** One create in one transaction: the company is inserted, or its row locked, before its journeys are looked at. */
  async function createOnce(
    input: CompanyCreate,
    now: Date,
    context: AuditContext,
  ): Promise<{ document: CreatedDocument; created: boolean }> {
    const target = await findTarget(input);
    const write = () =>
      db.transaction(async (tx) => {
        const company = target.existing
          ? await fillExisting(target.existing.id, input, context, tx)
          : await insertCompany(target.domain, input, context, tx);
        const journeys = await startJourneys(company.id, input, now, context, tx);
        const created = target.existing === null;
        return { document: await createdDocument(company.id, journeys, created, tx), created };
      });
    // A forced create of a new domain leaves a lost race to `create`, which runs it again on the company that won.
    if (target.existing === null && input.force) return write();
    return guardingDomain(target.domain, null, write);
  }

  return {
    document,

    createMany: createCompanyBatchCreate({ db, clock, repositories, audit, registrationDomains }),

    /** One page of the companies matching the filters. */
    async list(query: CompanyFilters & { page: number; size?: number; cursor?: string | undefined }): Promise<ListPage<Company>> {
      const now = clock.now();
      const selection = { filters: query, clock: healthClock(now) };
      return listPage(
        { ...query, size: query.size ?? COMPANIES_PAGE_SIZE },
        (window) => companies.page(selection, window),
        (rows) => rows.map(companyResource),
      );
    },

    /** The companies matching the filters as streamed CSV (at most COMPANY_EXPORT_LIMIT rows). */
    exportCsv(filters: CompanyFilters): Promise<CompanyCsv> {
      return companyCsv(companies, filters, clock.now());
    },

    /**
     * Creates a company by domain (or by a name that is a domain), with journeys of the given types.
     * A known domain is a 409 unless `force`, which applies the request to the existing company
     * instead; so does `company_id`. `created` says which happened, and `skipped_journey_types` the
     * types the company already had a journey of on the same days, which are not started again.
     */
    async create(input: CompanyCreate, context: AuditContext): Promise<{ document: CreatedDocument; created: boolean }> {
      const now = clock.now();
      try {
        return await createOnce(input, now, context);
      } catch (error) {
        // A forced create of a new domain that another request inserted meanwhile (an import run twice
        // at once) applies to that company, as it would have a moment later.
        if (!(input.force && isUniqueViolation(error))) throw error;
        return createOnce(input, now, context);
      }
    },

    /** Edits a company; a new domain is normalised and must not belong to another company. */
    async update(id: number, input: CompanyUpdate, context: AuditContext): Promise<Document> {
      const changes = updateChanges(input);
      if (input.domain_name !== undefined) changes.domainName = domainOrInvalid(input.domain_name, '/domain_name');
      return guardingDomain(changes.domainName, id, () =>
        db.transaction(async (tx) => {
          const row = orNotFound(await companies.findByIdForUpdate(id, tx), 'company', id);
          if (changes.domainName && changes.domainName !== row.domainName) {
            const other = await companies.findByDomain(changes.domainName, tx);
            if (other) throw domainConflict(other);
          }
          const before = await snapshot(row, tx);
          const updated = (await companies.update(id, changes, tx)) ?? row;
          if (input.tags !== undefined) await companies.replaceTags(id, input.tags, tx);
          await audit.record(context, { action: 'company.update', resourceId: id, before, after: await snapshot(updated, tx) }, tx);
          return document(id, tx);
        }),
      );
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
