import { companyResource, journeyResource, pageMeta } from '@tracker/core/testing';
import type { JourneyType } from '@tracker/core';
import { errorDocument, sendJson, type StubRequest } from './stub-server';

type Sent = { company_id: number; journey_type: string; start_date: string; end_date: string };

/**
 * Answers POST /v3/admin/journeys/batch as the server does: company 99 does not exist, and a
 * journey already in `existing` (company, type and days) is a 409; the others are added to it.
 */
export function answerJourneyBatch(body: unknown, existing: Set<string>, response: Parameters<typeof sendJson>[0]) {
  let next = 500 + existing.size;
  const results = (body as { journeys: Sent[] }).journeys.map((journey) => {
    if (journey.company_id === 99)
      return { error: { status: '404', code: 'not_found', title: 'Not found', detail: 'No company has the id 99.' } };
    const key = `${journey.company_id}/${journey.journey_type}/${journey.start_date}/${journey.end_date}`;
    if (existing.has(key))
      return { error: { status: '409', code: 'conflict', title: 'Conflict', detail: 'Company already has that journey.' } };
    existing.add(key);
    next += 1;
    return { journey_id: String(next) };
  });
  return sendJson(response, 200, { results });
}

/** How many batch calls of journey creates were sent. */
export const batchCalls = (requests: readonly { method: string; path: string }[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/v3/admin/journeys/batch').length;

/**
 * Answers what journeys import asks before it writes, as the server would with the journeys in
 * `existing`: GET /v3/admin/companies/{id} (company 99 does not exist) and GET /v3/journeys?company_id=.
 * False for any other request.
 */
export function answerJourneyLookups(request: StubRequest, existing: Set<string>, response: Parameters<typeof sendJson>[0]): boolean {
  const company = /^\/api\/v3\/admin\/companies\/(\d+)$/.exec(request.path)?.[1];
  if (request.method === 'GET' && company !== undefined) {
    if (company === '99') sendJson(response, 404, errorDocument(404, 'not_found', 'No company has the id 99.', { parameter: 'id' }));
    else sendJson(response, 200, { data: companyResource(company) });
    return true;
  }
  if (request.method === 'GET' && request.path === '/api/v3/journeys' && request.query.company_id !== undefined) {
    const data = [...existing]
      .map((key) => key.split('/'))
      .filter(([id]) => id === request.query.company_id)
      .map(([id, type, start, end], i) =>
        journeyResource(i + 1, {
          company_id: Number(id),
          type: type as JourneyType,
          start_date: `${start}T00:00:00.000Z`,
          end_date: `${end}T00:00:00.000Z`,
        }),
      );
    sendJson(response, 200, { data, meta: pageMeta(data.length, 1, 250) });
    return true;
  }
  return false;
}
