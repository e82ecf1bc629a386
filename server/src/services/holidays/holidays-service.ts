import type { Holiday, HolidayCreate, HolidayDocument, HolidayListQuery, HolidayUpdate } from '@tracker/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { orNotFound } from '../../errors/or-not-found';
import { listPage, type ListPage } from '../../lists/list-page';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { holidayResource } from '../../resources/holiday-resource';
import type { AuditContext } from '../audit-service';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'repositories' | 'audit'>;
type Document = z.input<typeof HolidayDocument>;

export function createHolidaysService({ db, repositories, audit }: Dependencies) {
  const holidays = repositories.holidays;

  async function document(id: number, tx: Executor = db): Promise<Document> {
    return { data: holidayResource(orNotFound(await holidays.findWithDates(id, tx), 'holiday', id)) };
  }

  function nameTaken(name: string): AppError {
    return new AppError('conflict', `A holiday is already called ${name}.`, { pointer: '/name' });
  }

  return {
    document,

    async list(query: HolidayListQuery): Promise<ListPage<Holiday>> {
      return listPage(
        query,
        (window) => holidays.page(query, window),
        (rows) => rows.map(holidayResource),
      );
    },

    async create(input: HolidayCreate, context: AuditContext): Promise<Document> {
      try {
        return await db.transaction(async (tx) => {
          const holiday = await holidays.insert({ name: input.name, keywords: input.keywords }, tx);
          await holidays.addDates(holiday.id, input.dates, tx);
          return audit.recordCreated(context, { action: 'holiday.create', resourceId: holiday.id }, await document(holiday.id, tx), tx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken(input.name);
        throw error;
      }
    },

    /** Edits a holiday; `dates` are added to its dates. */
    async update(id: number, input: HolidayUpdate, context: AuditContext): Promise<Document> {
      try {
        return await db.transaction((tx) =>
          audit.recordChange(
            context,
            { action: 'holiday.update', resourceId: id },
            tx,
            () => document(id, tx),
            async () => {
              await holidays.update(id, { name: input.name, keywords: input.keywords }, tx);
              if (input.dates) await holidays.addDates(id, input.dates, tx);
            },
          ),
        );
      } catch (error) {
        if (isUniqueViolation(error) && input.name) throw nameTaken(input.name);
        throw error;
      }
    },

    async removeDate(id: number, dateId: number, context: AuditContext): Promise<Document> {
      return db.transaction((tx) =>
        audit.recordChange(
          context,
          { action: 'holiday.remove_date', resourceId: id },
          tx,
          () => document(id, tx),
          async () => {
            if (!(await holidays.removeDate(id, dateId, tx))) {
              throw new AppError('not_found', `Holiday ${id} has no date with the id ${dateId}.`, { parameter: 'date_id' });
            }
            await holidays.update(id, {}, tx);
          },
        ),
      );
    },
  };
}
