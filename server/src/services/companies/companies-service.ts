import {
  baseEmailDomainOrDefault,
  COMPANIES_PAGE_SIZE,
  DEFAULT_JOURNEY_DESCRIPTION,
  NEW_JOURNEY_LENGTH_DAYS,
  normalizeDomain,
  normalizeUrl,
  type Company,
  type CompanyCreate,
  type CompanyDocument,
  type CompanyFilters,
  type CompanyUpdate,
  type PageMeta,
} from '@tracker/core';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { CompanyChanges, CompanyRow, CompanyWithRelations } from '../../repositories/companies-repository';
import { pageMeta } from '../../repositories/capped-count';
import { healthClock } from '../../repositories/company-query';
import type { Repositories } from '../../repositories/repositories';
import { isUniqueViolation } from '../../repositories/unique-violation';
import type { AuditContext, AuditService } from '../audit-service';
import { companyCsv, type CompanyCsv } from './company-export';
import { journeyResource } from '../journeys/journey-resource';
import { companyResource, healthByCompany } from './company-resource';
import { nameFromDomain } from './company-name';

type Dependencies = { db: Database; repositories: Repositories; audit: AuditService };

type Document = z.input<typeof CompanyDocument>;
export type CompanyPage = { data: Company[]; meta: PageMeta };

const DAY_MS = 86_400_000;

function notFound(id: number): AppError {
  return new AppError('not_found', `No company has the id ${id}.`, { parameter: 'id' });
}

function domainConflict(existing: CompanyRow, pointer = '/domain_name'): AppError {
  return new AppError(
    'conflict',
    `${existing.domainName} is already the domain of ${existing.name} (id ${existing.id}). Send force to use that company.`,
    { pointer },
  );
}

/** The canonical domain of what was typed, or a 422 pointing at the field. */
function domainOrInvalid(input: string, pointer: string, fromName = false): string {
  const domain = normalizeDomain(input);
  if (domain) return domain;
  const shown = input.trim().slice(0, 100);
  throw new AppError(
    'invalid_input',
    fromName
      ? `A company needs its domain (such as brand.com); "${shown}" is not one. Give domain_name.`
      : `"${shown}" is not a domain name such as brand.com.`,
    { pointer },
  );
}

/** Text as stored: blank becomes null. */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value;
}

/** A URL as stored: blank becomes null, and one without http(s) gets http:// (spec section 5). */
function url(value: string | null | undefined): string | null | undefined {
  const t = text(value);
  return t ? normalizeUrl(t) : t;
}

/** The UTC midnight `days` after today's. */
function utcDay(now: Date, days: number): Date {
  const d = new Date(now);
  d.setUTCHours(0, 0, 0, 0);
  return new Date(d.getTime() + days * DAY_MS);
}

