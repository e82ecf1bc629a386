import {
  baseEmailDomainOrDefault,
  dayOf,
  DEFAULT_JOURNEY_TYPE,
  JOURNEY_TYPE_LABELS,
  newJourneyDates,
  relatedJourneyDates,
  startOfDayIn,
  type AdminJourneyCreate,
  type ArchiveOldResult,
  type Journey,
  type JourneyCreate,
  type JourneyCurrent,
  type JourneyDocument,
  type JourneyInbox,
  type JourneyListQuery,
  type JourneyUpdate,
  type MessageDocument,
} from '@tracker/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { orNotFound } from '../../errors/or-not-found';
import { listPage, type ListPage } from '../../lists/list-page';
import type { JourneyChanges, JourneyRow } from '../../repositories/journeys-repository';
import { journeyDocument } from '../../resources/journey-document';
import { journeyResource } from '../../resources/journey-resource';
import type { AuditContext } from '../audit-service';
import { assertEndNotBeforeStart, journeyInstant } from './journey-dates';
import { createJourneyBatchCreate } from './journey-batch-create';
import { newAdminJourney } from './new-journey';
import type { AuditAction } from '../../db/audit-vocabulary';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit' | 'registrationDomains'>;
type Document = z.input<typeof JourneyDocument>;

const ID = { parameter: 'id' };

