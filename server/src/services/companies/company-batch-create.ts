import {
  baseEmailDomainOrDefault,
  newJourneyDates,
  startOfDayIn,
  type CompanyBatchCreateResult,
  type CompanyCreate,
  type CompanyCreateOutcome,
  type JourneyType,
} from '@tracker/core';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { errorObject } from '../../errors/error-document';
import { notFound } from '../../errors/not-found';
import type { CompanyChanges, CompanyRow, NewJourney } from '../../repositories/companies-repository';
import type { AuditContext, AuditEvent } from '../audit-service';
import { createTarget, newCompany, requestedJourneys, storedText } from './company-input';
import { domainConflict } from './domain-conflict';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit' | 'registrationDomains'>;

type Result = CompanyBatchCreateResult['results'][number];

/** A row on its way: the company it applies to, once known, and whether this row inserted it. */
type Row = { index: number; input: CompanyCreate; companyId?: number; created?: boolean };

/** The error object of a refused row, its pointer into the batch's body. */
function failure(index: number, error: AppError): Result {
  const pointer = error.pointer ?? (error.parameter ? `/${error.parameter}` : '');
  return { error: errorObject({ status: error.status, code: error.code, detail: error.detail, pointer: `/companies/${index}${pointer}` }) };
}

/** The changes a create makes to a company it did not insert: its curated fields win, the request fills what is empty. */
function fillChanges(company: CompanyRow, input: CompanyCreate): CompanyChanges {
  const description = storedText(input.description);
  return {
    ...(input.prioritized !== undefined && input.prioritized !== company.prioritized ? { prioritized: input.prioritized } : {}),
    ...(description && !company.description ? { description } : {}),
  };
}

/**
 * POST /v3/admin/companies/batch: each row as POST /v3/admin/companies would create it, taken in
 * order, in one transaction and a handful of statements whatever the number of rows. A row refused
 * (no such company_id, a known domain without force, no domain) fails alone; an error of the
 * database fails the whole batch and writes nothing. Concurrent batches insert domains and lock
 * companies in one order, so they wait on each other instead of deadlocking.
 */
