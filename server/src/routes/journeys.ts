import type { journeysEndpoints } from '@tracker/core';
import { pageMeta } from '../repositories/capped-count';
import { journeyResource } from '../services/journeys/journey-resource';
import type { Handlers } from './handler';

export const journeysHandlers: Handlers<typeof journeysEndpoints> = {
  async listJourneys(request) {
    const { page, size, ...filters } = request.query;
    const journeys = request.server.repositories.journeys;
    const [rows, total] = await Promise.all([journeys.page(filters, size, (page - 1) * size), journeys.count(filters)]);
    const now = new Date();
    return { data: rows.map((row) => journeyResource(row, now)), meta: pageMeta(page, size, total, rows.length) };
  },
};