export function createJourneysService({ db, clock, repositories, audit, registrationDomains }: Dependencies) {
  const journeys = repositories.journeys;

  async function document(id: number, tx: Executor = db): Promise<Document> {
    const row = orNotFound(await journeys.findById(id, tx), 'journey', id, ID);
    const [[withStats], detail] = await Promise.all([journeys.withEmailStats([row], tx), journeys.detail(row, tx)]);
    return journeyDocument(withStats!, detail, clock.now());
  }

  async function requireCompany(companyId: number, tx: Executor) {
    return orNotFound(await repositories.companies.findByIdForUpdate(companyId, tx), 'company', companyId, { pointer: '/company_id' });
  }

  /** Writes a change to a locked journey with its audit entry, and answers the journey as it now stands. */
  async function change(
    id: number,
    context: AuditContext,
    action: AuditAction,
    write: (before: JourneyRow, tx: Executor) => Promise<unknown>,
  ): Promise<Document> {
    return db.transaction(async (tx) => {
      const before = orNotFound(await journeys.findByIdForUpdate(id, tx), 'journey', id, ID);
      const after = await write(before, tx);
      await audit.record(context, { action, resourceId: id, before, after }, tx);
      return document(id, tx);
    });
  }

  return {
    document,

    adminCreateMany: createJourneyBatchCreate({ db, clock, repositories, audit, registrationDomains }),

    /** One page of the journeys matching the filters; `expired` and `old` are judged at the time of the request. */
    async list({ page, size, cursor, ...filters }: JourneyListQuery): Promise<ListPage<Journey>> {
      const now = clock.now();
      return listPage(
        { page, size, cursor, ...filters },
        (window) => journeys.page({ ...filters, today: startOfDayIn(now) }, window),
        (rows) => rows.map((row) => journeyResource(row, now)),
      );
    },

    /**
     * Creates a journey of a company (the create screen). Without dates it starts today; without an
     * end it runs NEW_JOURNEY_LENGTH_DAYS days, or RELATED_JOURNEY_LENGTH_DAYS when related to another.
     */
    async create(input: JourneyCreate, context: AuditContext): Promise<Document> {
      const now = clock.now();
      const start = input.start_date ? journeyInstant(input.start_date, '/start_date') : startOfDayIn(now);
      const defaults = input.related_journey_id ? relatedJourneyDates(start) : newJourneyDates(start);
      const end = input.end_date ? journeyInstant(input.end_date, '/end_date') : defaults.end;
      assertEndNotBeforeStart(start, end);
      return db.transaction(async (tx) => {
        await requireCompany(input.company_id, tx);
        if (input.address_id !== undefined && !(await journeys.addressExists(input.address_id, tx))) {
          orNotFound(null, 'address', input.address_id, { pointer: '/address_id' });
        }
        if (input.related_journey_id !== undefined) {
          orNotFound(await journeys.findById(input.related_journey_id, tx), 'journey', input.related_journey_id, {
            pointer: '/related_journey_id',
          });
        }
        const journey = await journeys.insert(
          {
            companyId: input.company_id,
            type: input.type ?? DEFAULT_JOURNEY_TYPE,
            status: input.status ?? 'upcoming',
            featured: input.featured ?? false,
            startDate: start,
            endDate: end,
            baseEmailDomain: baseEmailDomainOrDefault(input.baseEmailDomain, registrationDomains),
            description: input.description ?? null,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        if (input.address_id !== undefined) await journeys.addAddress(journey.id, input.address_id, tx);
        if (input.related_journey_id !== undefined) await journeys.relate(input.related_journey_id, journey.id, tx);
        await audit.record(context, { action: 'journey.create', resourceId: journey.id, after: journey }, tx);
        return document(journey.id, tx);
      });
    },

    /**
     * Creates a journey as bulk import does. A journey of the same company and type on the same start
     * and end days is a 409, so running an import again creates nothing twice.
     */
    async adminCreate(input: AdminJourneyCreate, context: AuditContext): Promise<Document> {
      const now = clock.now();
      const start = journeyInstant(input.start_date, '/start_date');
      const end = journeyInstant(input.end_date, '/end_date');
      assertEndNotBeforeStart(start, end);
      return db.transaction(async (tx) => {
        // The company's row lock makes two imports of the same row wait for each other.
        await requireCompany(input.company_id, tx);
        const [same] = await journeys.findSameDays(input.company_id, [input.journey_type], start, end, tx);
        if (same) {
          throw new AppError(
            'conflict',
            `Company ${input.company_id} already has a ${JOURNEY_TYPE_LABELS[input.journey_type]} journey from ${dayOf(start)} to ${dayOf(end)} (journey ${same.id}).`,
            { pointer: '/journey_type' },
          );
        }
        const journey = await journeys.insert(newAdminJourney(input, { start, end }, now, registrationDomains), tx);
        await audit.record(context, { action: 'journey.create', resourceId: journey.id, after: journey }, tx);
        return document(journey.id, tx);
      });
    },

    async update(id: number, input: JourneyUpdate, context: AuditContext): Promise<Document> {
      return change(id, context, 'journey.update', async (before, tx) => {
        const changes: JourneyChanges = {
          ...(input.status !== undefined && { status: input.status }),
          ...(input.type !== undefined && { type: input.type }),
          ...(input.featured !== undefined && { featured: input.featured }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.start_date !== undefined && { startDate: journeyInstant(input.start_date, '/start_date') }),
          ...(input.end_date !== undefined && { endDate: journeyInstant(input.end_date, '/end_date') }),
        };
        assertEndNotBeforeStart(changes.startDate ?? before.startDate, changes.endDate ?? before.endDate);
        return journeys.update(id, changes, clock.now(), tx);
      });
    },

    /** A new tracked inbox for the journey on a registration domain (else the default), which becomes its base email domain. */
    async createInbox(id: number, input: JourneyInbox, context: AuditContext): Promise<Document> {
      return change(id, context, 'journey.create_inbox', async (journey, tx) => {
        const domain = baseEmailDomainOrDefault(input.baseEmailDomain, registrationDomains);
        const company = orNotFound(await repositories.companies.findById(journey.companyId, tx), 'company', journey.companyId);
        const inbox = await journeys.createInbox(journey, company.domainName, domain, tx);
        await journeys.update(id, { baseEmailDomain: domain }, clock.now(), tx);
        return { ...journey, baseEmailDomain: domain, inbox };
      });
    },

    async removeAddresses(id: number, context: AuditContext): Promise<Document> {
      return change(id, context, 'journey.remove_addresses', async (_journey, tx) => ({ removed: await journeys.removeAddresses(id, tx) }));
    },

    /** Makes the journey its company's current one of its type (the others stop being current), or not current. */
    async setCurrent(id: number, input: JourneyCurrent, context: AuditContext): Promise<Document> {
      if (input.journey_id !== undefined && input.journey_id !== id) {
        throw new AppError('invalid_input', `journey_id ${input.journey_id} is not the journey of the path, ${id}.`, {
          pointer: '/journey_id',
        });
      }
      return change(id, context, 'journey.set_current', async (journey, tx) => {
        const now = clock.now();
        if (input.current) await journeys.clearCurrent(journey.companyId, journey.type, id, now, tx);
        return journeys.update(id, { current: input.current }, now, tx);
      });
    },

    /** Deletes a journey; its emails stay, without a journey. */
    async delete(id: number, context: AuditContext): Promise<MessageDocument> {
      return db.transaction(async (tx) => {
        const before = orNotFound(await journeys.findByIdForUpdate(id, tx), 'journey', id, ID);
        await journeys.delete(id, tx);
        await audit.record(context, { action: 'journey.delete', resourceId: id, before }, tx);
        return { meta: { message: `Journey ${id} deleted.` } };
      });
    },

    /**
     * Archives the old journeys: every journey not archived yet whose end date is before today
     * (its end falls before today's first instant, UTC), whatever its status. They also stop being
     * current. Answers how many.
     */
    async archiveOld(context: AuditContext): Promise<ArchiveOldResult> {
      const now = clock.now();
      const today = startOfDayIn(now);
      return db.transaction(async (tx) => {
        const ids = await journeys.archiveOld(today, now, tx);
        if (ids.length > 0) {
          await audit.record(context, { action: 'journey.archive_old', after: { ids, endedBefore: dayOf(today) } }, tx);
        }
        const count = ids.length;
        return {
          meta: {
            message: `${count === 1 ? '1 journey' : `${count.toLocaleString('en-US')} journeys`} archived.`,
            archived: count,
            ended_before: dayOf(today),
          },
        };
      });
    },
  };
}