function updateChanges(input: CompanyUpdate): CompanyChanges {
  const changes: CompanyChanges = {
    type: input.type,
    name: input.name,
    description: text(input.description),
    signupUrl: url(input.signup_url),
    url: url(input.url),
    websiteUrl: url(input.websiteUrl),
    state: input.state,
    featured: input.featured,
    subscription: input.subscription,
    premium: input.premium,
    notes: text(input.notes),
    goodFit: input.good_fit,
    prioritized: input.prioritized,
    clearbitTags: input.clearbit_tags,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as CompanyChanges;
}

export function createCompaniesService({ db, repositories, audit }: Dependencies) {
  const companies = repositories.companies;

  /** API resources for rows of one page, with journey health from one query. */
  async function resources(rows: CompanyWithRelations[], now: Date, tx: Executor = db): Promise<Company[]> {
    const ids = rows.map((r) => r.company.id);
    const health = healthByCompany(ids, await companies.journeysForHealth(ids, tx), now);
    return rows.map((row) => companyResource(row, health.get(row.company.id)!));
  }

  /** One company as a document, with the groups it belongs to. */
  async function document(id: number, tx: Executor = db): Promise<Document> {
    const row = await companies.findWithRelations(id, tx);
    if (!row) throw notFound(id);
    const [[data], groups] = await Promise.all([resources([row], new Date(), tx), repositories.groups.forCompany(id, tx)]);
    return {
      data: {
        ...data!,
        relationships: { groups: { data: groups.map((g) => ({ id: String(g.id), type: 'groups' })) } },
      },
      included: groups.map((g) => ({
        id: String(g.id),
        type: 'groups',
        attributes: { name: g.name, global: g.global, featured: g.featured },
      })),
    };
  }

  /** A company row with its tag names, as the audit log keeps it. */
  async function snapshot(row: CompanyRow, tx: Executor) {
    return { ...row, tags: await companies.tagNames(row.id, tx) };
  }

  return {
    document,

    /** One page of the companies matching the filters. */
    async list(query: CompanyFilters & { page: number; size?: number }): Promise<CompanyPage> {
      const now = new Date();
      const clock = healthClock(now);
      const size = query.size ?? COMPANIES_PAGE_SIZE;
      const { rows, counted } = await companies.page({ filters: query, clock, limit: size, offset: (query.page - 1) * size });
      return { data: await resources(rows, now), meta: pageMeta(query.page, size, counted, rows.length) };
    },

    /** The companies matching the filters as streamed CSV (at most COMPANY_EXPORT_LIMIT rows). */
    exportCsv(filters: CompanyFilters): Promise<CompanyCsv> {
      return companyCsv(companies, filters);
    },

    /**
     * Creates a company by domain (or by a name that is a domain), with journeys of the given types.
     * A known domain is a 409 unless `force`, which applies the request to the existing company
     * instead; so does `company_id`. `created` says which happened.
     */
    async create(input: CompanyCreate, context: AuditContext): Promise<{ document: Document; created: boolean }> {
      const now = new Date();
      let existing: CompanyRow | null = null;
      let domain: string | null = null;
      if (input.company_id !== undefined) {
        existing = await companies.findById(input.company_id);
        if (!existing) throw new AppError('not_found', `No company has the id ${input.company_id}.`, { pointer: '/company_id' });
      } else {
        domain = input.domain_name
          ? domainOrInvalid(input.domain_name, '/domain_name')
          : domainOrInvalid(input.name ?? '', '/domain_name', true);
        existing = await companies.findByDomain(domain);
        if (existing && !input.force) throw domainConflict(existing);
      }

      const types = [...new Set(input.journeys ?? [])];
      const journeyValues = (companyId: number) =>
        types.map((type) => ({
          companyId,
          type,
          status: 'upcoming' as const,
          startDate: utcDay(now, 0),
          endDate: utcDay(now, NEW_JOURNEY_LENGTH_DAYS),
          baseEmailDomain: baseEmailDomainOrDefault(input.baseEmailDomain),
          description: DEFAULT_JOURNEY_DESCRIPTION,
        }));

      try {
        return await db.transaction(async (tx) => {
          let company: CompanyRow;
          let created: boolean;
          if (existing) {
            const before = await companies.findByIdForUpdate(existing.id, tx);
            if (!before) throw notFound(existing.id);
            const description = text(input.description);
            // The existing company's curated fields win; the request only fills what is empty.
            const changes: CompanyChanges = {
              ...(input.prioritized !== undefined ? { prioritized: input.prioritized } : {}),
              ...(description && !before.description ? { description } : {}),
            };
            company = Object.keys(changes).length > 0 ? ((await companies.update(before.id, changes, tx)) ?? before) : before;
            created = false;
            if (company !== before) {
              await audit.record(context, { action: 'company.update', resourceType: 'companies', resourceId: company.id, before, after: company }, tx);
            }
          } else {
            const d = domain as string;
            company = await companies.insert(
              {
                name: input.domain_name && input.name ? input.name : nameFromDomain(d),
                domainName: d,
                description: text(input.description) ?? null,
                url: normalizeUrl(d),
                state: 'active',
                prioritized: input.prioritized ?? false,
              },
              tx,
            );
            created = true;
            await audit.record(context, { action: 'company.create', resourceType: 'companies', resourceId: company.id, after: company }, tx);
          }
          const journeys = await companies.createJourneys(journeyValues(company.id), tx);
          for (const journey of journeys) {
            await audit.record(context, { action: 'journey.create', resourceType: 'journeys', resourceId: journey.id, after: journey }, tx);
          }
          const doc = await document(company.id, tx);
          const now = new Date();
          const included = (await repositories.journeys.withEmailStats(journeys, tx)).map((row) => journeyResource(row, now));
          return {
            document: { ...doc, included: [...(doc.included ?? []), ...included], meta: { created } },
            created,
          };
        });
      } catch (error) {
        // Another request created the same domain in the meantime.
        if (isUniqueViolation(error) && domain) {
          const winner = await companies.findByDomain(domain);
          if (winner) throw domainConflict(winner);
        }
        throw error;
      }
    },

    /** Edits a company; a new domain is normalised and must not belong to another company. */
    async update(id: number, input: CompanyUpdate, context: AuditContext): Promise<Document> {
      const changes = updateChanges(input);
      if (input.domain_name !== undefined) changes.domainName = domainOrInvalid(input.domain_name, '/domain_name');
      try {
        return await db.transaction(async (tx) => {
          const row = await companies.findByIdForUpdate(id, tx);
          if (!row) throw notFound(id);
          if (changes.domainName && changes.domainName !== row.domainName) {
            const other = await companies.findByDomain(changes.domainName, tx);
            if (other) throw domainConflict(other);
          }
          const before = await snapshot(row, tx);
          const updated = (await companies.update(id, changes, tx)) ?? row;
          if (input.tags !== undefined) await companies.replaceTags(id, input.tags, tx);
          await audit.record(
            context,
            { action: 'company.update', resourceType: 'companies', resourceId: id, before, after: await snapshot(updated, tx) },
            tx,
          );
          return document(id, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error) && changes.domainName) {
          const other = await companies.findByDomain(changes.domainName);
          if (other && other.id !== id) throw domainConflict(other);
        }
        throw error;
      }
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