export function createCompanyBatchCreate({ db, clock, repositories, audit, registrationDomains }: Dependencies) {
  const companies = repositories.companies;

  /** Inserts the companies of the rows' new domains; sets each domain row's company, or fails it. */
  async function resolveDomains(rows: Row[], byDomain: Map<number, string>, results: Result[], tx: Executor): Promise<CompanyRow[]> {
    const domains = [...new Set(byDomain.values())];
    const known = new Map((await companies.findByDomains(domains, tx)).map((c) => [c.domainName, c]));
    const firstOf = new Map<string, Row>();
    for (const row of rows) {
      const domain = byDomain.get(row.index);
      if (domain && !known.has(domain) && !firstOf.has(domain)) firstOf.set(domain, row);
    }
    const inserted = await companies.insertMissing(
      [...firstOf].map(([domain, { input }]) => newCompany(domain, input)),
      tx,
    );
    for (const company of inserted) {
      known.set(company.domainName, company);
      const row = firstOf.get(company.domainName)!;
      row.companyId = company.id;
      row.created = true;
    }
    // Domains another request inserted meanwhile: theirs now (its insert has committed), as known ones.
    const taken = [...firstOf.keys()].filter((domain) => !known.has(domain));
    for (const company of await companies.findByDomains(taken, tx)) known.set(company.domainName, company);
    for (const row of rows) {
      const domain = byDomain.get(row.index);
      if (!domain || row.created) continue;
      const company = known.get(domain);
      if (!company) throw new Error(`The domain ${domain} was neither inserted nor found`);
      if (row.input.force) row.companyId = company.id;
      else results[row.index] = failure(row.index, domainConflict(company));
    }
    return inserted;
  }

  /**
   * Applies the rows to the companies they did not insert, in order, as one create after the other
   * (what a row fills in, a later row finds filled): one UPDATE per distinct change, an import
   * setting the same prioritized on every company. Answers the audit events.
   */
  async function fillCompanies(rows: readonly Row[], current: Map<number, CompanyRow>, tx: Executor): Promise<AuditEvent[]> {
    const before = new Map<number, CompanyRow>();
    for (const row of rows) {
      const company = current.get(row.companyId!)!;
      const changes = row.created ? {} : fillChanges(company, row.input);
      if (Object.keys(changes).length === 0) continue;
      if (!before.has(company.id)) before.set(company.id, company);
      current.set(company.id, { ...company, ...changes });
    }
    const byChange = new Map<string, { changes: CompanyChanges; ids: number[] }>();
    for (const [id, was] of before) {
      const filled = current.get(id)!;
      const changes: CompanyChanges = {
        ...(filled.prioritized !== was.prioritized && { prioritized: filled.prioritized }),
        ...(filled.description !== was.description && { description: filled.description }),
      };
      const key = JSON.stringify(changes);
      byChange.set(key, { changes, ids: [...(byChange.get(key)?.ids ?? []), id] });
    }
    const events: AuditEvent[] = [];
    for (const { changes, ids } of byChange.values()) {
      for (const after of await companies.updateMany(ids, changes, tx)) {
        current.set(after.id, after);
        events.push({ action: 'company.update', resourceId: after.id, before: before.get(after.id), after });
      }
    }
    return events;
  }

  /**
   * Starts one journey of each type a row asks for that its company has not on these days, already
   * or from an earlier row; answers the journeys started and, per row, the types skipped.
   */
  async function startJourneys(rows: readonly Row[], dates: { start: Date; end: Date }, tx: Executor) {
    const wanted = rows.map((row) => ({ row, journeys: requestedJourneys(row.input) }));
    const types = [...new Set(wanted.flatMap(({ journeys }) => [...journeys.keys()]))];
    const companyIds = [...new Set(rows.map((row) => row.companyId!))];
    const existing = await repositories.journeys.findSameDaysOfCompanies(companyIds, types, dates.start, dates.end, tx);
    const had = new Set(existing.map((j) => `${j.companyId} ${j.type}`));
    const toStart: NewJourney[] = [];
    const skippedOf = new Map<number, JourneyType[]>();
    for (const { row, journeys } of wanted) {
      for (const [type, description] of journeys) {
        const key = `${row.companyId} ${type}`;
        if (had.has(key)) {
          skippedOf.set(row.index, [...(skippedOf.get(row.index) ?? []), type]);
          continue;
        }
        had.add(key);
        toStart.push({
          companyId: row.companyId!,
          type,
          status: 'upcoming',
          startDate: dates.start,
          endDate: dates.end,
          baseEmailDomain: baseEmailDomainOrDefault(row.input.baseEmailDomain, registrationDomains),
          description,
        });
      }
    }
    return { started: await companies.createJourneys(toStart, tx), skippedOf };
  }

  return async function createMany(inputs: readonly CompanyCreate[], context: AuditContext): Promise<CompanyBatchCreateResult> {
    const results: Result[] = [];
    const rows: Row[] = [];
    const byDomain = new Map<number, string>();
    inputs.forEach((input, index) => {
      try {
        const target = createTarget(input);
        if (target.domain) byDomain.set(index, target.domain);
        rows.push({ index, input, ...(target.companyId !== undefined && { companyId: target.companyId }) });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results[index] = failure(index, error);
      }
    });
    const dates = newJourneyDates(startOfDayIn(clock.now()));

    return db.transaction(async (tx) => {
      const inserted = await resolveDomains(rows, byDomain, results, tx);
      const insertedIds = new Set(inserted.map((c) => c.id));
      // Every company a row applies to but did not insert, locked: creates for one company take turns.
      const lockedIds = [
        ...new Set(rows.flatMap((row) => (row.companyId !== undefined && !insertedIds.has(row.companyId) ? [row.companyId] : []))),
      ];
      const current = new Map([...inserted, ...(await companies.lockByIds(lockedIds, tx))].map((c) => [c.id, c]));
      for (const row of rows) {
        if (results[row.index] === undefined && !current.has(row.companyId!)) {
          results[row.index] = failure(row.index, notFound('company', row.companyId!, { pointer: '/company_id' }));
        }
      }
      const applied = rows.filter((row) => results[row.index] === undefined);

      const filled = await fillCompanies(applied, current, tx);
      const { started, skippedOf } = await startJourneys(applied, dates, tx);
      await audit.recordMany(
        context,
        [
          ...inserted.map((c): AuditEvent => ({ action: 'company.create', resourceId: c.id, after: c })),
          ...filled,
          ...started.map((j): AuditEvent => ({ action: 'journey.create', resourceId: j.id, after: j })),
        ],
        tx,
      );

      const startedOf = new Map(started.map((j) => [`${j.companyId} ${j.type}`, { id: String(j.id), type: j.type }]));
      for (const row of applied) {
        const skipped = skippedOf.get(row.index) ?? [];
        const company = current.get(row.companyId!)!;
        const outcome: CompanyCreateOutcome = {
          company_id: String(company.id),
          domain_name: company.domainName,
          created: row.created === true,
          journeys: [...requestedJourneys(row.input).keys()]
            .filter((type) => !skipped.includes(type))
            .flatMap((type) => startedOf.get(`${company.id} ${type}`) ?? []),
          skipped_journey_types: skipped,
        };
        results[row.index] = outcome;
      }
      return { results };
    });
  };
}
