import type { Industry, IndustryDocument, IndustryListQuery, IndustryUpdate, VerticalDocument, VerticalResource } from '@tracker/core';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { orNotFound } from '../../errors/or-not-found';
import { listPage, type ListPage } from '../../lists/list-page';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { industryResource, verticalResource } from '../../resources/industry-resource';
import type { AuditContext } from '../audit-service';
import type { ServiceDependencies } from '../service-dependencies';

type Dependencies = Pick<ServiceDependencies, 'db' | 'repositories' | 'audit'>;

export function createIndustriesService({ db, repositories, audit }: Dependencies) {
  const industries = repositories.industries;

  return {
    async listIndustries(query: IndustryListQuery): Promise<ListPage<Industry>> {
      return listPage(
        query,
        (window) => industries.industriesPage(query, window),
        (rows) => rows.map(industryResource),
      );
    },

    async updateIndustry(id: number, input: IndustryUpdate, context: AuditContext): Promise<z.input<typeof IndustryDocument>> {
      try {
        return await db.transaction(async (tx) => {
          const before = industryResource(orNotFound(await industries.findIndustry(id, tx), 'industry', id));
          if (input.verticalId)
            orNotFound(await industries.findVertical(input.verticalId, tx), 'vertical', input.verticalId, { pointer: '/verticalId' });
          await industries.updateIndustry(id, { name: input.name, verticalId: input.verticalId }, tx);
          const after = industryResource(orNotFound(await industries.findIndustry(id, tx), 'industry', id));
          await audit.record(context, { action: 'industry.update', resourceId: id, before, after }, tx);
          return { data: after };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', `An industry is already called ${input.name}.`, { pointer: '/name' });
        throw error;
      }
    },

    async listVerticals(page: { page: number; size: number }): Promise<ListPage<VerticalResource>> {
      return listPage(
        page,
        (window) => industries.verticalsPage(window),
        (rows) => rows.map(verticalResource),
      );
    },

    async addVertical(name: string, context: AuditContext): Promise<z.input<typeof VerticalDocument>> {
      try {
        return await db.transaction(async (tx) => {
          const id = await industries.insertVertical(name, tx);
          const created = verticalResource(orNotFound(await industries.findVertical(id, tx), 'vertical', id));
          await audit.record(context, { action: 'vertical.add', resourceId: id, after: created }, tx);
          return { data: created };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', `A vertical is already called ${name}.`, { pointer: '/name' });
        throw error;
      }
    },

    async removeVertical(id: number, context: AuditContext): Promise<void> {
      await db.transaction(async (tx) => {
        const before = verticalResource(orNotFound(await industries.findVertical(id, tx), 'vertical', id));
        await industries.deleteVertical(id, tx);
        await audit.record(context, { action: 'vertical.remove', resourceId: id, before }, tx);
      });
    },
  };
}
