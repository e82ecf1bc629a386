import { dayOf, JOURNEY_TYPE_LABELS, type AdminJourneyBatchCreateResult, type AdminJourneyCreate } from '@tracker/core';
import { AppError } from '../../errors/app-error';
import { errorObject } from '../../errors/error-document';
import { notFound } from '../../errors/not-found';
import type { NewJourney } from '../../repositories/companies-repository';
import type { AuditContext } from '../audit-service';
import { assertEndNotBeforeStart, journeyInstant } from './journey-dates';
import { newAdminJourney } from './new-journey';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'clock' | 'repositories' | 'audit' | 'registrationDomains'>;

type Result = AdminJourneyBatchCreateResult['results'][number];

/** The error object of a refused row, its pointer into the batch's body. */
function failure(index: number, error: AppError): Result {
  return {
    error: errorObject({
      status: error.status,
      code: error.code,
      detail: error.detail,
      pointer: `/journeys/${index}${error.pointer ?? ''}`,
    }),
  };
}

/** A journey's company, type and days: two journeys with the same key are the same import row. */
const keyOf = (companyId: number, type: string, start: Date, end: Date) => `${companyId} ${type} ${dayOf(start)} ${dayOf(end)}`;

/**
 * POST /v3/admin/journeys/batch: each row as POST /v3/admin/journeys would create it, in order, in
 * one transaction and a handful of statements. A row refused (bad dates, no such company, a journey
 * of that company and type on the same days already, or from an earlier row: 409) fails alone. The
 * companies' rows are locked in id order, so two imports of the same rows wait for each other (and
 * the second finds the first's journeys) instead of deadlocking.
 */
export function createJourneyBatchCreate({ db, clock, repositories, audit, registrationDomains }: Dependencies) {
  return async function adminCreateMany(
    inputs: readonly AdminJourneyCreate[],
    context: AuditContext,
  ): Promise<AdminJourneyBatchCreateResult> {
    const results: Result[] = [];
    const rows: { index: number; input: AdminJourneyCreate; start: Date; end: Date }[] = [];
    inputs.forEach((input, index) => {
      try {
        const start = journeyInstant(input.start_date, '/start_date');
        const end = journeyInstant(input.end_date, '/end_date');
        assertEndNotBeforeStart(start, end);
        rows.push({ index, input, start, end });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results[index] = failure(index, error);
      }
    });
    const now = clock.now();

    return db.transaction(async (tx) => {
      const companyIds = [...new Set(rows.map((row) => row.input.company_id))];
      const companies = new Set((await repositories.companies.lockByIds(companyIds, tx)).map((c) => c.id));
      const types = [...new Set(rows.map((row) => row.input.journey_type))];
      const had = new Map<string, number | null>(
        (await repositories.journeys.ofCompaniesAndTypes(companyIds, types, tx)).map((j) => [
          keyOf(j.companyId, j.type, j.startDate, j.endDate),
          j.id,
        ]),
      );
      const toStart: { index: number; key: string; journey: NewJourney }[] = [];
      for (const { index, input, start, end } of rows) {
        if (!companies.has(input.company_id)) {
          results[index] = failure(index, notFound('company', input.company_id, { pointer: '/company_id' }));
          continue;
        }
        const key = keyOf(input.company_id, input.journey_type, start, end);
        const same = had.get(key);
        if (same !== undefined) {
          const which = same === null ? 'an earlier row of this import' : `journey ${same}`;
          const message = `Company ${input.company_id} already has a ${JOURNEY_TYPE_LABELS[input.journey_type]} journey from ${dayOf(start)} to ${dayOf(end)} (${which}).`;
          results[index] = failure(index, new AppError('conflict', message, { pointer: '/journey_type' }));
          continue;
        }
        had.set(key, null);
        toStart.push({
          index,
          key,
          journey: newAdminJourney(input, { start, end }, now, registrationDomains),
        });
      }
      const started = await repositories.companies.createJourneys(
        toStart.map(({ journey }) => journey),
        tx,
      );
      const ids = new Map(started.map((j) => [keyOf(j.companyId, j.type, j.startDate, j.endDate), j.id]));
      for (const { index, key } of toStart) results[index] = { journey_id: String(ids.get(key)) };
      await audit.recordMany(
        context,
        started.map((journey) => ({ action: 'journey.create', resourceId: journey.id, after: journey })),
        tx,
      );
      return { results };
    });
  };
}
