import { sendJson } from './stub-server';

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
